import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../../config.ts';
import { createDiscord } from './create-discord.ts';

const config = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://playeats.app', ...env });

describe('createDiscord', () => {
  it("is Discord's API with a client id, in any environment", () => {
    const discord = createDiscord(
      config({ NODE_ENV: 'production', DISCORD_CLIENT_ID: 'id', DISCORD_CLIENT_SECRET: 's' }),
      systemClock,
    )!;
    expect(discord.local).toBeUndefined();
    const url = new URL(
      discord.oauth.authorizeUrl({
        state: 'st',
        codeChallenge: 'ch',
        redirectUri: 'https://playeats.app/DiscordCallback',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'id',
      scope: 'identify',
      state: 'st',
      redirect_uri: 'https://playeats.app/DiscordCallback',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
  });

  it('is the local stand-in without one, except in production where linking is off', () => {
    expect(createDiscord(config({}), systemClock)?.local).toBeDefined();
    expect(createDiscord(config({ NODE_ENV: 'production' }), systemClock)).toBeNull();
  });

  it('needs the secret with the client id', () => {
    expect(() => config({ DISCORD_CLIENT_ID: 'id' })).toThrow(/DISCORD_CLIENT_SECRET/);
  });
});
