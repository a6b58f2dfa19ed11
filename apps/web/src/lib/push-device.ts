import type { PushChannel } from './platform/push-channel.ts';
import { request } from './http-client.ts';
import { logger } from './logger.ts';
import { readJson, writeJson } from './storage.ts';

/**
 * This phone's push registration with the server (docs/decisions/0034): the person's
 * choice (asked after their first order, kept on the device), the token the server knows,
 * and its release at sign-out. In lib because signing out (the auth feature) and turning
 * pushes on (the orders feature) both reach it.
 */
export type PushChoice = 'on' | 'off';

const CHOICE_KEY = 'pushNotifications';
const subscribers = new Set<() => void>();
let registered: string | null = null;

export function pushChoice(): PushChoice | null {
  const stored = readJson('local', CHOICE_KEY);
  return stored === 'on' || stored === 'off' ? stored : null;
}

export function setPushChoice(choice: PushChoice): void {
  writeJson('local', CHOICE_KEY, choice);
  subscribers.forEach((notify) => notify());
}

/** For useSyncExternalStore: the choice changed (on this page). */
export function subscribePushChoice(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** POST /api/users/me/push-devices: the signed-in user's pushes go to this token (again: no change). */
export async function registerPushDevice(token: string, platform: 'ios' | 'android'): Promise<void> {
  await request('/api/users/me/push-devices', { method: 'POST', body: { token, platform } });
  registered = token;
}

/** DELETE /api/users/me/push-devices: this token no longer gets them. */
async function unregisterPushDevice(token: string): Promise<void> {
  await request('/api/users/me/push-devices', { method: 'DELETE', body: { token } });
  if (registered === token) registered = null;
}

/**
 * Before signing out (while the session still works): the server forgets this phone and
 * the push service's token is dropped, so the next person signed in here gets a new one and
 * none of the previous person's updates. A failure only costs pushes to a signed-out app.
 */
export async function releasePushDevice(channel: PushChannel | undefined): Promise<void> {
  const token = registered;
  if (!channel || !token) return;
  await Promise.allSettled([unregisterPushDevice(token), channel.unregister()]).then((results) =>
    results.forEach((r) => r.status === 'rejected' && logger.warn('push: release failed', r.reason)),
  );
}

/** Turning pushes off: the server forgets this phone; the system permission stays as the person set it. */
export async function turnPushOff(): Promise<void> {
  setPushChoice('off');
  if (registered) await unregisterPushDevice(registered).catch((e: unknown) => logger.warn('push: off failed', e));
}
