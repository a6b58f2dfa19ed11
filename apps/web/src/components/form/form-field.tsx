import { useId, type ReactElement, type ReactNode } from 'react';

export interface FieldIds {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: string;
  /** Shown under the label and read with the field. */
  hint?: string;
  /** Inline error: marks the field invalid and is read with it. */
  error?: string | null;
  optional?: boolean;
  optionalText?: string;
  className?: string;
  /** The control, given the id and ARIA attributes that tie it to the label, hint and error. */
  children: (ids: FieldIds) => ReactElement;
  after?: ReactNode;
}

/** A labelled form control with its hint and error tied to it (aria-describedby). */
export function FormField({ label, hint, error, optional, optionalText, className, children, after }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['ordering-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {optional && optionalText && <span className="muted ordering-optional"> {optionalText}</span>}
      </label>
      {hint && (
        <p id={hintId} className="ordering-field-hint muted">
          {hint}
        </p>
      )}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error && (
        <p id={errorId} className="ordering-field-error">
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
