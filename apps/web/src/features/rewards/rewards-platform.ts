import { platform as buildPlatform } from '../../lib/platform/index.ts';
import type { Platform } from '../../lib/platform/platform.ts';

/** What the rewards screens ask of the platform; components take it as a prop so tests can fake it. */
export type RewardsPlatform = Pick<Platform, 'isOverlay' | 'clientType' | 'copyToClipboard' | 'openExternal'>;

export const defaultRewardsPlatform: RewardsPlatform = buildPlatform;

/** Android and iOS clients get the app from the stores, never the desktop extension. */
export function isMobileClient(p: Pick<Platform, 'clientType'>): boolean {
  const client = p.clientType();
  return client === 'ANDROID_CLIENT' || client === 'IOS_CLIENT';
}
