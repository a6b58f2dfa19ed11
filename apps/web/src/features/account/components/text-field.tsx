import {
  TextField as SharedTextField,
  type TextFieldProps as SharedTextFieldProps,
} from '../../../components/form/text-field.tsx';

export type TextFieldProps = Omit<SharedTextFieldProps, 'adornment'>;

/** The shared field with the account look (account-form.css); the error line only with an error. */
export function TextField(props: TextFieldProps) {
  return <SharedTextField {...props} classPrefix="account" />;
}
