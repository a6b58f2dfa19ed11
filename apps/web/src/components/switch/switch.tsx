import './switch.css';

export interface SwitchProps {
  checked: boolean;
  onToggle: () => void;
  /** Ids of the elements that name the switch (aria-labelledby). */
  labelledBy: string;
  /** Ids of the elements that describe it (aria-describedby). */
  describedBy?: string;
}

/** An on/off control: a button with role="switch", named by visible text elsewhere. */
export function Switch({ checked, onToggle, labelledBy, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      className="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={onToggle}
    >
      <span className="switch-thumb" aria-hidden="true" />
    </button>
  );
}
