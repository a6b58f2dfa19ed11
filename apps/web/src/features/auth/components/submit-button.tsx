import type { ReactNode } from 'react';

/** The form's submit button: disabled while the call runs, its label telling why. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled = false,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={pending || disabled} aria-busy={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
