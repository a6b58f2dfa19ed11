import { TextField as SharedTextField, type TextFieldProps } from '../../../components/form/text-field.tsx';

export type { TextFieldProps };

/**
 * The shared field with the auth look (auth.css). The error line keeps its room, so an
 * error appearing never pushes the form down, and is read out as it appears.
 */
export function TextField(props: TextFieldProps) {
  return <SharedTextField {...props} classPrefix="auth" reserveErrorLine />;
}
