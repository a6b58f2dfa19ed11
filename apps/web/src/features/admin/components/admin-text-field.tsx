import { TextField, type TextFieldProps } from '../../../components/form/text-field.tsx';

/** The admin forms' fields, drawn like the app's other forms (styles/ordering.css). */
export function AdminTextField(props: TextFieldProps) {
  return <TextField classPrefix="ordering" {...props} />;
}
