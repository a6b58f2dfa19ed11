import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle (a pressed button, so its state is announced). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      adornment={
        <button
          type="button"
          className="auth-password-toggle"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {t('password.show')}
        </button>
      }
    />
  );
}
