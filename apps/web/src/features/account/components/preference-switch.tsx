import { useId } from 'react';
import { Switch } from '../../../components/switch/switch.tsx';

interface PreferenceSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a button with role="switch", named by its label and described by its explanation. */
export function PreferenceSwitch({ label, description, checked, onChange }: PreferenceSwitchProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div className="preference">
      <div className="preference-text">
        <span id={labelId} className="preference-label">
          {label}
        </span>
        <span id={descriptionId} className="preference-description muted">
          {description}
        </span>
      </div>
      <Switch checked={checked} labelledBy={labelId} describedBy={descriptionId} onToggle={() => onChange(!checked)} />
    </div>
  );
}
