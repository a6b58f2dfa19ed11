import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionDto } from '@playeats/contracts/auth';
import { useLogin } from '../api/login.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { currentPasswordError, emailError } from '../validation.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { EmailField } from './email-field.tsx';

interface LoginFormProps {
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  onSession: (session: SessionDto) => void;
}

/** E-mail and password. Wrong credentials, a pending account and throttling are said inline. */
export function LoginForm({ remember, onRememberChange, onSession }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useRef<HTMLFormElement>(null);
  const { errors, fail, check, clear, onEdit } = useFormErrors(form);
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check({ email: emailError(email), password: currentPasswordError(password) })) return;
    login.mutate(
      { email, password },
      {
        onSuccess: (session) => {
          clear();
          onSession(session);
        },
        onError: fail,
      },
    );
  };

  return (
    <form
      ref={form}
      className="auth-form"
      noValidate
      onChange={onEdit}
      onSubmit={submit}
      aria-labelledby="auth-login-form-title"
    >
      <h2 id="auth-login-form-title" className="visually-hidden">
        {t('login.formTitle')}
      </h2>
      <FormAlert>{errors.alert}</FormAlert>
      <EmailField value={email} onChange={setEmail} error={errors.fields.email} autoComplete="username" />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.password}
        required
      />
      <div className="auth-form-row">
        <CheckboxField label={t('login.remember')} checked={remember} onChange={onRememberChange} name="remember" />
        <Link to="/passwordRecovery">{t('login.forgot')}</Link>
      </div>
      <SubmitButton pending={login.isPending} pendingLabel={t('login.submitting')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
