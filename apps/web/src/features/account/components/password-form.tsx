import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@playeats/contracts/auth';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useChangePassword, type PasswordChange } from '../api/change-password.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { proofRefusal } from '../proof-refusal.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { SignInAgain } from './sign-in-again.tsx';
import { TextField } from './text-field.tsx';

type Field = 'current' | 'next' | 'confirm';
type Errors = Partial<Record<Field, string>>;

/** The fields in screen order, to focus the first one that is wrong. */
const FIELDS: readonly Field[] = ['current', 'next', 'confirm'];

/**
 * Current password (when the account has one), new password and its confirmation. An
 * account without a password sets a first one, which needs a sign-in in the last 10 minutes.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const { showError } = useErrorDialog();
  const mutation = useChangePassword();
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);
  const [signInAgain, setSignInAgain] = useState(false);

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    const refs = { current: currentRef, next: nextRef, confirm: confirmRef };
    if (first) refs[first].current?.focus();
  };

  const check = (): Errors => {
    const found: Errors = {};
    if (hasPassword && !values.current) found.current = t('proof.required');
    if (values.next.length < PASSWORD_MIN_LENGTH)
      found.next = t('password.errors.tooShort', { min: PASSWORD_MIN_LENGTH });
    else if (values.next.length > PASSWORD_MAX_LENGTH)
      found.next = t('password.errors.tooLong', { max: PASSWORD_MAX_LENGTH });
    else if (values.confirm !== values.next) found.confirm = t('password.errors.mismatch');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setSignInAgain(false);
    const found = check();
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    const change: PasswordChange = {
      ...(hasPassword ? { currentPassword: values.current } : {}),
      newPassword: values.next,
    };
    mutation.mutate(change, {
      onSuccess: () => {
        setValues({ current: '', next: '', confirm: '' });
        setDone(true);
      },
      onError: (err) => {
        const refusal = proofRefusal(err);
        if (refusal === 'wrongPassword' && hasPassword) show({ current: t('proof.wrong') });
        else if (refusal === 'signInAgain') setSignInAgain(true);
        else if (problemName(err) === 'WeakPasswordException') show({ next: t('password.errors.weak') });
        else showError(err);
      },
    });
  };

  const bind = (name: Field) => ({
    error: errors[name] ?? null,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <>
      <form className="account-form" noValidate onSubmit={submit}>
        {hasPassword && <CurrentPasswordField ref={currentRef} {...bind('current')} />}
        <TextField
          label={t('password.new')}
          hint={t('password.newHint', { min: PASSWORD_MIN_LENGTH })}
          ref={nextRef}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          {...bind('next')}
        />
        <TextField
          ref={confirmRef}
          label={t('password.confirm')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          {...bind('confirm')}
        />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('password.saving') : hasPassword ? t('password.submit') : t('password.submitSet')}
        </button>
        {signInAgain && <SignInAgain />}
      </form>
      <p role="status" className="account-status">
        {done ? t('password.changed') : ''}
      </p>
    </>
  );
}
