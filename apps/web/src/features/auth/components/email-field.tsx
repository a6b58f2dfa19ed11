import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** 'username' where the address signs in (password managers pair it with the password). */
  autoComplete?: 'email' | 'username';
}

/** The e-mail address of an auth form: the keyboard, autofill and spelling an address wants. */
export function EmailField({ value, onChange, error, autoComplete = 'email' }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete={autoComplete}
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
