import { useMutation } from '@tanstack/react-query';
import { discordAuthorizeSchema } from '@playeats/contracts/creators';
import { request } from '../../../lib/http-client.ts';
import { rememberDiscordReturn } from '../discord-return.ts';

/** POST /api/users/me/discord/authorize: Discord's consent page for a fresh state (PKCE). */
export function startDiscordLink(returnTo: string): Promise<{ authorizeUrl: string }> {
  return request('/api/users/me/discord/authorize', {
    method: 'POST',
    body: { returnTo },
    schema: discordAuthorizeSchema,
  });
}

/** Starts linking: this window goes to Discord, which sends it back to /DiscordCallback. */
export function useStartDiscordLink(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: startDiscordLink,
    onSuccess: ({ authorizeUrl }, returnTo) => {
      rememberDiscordReturn(returnTo);
      navigate(authorizeUrl);
    },
  });
}
