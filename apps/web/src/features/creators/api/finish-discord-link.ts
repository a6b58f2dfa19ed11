import { discordCallbackResultSchema, type DiscordCallbackResult } from '@playeats/contracts/creators';
import { request } from '../../../lib/http-client.ts';

/** POST /api/users/me/discord/callback: what Discord put on /DiscordCallback. */
export function finishDiscordLink(body: {
  state: string;
  code?: string;
  error?: string;
}): Promise<DiscordCallbackResult> {
  return request('/api/users/me/discord/callback', { method: 'POST', body, schema: discordCallbackResultSchema });
}
