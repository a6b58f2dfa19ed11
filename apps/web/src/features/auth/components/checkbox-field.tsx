import { useId, type ReactNode } from 'react';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  required?: boolean;
  name?: string;
}

export function CheckboxField({ label, checked, onChange, error, required, name }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="auth-field auth-checkbox">
      <div className="auth-checkbox-row">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          required={required}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error !== undefined && (
        <p id={errorId} className="auth-field-error" aria-live="polite">
          {error ?? ''}
        </p>
      )}
    </div>
  );
}
