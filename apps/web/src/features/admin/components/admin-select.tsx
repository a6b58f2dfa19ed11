import { useId, type SelectHTMLAttributes } from 'react';

export interface AdminSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Inline error: marks the field invalid and is read with it. */
  error?: string | null;
  onChange: (value: string) => void;
}

/** A labelled <select>, drawn like the admin forms' text fields (styles/ordering.css). */
export function AdminSelect({ label, value, options, error, onChange, className, ...rest }: AdminSelectProps) {
  const id = useId();
  return (
    <div className={['ordering-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="ordering-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="ordering-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
