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

/** A unit kept in local storage under `key`; null when there is none (or no storage). */
export function readStoredUnit(key: string): DistanceUnit | null {
  try {
    const value = browserStorage('local')?.getItem(key);
    return isDistanceUnit(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredUnit(key: string, unit: DistanceUnit): void {
  try {
    browserStorage('local')?.setItem(key, unit);
  } catch {
    // Only this visit remembers it.
  }
}

/**
 * The distance unit shown and searched in: the one the person chose, else the unit of the
 * location's country (kilometres for a Canadian place), else the language's. It changes
 * without a choice too (a place in another country, the saved address arriving, a language
 * switch): whatever holds a number in it converts on any change (useRestaurantFilter).
 */
export function useDistanceUnit(country?: string | null): [DistanceUnit, (unit: DistanceUnit) => void] {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<DistanceUnit | null>(() => readStoredUnit(DISTANCE_UNIT_KEY));
  const choose = useCallback((unit: DistanceUnit) => {
    setChosen(unit);
    writeStoredUnit(DISTANCE_UNIT_KEY, unit);
  }, []);
  return [chosen ?? unitForCountry(country) ?? defaultUnitFor(currentLanguage(i18n)), choose];
}
