import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDistanceUnit, type DistanceUnit } from '@playeats/domain/distance';
import { unitForCountry } from '@playeats/domain/distance-units';
import { currentLanguage, type Language } from '../../../lib/i18n.ts';
import { browserStorage } from '../../../lib/storage.ts';

/** The unit the person picked, kept apart from the spec's four filter entries. */
export const DISTANCE_UNIT_KEY = 'distanceUnit';

/** Miles for en-US, kilometres for fr-CA, when neither the person nor the location says. */
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

/**
 * The distance unit shown and searched in: the one the person chose, else the unit of the
 * location's country (kilometres for a Canadian place), else the language's.
 */
export function useDistanceUnit(
  country?: string | null,
): [DistanceUnit, (unit: DistanceUnit) => void, (country?: string | null) => DistanceUnit] {
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
  const language = currentLanguage(i18n);
  // The unit a location in `other` would be searched in (a page converts its radius before moving there).
  const unitFor = useCallback(
    (other?: string | null) => chosen ?? unitForCountry(other) ?? defaultUnitFor(language),
    [chosen, language],
  );
  return [unitFor(country), choose, unitFor];
}
