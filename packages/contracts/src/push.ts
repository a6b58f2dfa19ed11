import * as z from 'zod/mini';

// Push notifications to the mobile apps (docs/decisions/0034-push-notifications.md).

export const PUSH_PLATFORMS = ['ios', 'android'] as const;
export type PushPlatformName = (typeof PUSH_PLATFORMS)[number];

/** An APNs device token is 64 hex digits, an FCM registration token about 160 URL-safe characters. */
const pushToken = z.string().check(z.regex(/^[A-Za-z0-9_:.-]{16,4096}$/, 'expected a device token'));

/** POST /api/users/me/push-devices: this device receives the user's pushes (again: no change). */
export const registerPushDeviceSchema = z.object({
  token: pushToken,
  platform: z.enum(PUSH_PLATFORMS),
});
export type RegisterPushDevice = z.infer<typeof registerPushDeviceSchema>;

/** DELETE /api/users/me/push-devices: this device no longer receives them (sign-out, push turned off). */
export const unregisterPushDeviceSchema = z.object({ token: pushToken });
export type UnregisterPushDevice = z.infer<typeof unregisterPushDeviceSchema>;
