import { convertDistance, type DistanceUnit } from '@playeats/domain/distance';
import { ACCEPT_LANGUAGE, type Language } from '../../lib/i18n.ts';
import { numberFormat } from '../../lib/intl.ts';

const INTL_UNIT: Record<DistanceUnit, string> = { miles: 'mile', km: 'kilometer' };

/**
 * A distance the server gave in `from`, shown in `to`: "1.2 mi", "1,9 km". Results of a
 * search made in the other unit (still on screen while the new one loads) convert too.
 */
export function distanceText(value: number, from: DistanceUnit, to: DistanceUnit, language: Language): string {
  const converted = convertDistance(value, from, to);
  return numberFormat(ACCEPT_LANGUAGE[language], {
    style: 'unit',
    unit: INTL_UNIT[to],
    unitDisplay: 'short',
    maximumFractionDigits: converted < 10 ? 1 : 0,
  }).format(converted);
}
