import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePhone } from '@playeats/domain/phone';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useRequestPhoneChange, type PhoneChange } from '../api/request-phone-change.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { proofRefusal } from '../proof-refusal.ts';
import { ProofAndSubmit } from './current-password-field.tsx';
import { TextField } from './text-field.tsx';

type Field = 'phone' | 'password';

interface PhoneNumberStepProps {
  currentPhone: string | null;
  /** Accounts with a password confirm the change with it; the others need a recent sign-in. */
  hasPassword: boolean;
  /** The change the code went out for (number in E.164, and the password to ask again). */
  onCodeSent: (change: PhoneChange) => void;
}

/** Step 1 of a phone change: the new number, to which the server sends a 6-digit code. */
export function PhoneNumberStep({ currentPhone, hasPassword, onCodeSent }: PhoneNumberStepProps) {
  const { t } = useTranslation('account');
  const { showError } = useErrorDialog();
  const mutation = useRequestPhoneChange();
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [signInAgain, setSignInAgain] = useState(false);

  const fail = (field: Field, message: string) => {
    setErrors({ [field]: message });
    (field === 'phone' ? phoneRef : passwordRef).current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSignInAgain(false);
    const normalized = normalizePhone(phone);
    if (!normalized) return fail('phone', t('phone.change.invalid'));
    if (currentPhone !== null && normalized === normalizePhone(currentPhone)) {
      return fail('phone', t('phone.change.same'));
    }
    if (hasPassword && !password) return fail('password', t('proof.required'));
    setErrors({});
    const change: PhoneChange = { phone: normalized, ...(hasPassword ? { password } : {}) };
    mutation.mutate(change, {
      onSuccess: () => onCodeSent(change),
      onError: (err) => {
        const refusal = proofRefusal(err);
        if (refusal === 'wrongPassword' && hasPassword) fail('password', t('proof.wrong'));
        else if (refusal === 'signInAgain') setSignInAgain(true);
        else if (problemName(err) === 'ValidationException') fail('phone', t('phone.change.invalid'));
        else showError(err);
      },
    });
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="account-phone-change-title">
      <h2 id="account-phone-change-title">{currentPhone ? t('phone.change.title') : t('phone.change.addTitle')}</h2>
      <TextField
        ref={phoneRef}
        label={t('phone.change.label')}
        hint={t('phone.change.hint')}
        error={errors.phone ?? null}
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        required
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <ProofAndSubmit
        hasPassword={hasPassword}
        passwordRef={passwordRef}
        error={errors.password ?? null}
        password={password}
        onPasswordChange={setPassword}
        pending={mutation.isPending}
        submitLabel={t('phone.change.submit')}
        pendingLabel={t('phone.change.sending')}
        signInAgain={signInAgain}
      />
    </form>
  );
}
