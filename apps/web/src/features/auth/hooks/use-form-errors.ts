import { useCallback, useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { expectedErrors, NO_ERRORS, type FormErrors } from '../sign-in-errors.ts';

/**
 * A form's inline errors. `fail(error)` shows an expected failure inline and anything
 * else in the error dialog; `invalid(fields)` shows client-side checks (keys of the
 * `auth` namespace). Focus moves to the first invalid field so keyboard and screen-reader
 * users land on what to fix; `onEdit`, the form's onChange, takes a field's error away
 * as soon as it is changed.
 */
export function useFormErrors(formRef?: RefObject<HTMLFormElement | null>) {
  const { t, i18n } = useTranslation('auth');
  const { showError } = useErrorDialog();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  /** Bumped by each check or failure: the focus moves then, never while the person edits. */
  const [shown, setShown] = useState(0);

  const fail = useCallback(
    (error: unknown) => {
      const expected = expectedErrors(error, t, i18n.language);
      if (expected) {
        setErrors(expected);
        setShown((n) => n + 1);
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
      setShown((n) => n + 1);
      return Object.keys(fields).length === 0;
    },
    [t],
  );

  const clear = useCallback(() => setErrors(NO_ERRORS), []);

  /**
   * The form's onChange: a field's error is about what was in it, so it goes as soon as the
   * person changes that field (inputs are named after their error's key); the others stay
   * until the next check. React's change events bubble to the form, and the update is
   * batched with the field's own: a render in between would put the controlled field's
   * old value back.
   */
  const onEdit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name) return;
    setErrors((current) => {
      if (!(name in current.fields)) return current;
      const { [name]: _edited, ...fields } = current.fields;
      return { ...current, fields };
    });
  }, []);

  useEffect(() => {
    if (shown === 0) return;
    formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown, formRef]);

  return { errors, fail, check, clear, setErrors, onEdit };
}
