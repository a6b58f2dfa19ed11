import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { newPasswordError } from '../validation.ts';

/** The contract's opaque token; a link cut short in a mail client is not sent at all. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** /api/users/resetPassword/{token}, the link of the reset e-mail: a new password, twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useParams()['*'] ?? '';
  const form = useRef<HTMLFormElement>(null);
  const { errors, fail, check, onEdit } = useFormErrors(form);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [deadLink, setDeadLink] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = check({
      password: newPasswordError(password),
      confirmation: password === confirmation ? null : 'errors.passwordMismatch',
    });
    if (!valid) return;
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          const name = problemName(error);
          // A bad token is the link's fault, not a field's: it gets its own screen.
          if (name === 'InvalidTokenException') setDeadLink(true);
          else fail(error);
        },
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('reset.doneTitle')} focusHeading>
        <p>{t('reset.doneText')}</p>
        <Link to="/login" className="btn btn-primary">
          {t('reset.login')}
        </Link>
      </AuthCard>
    );
  }
  if (deadLink || !TOKEN_SHAPE.test(token)) {
    return (
      <AuthCard title={t('reset.invalidTitle')} focusHeading>
        <p>{t('reset.invalidText')}</p>
        <Link to="/passwordRecovery" className="btn btn-primary">
          {t('reset.newLink')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <form ref={form} className="auth-form" noValidate onChange={onEdit} onSubmit={submit}>
        <FormAlert>{errors.alert}</FormAlert>
        <PasswordField
          label={t('fields.newPassword')}
          name="password"
          autoComplete="new-password"
          hint={t('signup.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fields.password}
          required
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          name="confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.fields.confirmation}
          required
        />
        <SubmitButton pending={reset.isPending} pendingLabel={t('reset.submitting')}>
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
