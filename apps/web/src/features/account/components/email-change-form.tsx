import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@playeats/contracts/common';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useRequestEmailChange } from '../api/request-email-change.ts';
import { problemName, proofRefusal } from '../problem-name.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { SignInAgain } from './sign-in-again.tsx';
import { TextField } from './text-field.tsx';

type Field = 'email' | 'password';

interface EmailChangeFormProps {
  currentEmail: string;
  /** Accounts with a password confirm the change with it; the others need a recent sign-in. */
  hasPassword: boolean;
}

/** New address → a verification link to it; the address changes only once the link is opened. */
export function EmailChangeForm({ currentEmail, hasPassword }: EmailChangeFormProps) {
  const { t } = useTranslation('account');
  const { showError } = useErrorDialog();
  const mutation = useRequestEmailChange();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [signInAgain, setSignInAgain] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const fail = (field: Field, message: string) => {
    setErrors({ [field]: message });
    (field === 'email' ? emailRef : passwordRef).current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSignInAgain(false);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return fail('email', t('overview.email.invalid'));
    if (parsed.data === currentEmail.toLowerCase()) return fail('email', t('overview.email.same'));
    if (hasPassword && !password) return fail('password', t('proof.required'));
    setErrors({});
    setSentTo(null);
    mutation.mutate(
      { email: parsed.data, ...(hasPassword ? { password } : {}) },
      {
        onSuccess: () => {
          setSentTo(parsed.data);
          setEmail('');
          setPassword('');
        },
        onError: (err) => {
          const refusal = proofRefusal(err);
          if (refusal === 'wrongPassword' && hasPassword) fail('password', t('proof.wrong'));
          else if (refusal === 'signInAgain') setSignInAgain(true);
          else if (problemName(err) === 'ValidationException') fail('email', t('overview.email.invalid'));
          else showError(err);
        },
      },
    );
  };

  return (
    <section className="card account-section" aria-labelledby="account-email-title">
      <h2 id="account-email-title">{t('overview.email.title')}</h2>
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField
          ref={emailRef}
          label={t('overview.email.label')}
          hint={t('overview.email.hint')}
          error={errors.email ?? null}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {hasPassword && (
          <CurrentPasswordField
            ref={passwordRef}
            hint={t('proof.hint')}
            error={errors.password ?? null}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('overview.email.sending') : t('overview.email.submit')}
        </button>
        {signInAgain && <SignInAgain />}
      </form>
      <p role="status" className="account-status">
        {sentTo ? t('overview.email.sent', { email: sentTo }) : ''}
      </p>
    </section>
  );
}
