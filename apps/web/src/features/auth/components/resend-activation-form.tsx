import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendActivation } from '../api/resend-activation.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { emailError } from '../validation.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { EmailField } from './email-field.tsx';

/** Asks for a new activation link; the answer never says whether the address has an account. */
export function ResendActivationForm() {
  const { t } = useTranslation('auth');
  const form = useRef<HTMLFormElement>(null);
  const { errors, fail, check, onEdit } = useFormErrors(form);
  const resend = useResendActivation();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check({ email: emailError(email) })) resend.mutate(email, { onError: fail });
  };

  return (
    <form
      ref={form}
      className="auth-form"
      noValidate
      onChange={onEdit}
      onSubmit={submit}
      aria-labelledby="auth-resend-title"
    >
      <h2 id="auth-resend-title">{t('activate.resendTitle')}</h2>
      <FormAlert tone="info">{resend.isSuccess ? t('activate.resent') : null}</FormAlert>
      <FormAlert>{errors.alert}</FormAlert>
      <EmailField value={email} onChange={setEmail} error={errors.fields.email} />
      <SubmitButton pending={resend.isPending} pendingLabel={t('activate.resending')}>
        {t('activate.resend')}
      </SubmitButton>
    </form>
  );
}
