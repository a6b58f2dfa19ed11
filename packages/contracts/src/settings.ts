import * as z from 'zod/mini';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'));

/** Where the maps' tiles come from, and the credit their provider requires (docs/decisions/0024-maps.md). */
export const mapTilesSchema = z.object({
  /** A Leaflet URL template: {z}/{x}/{y}, maybe {s} and {r}. */
  tileUrl: z.string(),
  /** Plain text, e.g. "© OpenStreetMap contributors". */
  attribution: z.string(),
  attributionUrl: z.nullable(z.string()),
  maxZoom: z.int(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/**
 * Who takes the cards (PAYMENTS_PROVIDER): `local` tokenizes through this server; `stripe`
 * through Stripe.js with the publishable key, loaded from `scriptUrl` when set (a stand-in,
 * development and tests only) or from js.stripe.com.
 */
export const paymentsSettingsSchema = z.object({
  provider: z.enum(['local', 'stripe']),
  publishableKey: z.nullable(z.string()),
  scriptUrl: z.nullable(z.string()),
});
export type PaymentsSettings = z.infer<typeof paymentsSettingsSchema>;

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
  /** When an admin last changed the settings (ms since 1970; 0: the environment's values). */
  version: z.int(),
  /** The maps' tiles (MAP_TILE_URL…); null: maps are off. Absent from an older server: off too. */
  map: z.optional(z.nullable(mapTilesSchema)),
  /** The card provider; absent from an older server: local. */
  payments: z.optional(paymentsSettingsSchema),
});

export type Settings = z.infer<typeof settingsSchema>;

/** The settings an admin changes while the servers run (docs/decisions/0019-live-settings.md). */
export const liveSettingsSchema = z.object({
  doubleBucksDates: z.array(isoDate).check(z.maxLength(366)),
  fullMaintenanceMode: z.boolean(),
  storeMaintenanceMode: z.boolean(),
  adsEnabled: z.boolean(),
  bucksDailyCap: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  debug: z.boolean(),
});
export type LiveSettings = z.infer<typeof liveSettingsSchema>;
export type LiveSettingKey = keyof LiveSettings;

/** PATCH /api/admin/settings: the settings to change, and why (for the audit log). */
export const updateSettingsSchema = z.object({
  changes: z.partial(liveSettingsSchema),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;

/** GET /api/admin/settings: each setting's value now, its environment value, and its last change. */
export const adminSettingsSchema = z.object({
  values: liveSettingsSchema,
  defaults: liveSettingsSchema,
  changes: z.array(z.object({ key: z.string(), updatedAt: z.string(), updatedByUserId: z.nullable(z.string()) })),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
