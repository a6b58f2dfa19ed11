import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@playeats/contracts/common';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { usePrivateText } from '../../../components/private-text/private-text.tsx';
import { useRequestEmailChange } from '../api/request-email-change.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { proofRefusal } from '../proof-refusal.ts';
import { ProofAndSubmit } from './current-password-field.tsx';
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
  const hide = usePrivateText();
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
        <ProofAndSubmit
          hasPassword={hasPassword}
          passwordRef={passwordRef}
          error={errors.password ?? null}
          password={password}
          onPasswordChange={setPassword}
          pending={mutation.isPending}
          submitLabel={t('overview.email.submit')}
          pendingLabel={t('overview.email.sending')}
          signInAgain={signInAgain}
        />
      </form>
      <p role="status" className="account-status">
        {sentTo ? t('overview.email.sent', { email: hide(sentTo) }) : ''}
      </p>
    </section>
  );
}
