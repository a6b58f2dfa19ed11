import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl.ts';

export interface Range {
  from: string;
  to: string;
}

const PRESETS = [7, 30, 90, 365] as const;
const DAY_MS = 86_400_000;

/** The last `n` days up to today, days of `timeZone` (the bucks time zone the figures count in). */
export function lastDays(n: number, timeZone?: string, now = new Date()): Range {
  const to = dateTimeFormat('en-CA', { timeZone }).format(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (n - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** The last 7, 30, 90 or 365 days, or any range (at most 366 days) by its two dates. */
export function RangePicker({
  value,
  timeZone,
  onChange,
}: {
  value: Range;
  timeZone: string | undefined;
  onChange: (range: Range) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="admin-toolbar" role="group" aria-label={t('dashboard.range')}>
      {PRESETS.map((days) => {
        const preset = lastDays(days, timeZone);
        const active = preset.from === value.from && preset.to === value.to;
        return (
          <button
            key={days}
            type="button"
            className={`btn ${active ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={active}
            onClick={() => onChange(preset)}
          >
            {t('dashboard.lastDays', { count: days })}
          </button>
        );
      })}
      {(['from', 'to'] as const).map((end) => (
        <div key={end} className="ordering-field">
          <label htmlFor={`${id}-${end}`}>{t(`dashboard.${end}`)}</label>
          <input
            id={`${id}-${end}`}
            type="date"
            className="ordering-input ordering-input--short"
            value={value[end]}
            max={end === 'from' ? value.to : undefined}
            min={end === 'to' ? value.from : undefined}
            onChange={(event) => event.target.value && onChange({ ...value, [end]: event.target.value })}
          />
        </div>
      ))}
    </div>
  );
}
