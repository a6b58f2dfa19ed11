import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { expectedErrors, NO_ERRORS, type FormErrors } from '../sign-in-errors.ts';

/**
 * A form's inline errors. `fail(error)` shows an expected failure inline and anything
 * else in the error dialog; `invalid(fields)` shows client-side checks (keys of the
 * `auth` namespace). Focus moves to the first invalid field so keyboard and screen-reader
 * users land on what to fix.
 */
export function useFormErrors(formRef?: RefObject<HTMLFormElement | null>) {
  const { t, i18n } = useTranslation('auth');
  const { showError } = useErrorDialog();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const fail = useCallback(
    (error: unknown) => {
      const expected = expectedErrors(error, t, i18n.language);
      if (expected) {
        setErrors(expected);
      } else {
        setErrors(NO_ERRORS);
        showError(error);
      }
    },
    [t, i18n.language, showError],
  );

  /** Translates the keys of failing checks; returns true when every field passed. */
  const check = useCallback(
    (checks: Record<string, string | null>) => {
      const fields: Record<string, string> = {};
      for (const [field, key] of Object.entries(checks)) if (key) fields[field] = t(key);
      setErrors({ alert: null, fields });
      return Object.keys(fields).length === 0;
    },
    [t],
  );

  const clear = useCallback(() => setErrors(NO_ERRORS), []);

  useEffect(() => {
    if (Object.keys(errors.fields).length === 0) return;
    formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, formRef]);

  return { errors, fail, check, clear, setErrors };
}
