import type { Clock } from '../clock.ts';
import type { Config } from '../../config.ts';
import { createHttpDiscord, type DiscordOAuth } from './discord-oauth.ts';
import { createLocalDiscord, type LocalDiscord } from './local-discord.ts';

export interface DiscordAdapter {
  oauth: DiscordOAuth;
  /** The local stand-in's consent page, when it is the one in use (development and tests). */
  local?: LocalDiscord;
}

/**
 * Discord when a client id is configured; otherwise the local stand-in, except in
 * production, where linking is then off (null).
 */
export function createDiscord(config: Config, clock: Clock): DiscordAdapter | null {
  if (config.DISCORD_CLIENT_ID) return { oauth: createHttpDiscord(config) };
  if (config.NODE_ENV === 'production') return null;
  const local = createLocalDiscord({ clock, scopes: config.DISCORD_SCOPES });
  return { oauth: local.oauth, local };
}
