import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfoDto } from '@playeats/contracts/users';
import { formatPhone } from '@playeats/domain/phone';
import { usePrivateText } from '../../../components/private-text/private-text.tsx';
import { ONE_TIME_CODE_INPUT } from '../../../components/form/one-time-code.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useConfirmPhoneChange } from '../api/confirm-phone-change.ts';
import { useRequestPhoneChange, type PhoneChange } from '../api/request-phone-change.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { problemName } from '../../../lib/problem-basics.ts';
import { proofRefusal } from '../proof-refusal.ts';
import { SignInAgain } from './sign-in-again.tsx';
import { TextField } from './text-field.tsx';

/** A new code may be asked for this long after the previous one. */
export const RESEND_DELAY_SECONDS = 30;

interface PhoneCodeStepProps {
  /** The change step 1 asked for; a new code is asked for with the same proof. */
  change: PhoneChange;
  onConfirmed: (info: UserInfoDto) => void;
  onOtherNumber: () => void;
}

/**
 * Step 2 of a phone change: the 6-digit code proves the user holds the new number. Only
 * then does the server say whether another account already has it (no lookup oracle).
 */
export function PhoneCodeStep({ change, onConfirmed, onOtherNumber }: PhoneCodeStepProps) {
  const { t } = useTranslation('account');
  const { showError } = useErrorDialog();
  const confirm = useConfirmPhoneChange();
  const resend = useRequestPhoneChange();
  const { secondsLeft, start } = useCountdown();
  const inputRef = useRef<HTMLInputElement>(null);
  const otherNumberRef = useRef<HTMLButtonElement>(null);
  const takenId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const [signInAgain, setSignInAgain] = useState(false);
  const [resent, setResent] = useState(false);
  const { phone } = change;
  const displayPhone = usePrivateText()(formatPhone(phone));

  useEffect(() => {
    start(RESEND_DELAY_SECONDS);
    inputRef.current?.focus();
  }, [start]);

  // The code field is gone: the way out takes the focus and reads why with it.
  useEffect(() => {
    if (taken) otherNumberRef.current?.focus();
  }, [taken]);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return fail(t('phone.code.invalidFormat'));
    setError(null);
    confirm.mutate(
      { phone, code: digits },
      {
        onSuccess: onConfirmed,
        onError: (err) => {
          const name = problemName(err);
          if (name === 'InvalidCodeException') fail(t('phone.code.wrong'));
          else if (name === 'PhoneTakenException') setTaken(true);
          else showError(err);
        },
      },
    );
  };

  const askAgain = () => {
    setResent(false);
    setSignInAgain(false);
    resend.mutate(change, {
      onSuccess: () => {
        setResent(true);
        setCode('');
        setError(null);
        start(RESEND_DELAY_SECONDS);
        inputRef.current?.focus();
      },
      onError: (err) => {
        if (proofRefusal(err) === 'signInAgain') setSignInAgain(true);
        else showError(err);
      },
    });
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="account-phone-code-title">
      <h2 id="account-phone-code-title">{t('phone.code.title')}</h2>
      <p>{t('phone.code.sentTo', { phone: displayPhone })}</p>
      {taken ? (
        <p id={takenId} className="account-field-error">
          {t('phone.code.taken')}
        </p>
      ) : (
        <TextField
          ref={inputRef}
          label={t('phone.code.label')}
          error={error}
          {...ONE_TIME_CODE_INPUT}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <div className="account-actions">
        {!taken && (
          <>
            <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
              {confirm.isPending ? t('phone.code.confirming') : t('phone.code.submit')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={secondsLeft > 0 || resend.isPending}
              onClick={askAgain}
            >
              {secondsLeft > 0 ? t('phone.code.resendIn', { seconds: secondsLeft }) : t('phone.code.resend')}
            </button>
          </>
        )}
        <button
          ref={otherNumberRef}
          type="button"
          className={taken ? 'btn btn-primary' : 'btn btn-ghost'}
          aria-describedby={taken ? takenId : undefined}
          onClick={onOtherNumber}
        >
          {t('phone.code.otherNumber')}
        </button>
      </div>
      {signInAgain && <SignInAgain />}
      <p role="status" className="account-status">
        {resent ? t('phone.code.resent', { phone: displayPhone }) : ''}
      </p>
    </form>
  );
}
