import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language.ts';
import { clockText, todayIn, weekdayName, type WeekHours } from '../opening-hours-text.ts';

interface HoursTableProps {
  hours: WeekHours;
  timeZone: string;
}

/** The week's hours, Monday first, on the restaurant's clock; today is marked. */
export function HoursTable({ hours, timeZone }: HoursTableProps) {
  const { t } = useTranslation('restaurants');
  const language = useLanguage();
  const today = todayIn(timeZone);
  return (
    <table className="hours-table">
      <caption className="muted">{t('detail.hoursCaption', { timeZone })}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('detail.day')}</th>
          <th scope="col">{t('detail.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {hours.map(({ day, ranges }) => (
          <tr
            key={day}
            className={day === today ? 'hours-today' : undefined}
            aria-current={day === today ? 'date' : undefined}
          >
            <th scope="row">
              {weekdayName(day, language)}
              {day === today && <span className="hours-today-tag"> {t('detail.today')}</span>}
            </th>
            <td>
              {ranges.length === 0
                ? t('detail.closedAllDay')
                : ranges
                    .map((r) =>
                      r.opens === '00:00' && r.closes === '00:00'
                        ? t('detail.allDay')
                        : t('detail.range', {
                            opens: clockText(r.opens, language),
                            closes: clockText(r.closes, language),
                          }),
                    )
                    .join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
