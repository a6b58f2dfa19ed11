import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '@playeats/contracts/auth';
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
