import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** Public environment settings the client keeps in `auth.env` (GET /api/settings). */
export const settingsSchema = z.object({
  debug: z.boolean(),
  doubleBucksDates: z.array(isoDate),
  fullMaintenanceMode: z.boolean(),
  storeMaintenanceMode: z.boolean(),
  googleClientId: z.string().nullable(),
  microsoftClientId: z.string().nullable(),
  adsEnabled: z.boolean(),
});

export type Settings = z.infer<typeof settingsSchema>;
