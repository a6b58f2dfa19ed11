import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** Inline error: marks the field invalid and is read with it. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
  /** Something drawn inside the field's box, after the input (the password toggle). */
  adornment?: ReactNode;
}

/**
 * A labelled input with its hint and error tied to it by aria-describedby. The error line
 * always takes its room, so an error appearing never pushes the form down.
 */
export function TextField({ label, hint, error, className, ref, adornment, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['auth-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="auth-field-hint muted">
          {hint}
        </p>
      )}
      <div className={adornment ? 'auth-input-wrap has-adornment' : 'auth-input-wrap'}>
        <input
          ref={ref}
          id={id}
          className="auth-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        {adornment}
      </div>
      <p id={errorId} className="auth-field-error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
