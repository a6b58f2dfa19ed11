import * as z from 'zod/mini';
import { addressSchema } from './addresses.ts';
import { countrySchema, languageSchema } from './common.ts';

export const ROLE_VALUES = ['USER', 'ADMIN'] as const;

/**
 * What the client keeps as userInfo (spec section 3): roles, anonymousMode,
 * disableGameTimeTracking, disabledAds, address, phone; plus the account's own facts.
 */
export const userInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(z.enum(ROLE_VALUES)),
  anonymousMode: z.boolean(),
  disableGameTimeTracking: z.boolean(),
  disabledAds: z.boolean(),
  /** The default delivery address (mobile users with one get the bottom navigation bar). */
  address: z.nullable(addressSchema),
  phone: z.nullable(z.string()),
  country: countrySchema,
  language: languageSchema,
  referralCode: z.string(),
  hasPassword: z.boolean(),
  linkedProviders: z.array(z.enum(['google', 'microsoft'])),
  createdAt: z.string(),
});
export type UserInfoDto = z.infer<typeof userInfoSchema>;

/** PATCH /api/users/me: the account's own flags and preferences. */
export const updateMeSchema = z.object({
  anonymousMode: z.optional(z.boolean()),
  disableGameTimeTracking: z.optional(z.boolean()),
  disabledAds: z.optional(z.boolean()),
  country: z.optional(countrySchema),
  language: z.optional(languageSchema),
});
export type UpdateMe = z.infer<typeof updateMeSchema>;
