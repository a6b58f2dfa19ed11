import * as z from 'zod/mini';

export const CLIENT_TYPE_VALUES = [
  'OW_DESKTOP_CLIENT',
  'OW_INGAME_CLIENT',
  'IOS_CLIENT',
  'ANDROID_CLIENT',
  'WEBAPP_CLIENT',
] as const;

/** `application` in spec section 7: which client is calling. */
export const clientTypeSchema = z.enum(CLIENT_TYPE_VALUES);

/** `applicationVersion`, e.g. 2.8.1. */
export const appVersionSchema = z
  .string()
  .check(z.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'expected a version like 2.8.1'));

/** The client identification every sign-in call carries. */
export const clientInfoShape = {
  application: clientTypeSchema,
  applicationVersion: appVersionSchema,
};

export const countrySchema = z.enum(['UNITED_STATES', 'CANADA']);

/** The years a date the API takes may fall in (issue 16: a year 0000 once reached the database). */
export const DATE_YEAR_MIN = 2000;
export const DATE_YEAR_MAX = 2099;

/**
 * A date and time the API takes (an ISO 8601 instant with its offset, e.g.
 * 2026-11-21T00:00:00Z), within the years DATE_YEAR_MIN to DATE_YEAR_MAX.
 */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: 'expected a date and time such as 2026-11-21T00:00:00Z' })
  .check(
    z.refine(
      (value) => {
        // The year as written (its offset's calendar), which is what the admin chose.
        const year = Number(value.slice(0, 4));
        return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
      },
      { message: `expected a date between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`, abort: true },
    ),
  );

/** A restaurant's amounts are in its country's currency (currencyOf in @playeats/domain). */
export const currencyCodeSchema = z.enum(['USD', 'CAD']);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

export const languageSchema = z.enum(['en', 'fr']);

export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email('expected an e-mail address'));

/** A North American phone number; the server normalizes it to E.164 (+1XXXXXXXXXX). */
export const phoneSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(/^\+?1?[\s.\-()]*\d{3}[\s.\-()]*\d{3}[\s.\-()]*\d{4}$/, 'expected a US or Canadian phone number'),
  );

export const smsCodeSchema = z.string().check(z.regex(/^\d{6}$/, 'expected the 6-digit code'));

/** Opaque single-use tokens from e-mail links and QR codes. */
export const opaqueTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'expected a token'));

/**
 * A request body that may be left out: sent without one (the server sees null) or with
 * one (validated by `schema`).
 */
export const optionalBody = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));
