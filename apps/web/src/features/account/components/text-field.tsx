import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the label and read with the field. */
  hint?: string;
  /** Inline error; marks the field invalid and is read with it. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function TextField({ label, hint, error, className, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['account-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="account-field-hint muted">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        className="account-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="account-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
