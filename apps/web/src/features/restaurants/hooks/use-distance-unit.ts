import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDistanceUnit, type DistanceUnit } from '@playeats/domain/distance';
import { currentLanguage, type Language } from '../../../lib/i18n.ts';
import { browserStorage } from '../../../lib/storage.ts';

/** The unit the person picked, kept apart from the spec's four filter entries. */
export const DISTANCE_UNIT_KEY = 'distanceUnit';

/** Miles for en-US, kilometres for fr-CA, until the person picks. */
export function defaultUnitFor(language: Language): DistanceUnit {
  return language === 'fr' ? 'km' : 'miles';
}

function storedUnit(): DistanceUnit | null {
  try {
    const value = browserStorage('local')?.getItem(DISTANCE_UNIT_KEY);
    return isDistanceUnit(value) ? value : null;
  } catch {
    return null;
  }
}

/** The distance unit shown and searched in, following the language unless the person chose one. */
export function useDistanceUnit(): [DistanceUnit, (unit: DistanceUnit) => void] {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<DistanceUnit | null>(storedUnit);
  const choose = useCallback((unit: DistanceUnit) => {
    setChosen(unit);
    try {
      browserStorage('local')?.setItem(DISTANCE_UNIT_KEY, unit);
    } catch {
      // Only this visit remembers it.
    }
  }, []);
  return [chosen ?? defaultUnitFor(currentLanguage(i18n)), choose];
}
