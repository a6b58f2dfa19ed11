import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { dateTimeFormat } from '../../../lib/intl.ts';

/** The double-bucks dates: a date picker to add one, each date with its remove button. */
export function DoubleBucksDates({
  dates,
  hint,
  onChange,
}: {
  dates: readonly string[];
  hint: string;
  onChange: (dates: string[]) => void;
}) {
  const { t } = useTranslation('admin');
  const { language } = useFormatters();
  const id = useId();
  const [picked, setPicked] = useState('');
  const long = dateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'full', timeZone: 'UTC' });
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(picked) || dates.includes(picked)) return;
    onChange([...dates, picked].sort());
    setPicked('');
  };
  return (
    <fieldset className="card stack admin-fieldset">
      <legend>{t('settings.fields.doubleBucksDates')}</legend>
      <p className="muted" id={`${id}-hint`}>
        {t('settings.help.doubleBucksDates')} {hint}
      </p>
      {dates.length === 0 ? (
        <p>{t('settings.noDates')}</p>
      ) : (
        <ul className="admin-chips">
          {dates.map((date) => (
            <li key={date} className="admin-chip">
              <time dateTime={date}>{long.format(new Date(`${date}T00:00:00Z`))}</time>
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={t('settings.removeDate', { date })}
                onClick={() => onChange(dates.filter((d) => d !== date))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-toolbar">
        <div className="ordering-field">
          <label htmlFor={id}>{t('settings.addDate')}</label>
          <input
            id={id}
            type="date"
            className="ordering-input ordering-input--short"
            value={picked}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setPicked(event.target.value)}
          />
        </div>
        <button type="button" className="btn btn-secondary" disabled={!picked} onClick={add}>
          {t('settings.add')}
        </button>
      </div>
    </fieldset>
  );
}
