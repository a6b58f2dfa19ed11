import * as z from 'zod/mini';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'));

/** Public environment settings the client keeps in `auth.env` (GET /api/settings). */
export const settingsSchema = z.object({
  debug: z.boolean(),
  doubleBucksDates: z.array(isoDate),
  fullMaintenanceMode: z.boolean(),
  storeMaintenanceMode: z.boolean(),
  googleClientId: z.nullable(z.string()),
  microsoftClientId: z.nullable(z.string()),
  adsEnabled: z.boolean(),
  /** 50: 1 hour of gaming. */
  bucksPerHour: z.int(),
  /** Most bucks game time earns in one day. */
  bucksDailyCap: z.int(),
  /** IANA zone of double-bucks dates and daily-cap days (e.g. America/New_York). */
  bucksTimeZone: z.string(),
});

export type Settings = z.infer<typeof settingsSchema>;
