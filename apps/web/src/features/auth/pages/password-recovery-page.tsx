import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePasswordRecovery } from '../api/password-recovery.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { emailError } from '../validation.ts';
import { EmailField } from '../components/email-field.tsx';

/** /passwordRecovery: an e-mail with a reset link; the answer is the same for any address. */
export function PasswordRecoveryPage() {
  const { t } = useTranslation('auth');
  const form = useRef<HTMLFormElement>(null);
  const { errors, fail, check, onEdit } = useFormErrors(form);
  const recovery = usePasswordRecovery();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check({ email: emailError(email) })) recovery.mutate(email, { onError: fail });
  };

  if (recovery.isSuccess) {
    return (
      <AuthCard title={t('recovery.sentTitle')} focusHeading>
        <p>{t('recovery.sentText', { email: email.trim() })}</p>
        <p className="muted">{t('checkEmail.spam')}</p>
        <Link to="/login" className="btn btn-secondary">
          {t('recovery.login')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('recovery.title')} intro={t('recovery.intro')}>
      <form ref={form} className="auth-form" noValidate onChange={onEdit} onSubmit={submit}>
        <FormAlert>{errors.alert}</FormAlert>
        <EmailField value={email} onChange={setEmail} error={errors.fields.email} />
        <SubmitButton pending={recovery.isPending} pendingLabel={t('recovery.submitting')}>
          {t('recovery.submit')}
        </SubmitButton>
      </form>
      <ul className="auth-links">
        <li>
          <Link to="/login">{t('recovery.login')}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
