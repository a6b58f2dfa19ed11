import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '@playeats/contracts/auth';
import { SignInAgain } from './sign-in-again.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

type CurrentPasswordFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>;

/** The current password, asked before a sensitive change to prove it is the person. */
export function CurrentPasswordField(props: CurrentPasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('proof.currentPassword')}
      type="password"
      name="current-password"
      autoComplete="current-password"
      required
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
    />
  );
}

/**
 * The end of a form that changes something sensitive: the current password (when the
 * account has one), the submit button, and the notice to sign in again when the proof was
 * refused for good.
 */
export function ProofAndSubmit({
  hasPassword,
  passwordRef,
  error,
  password,
  onPasswordChange,
  pending,
  submitLabel,
  pendingLabel,
  signInAgain,
}: {
  hasPassword: boolean;
  passwordRef: Ref<HTMLInputElement>;
  error: string | null;
  password: string;
  onPasswordChange: (password: string) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  signInAgain: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      {hasPassword && (
        <CurrentPasswordField
          ref={passwordRef}
          hint={t('proof.hint')}
          error={error}
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      {signInAgain && <SignInAgain />}
    </>
  );
}
