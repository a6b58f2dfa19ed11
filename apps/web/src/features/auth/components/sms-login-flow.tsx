import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '@playeats/contracts/auth';
import { formatPhone } from '@playeats/domain/phone';
import { usePrivateText } from '../../../components/private-text/private-text.tsx';
import { useRequestSmsCode } from '../api/request-sms-code.ts';
import { useVerifySmsCode } from '../api/verify-sms-code.ts';
import { useFormErrors } from '../hooks/use-form-errors.ts';
import { phoneError, smsCodeError } from '../validation.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import { ONE_TIME_CODE_INPUT } from '../../../components/form/one-time-code.ts';
import { TextField } from './text-field.tsx';

/** A new code can be asked for this long after the last one. */
export const SMS_RESEND_DELAY_MS = 30_000;

/** Seconds left before `until`, ticking once a second; 0 once passed. */
function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** Phone number, then the 6-digit code sent to it by SMS. */
export function SmsLoginFlow({ onSession }: { onSession: (session: SessionDto) => void }) {
  const { t } = useTranslation('auth');
  const hide = usePrivateText();
  const form = useRef<HTMLFormElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const { errors, fail, check, clear, onEdit } = useFormErrors(form);
  const requestCode = useRequestSmsCode();
  const verifyCode = useVerifySmsCode();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [resent, setResent] = useState(false);
  const wait = useSecondsUntil(resendAt);

  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  const sendCode = (again: boolean) => {
    requestCode.mutate(phone, {
      onSuccess: () => {
        clear();
        setResent(again);
        setResendAt(Date.now() + SMS_RESEND_DELAY_MS);
        setStep('code');
      },
      onError: fail,
    });
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (check({ phone: phoneError(phone) })) sendCode(false);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!check({ code: smsCodeError(code) })) return;
    verifyCode.mutate({ phone, code }, { onSuccess: onSession, onError: fail });
  };

  if (step === 'phone') {
    return (
      <form ref={form} className="auth-form" noValidate onChange={onEdit} onSubmit={submitPhone}>
        <FormAlert>{errors.alert}</FormAlert>
        <TextField
          label={t('fields.phone')}
          hint={t('sms.phoneHint')}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.fields.phone}
          required
        />
        <SubmitButton pending={requestCode.isPending} pendingLabel={t('sms.sending')}>
          {t('sms.send')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <form ref={form} className="auth-form" noValidate onChange={onEdit} onSubmit={submitCode}>
      <p className="auth-step-info" aria-live="polite">
        {t(resent ? 'sms.resent' : 'sms.sent', { phone: hide(formatPhone(phone)) })}
      </p>
      <FormAlert>{errors.alert}</FormAlert>
      <TextField
        ref={codeInput}
        label={t('fields.code')}
        {...ONE_TIME_CODE_INPUT}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={errors.fields.code}
        required
      />
      <SubmitButton pending={verifyCode.isPending} pendingLabel={t('sms.verifying')}>
        {t('sms.verify')}
      </SubmitButton>
      <div className="auth-form-row">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={wait > 0 || requestCode.isPending}
          onClick={() => sendCode(true)}
        >
          {wait > 0 ? t('sms.resendIn', { seconds: wait }) : t('sms.resend')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            clear();
            setCode('');
            setStep('phone');
          }}
        >
          {t('sms.changePhone')}
        </button>
      </div>
    </form>
  );
}
