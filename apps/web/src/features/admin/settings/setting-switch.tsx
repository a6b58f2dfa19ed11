import { Switch } from '../../../components/switch/switch.tsx';

/** One on/off setting: its name, what it does, and the switch. */
export function SettingSwitch(props: {
  name: string;
  label: string;
  description: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const labelId = `setting-${props.name}-label`;
  const descriptionId = `setting-${props.name}-description`;
  return (
    <div className="admin-setting">
      <div>
        <p id={labelId} className="admin-setting__label">
          {props.label}
        </p>
        <p id={descriptionId} className="muted admin-setting__description">
          {props.description}
        </p>
      </div>
      <Switch checked={props.checked} onToggle={props.onToggle} labelledBy={labelId} describedBy={descriptionId} />
    </div>
  );
}
