import type { Settings } from '@playeats/contracts/settings';
import { BUCKS_PER_HOUR } from '@playeats/domain/constants';
import type { Config } from '../../config.ts';

/** The public settings the client keeps in auth.env. Environment-backed until admins can edit them. */
export function createSettingsService(config: Config) {
  return {
    getPublicSettings(): Settings {
      return {
        debug: config.DEBUG,
        doubleBucksDates: config.DOUBLE_BUCKS_DATES,
        fullMaintenanceMode: config.FULL_MAINTENANCE_MODE,
        storeMaintenanceMode: config.STORE_MAINTENANCE_MODE,
        googleClientId: config.GOOGLE_CLIENT_ID,
        microsoftClientId: config.MICROSOFT_CLIENT_ID,
        adsEnabled: config.ADS_ENABLED,
        bucksPerHour: BUCKS_PER_HOUR,
        bucksDailyCap: config.BUCKS_DAILY_CAP,
        bucksTimeZone: config.BUCKS_TIME_ZONE,
      };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
