import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** Inline error: marks the field invalid and is read with it. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
  /** Something drawn inside the field's box, after the input (a password toggle). */
  adornment?: ReactNode;
}

/** How a feature's forms draw their fields; a feature binds it once in its own TextField. */
export interface TextFieldLook {
  /**
   * The feature's class names: `${classPrefix}-field` (the block), `-field-hint`, `-input`,
   * `-field-error` and, with an adornment, `-input-wrap has-adornment` around the input.
   */
  classPrefix: string;
  /**
   * The error line is always there: it keeps its room, so an error appearing never pushes
   * the form down, and as a polite live region it reads the error out. Otherwise the
   * line is only rendered with an error.
   */
  reserveErrorLine?: boolean;
}

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function TextField({
  classPrefix,
  reserveErrorLine = false,
  label,
  hint,
  error,
  className,
  ref,
  adornment,
  ...inputProps
}: TextFieldProps & TextFieldLook) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const input = (
    <input
      ref={ref}
      id={id}
      className={`${classPrefix}-input`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...inputProps}
    />
  );
  return (
    <div className={[`${classPrefix}-field`, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={`${classPrefix}-field-hint muted`}>
          {hint}
        </p>
      )}
      {adornment ? (
        <div className={`${classPrefix}-input-wrap has-adornment`}>
          {input}
          {adornment}
        </div>
      ) : (
        input
      )}
      {reserveErrorLine ? (
        <p id={errorId} className={`${classPrefix}-field-error`} aria-live="polite">
          {error ?? ''}
        </p>
      ) : (
        error && (
          <p id={errorId} className={`${classPrefix}-field-error`}>
            {error}
          </p>
        )
      )}
    </div>
  );
}
