import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Clock } from '../clock.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { DiscordError, type DiscordOAuth, type DiscordUser } from './discord-oauth.ts';

/**
 * A local stand-in for Discord's OAuth2 server, for development and tests (Discord cannot
 * be reached from here). It behaves as Discord does for what PlayEats uses: a consent page
 * at the authorization endpoint (Authorize or Cancel, the account named by a username),
 * a redirect back with `code` and `state` or with `error=access_denied`, and an exchange
 * that takes each code once, within 10 minutes, only with the same redirect URI and the
 * verifier of its S256 challenge. Codes live in this process (one development server).
 */
export const LOCAL_DISCORD_CLIENT_ID = 'playeats-local';
export const LOCAL_DISCORD_AUTHORIZE_PATH = '/api/dev/discord/oauth2/authorize';

const CODE_TTL_MS = 10 * 60_000;
const USERNAME = /^[a-z0-9_.]{2,32}$/;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  user: DiscordUser;
  expiresAt: number;
}

export interface LocalDiscord {
  oauth: DiscordOAuth;
  /** The consent page (GET shows it, POST decides); registered outside production only. */
  routes: FastifyPluginAsync;
}

/** Discord ids are snowflakes (decimal strings); a username always gets the same one here. */
export function localDiscordId(username: string): string {
  return BigInt(`0x${createHash('sha256').update(username).digest('hex').slice(0, 15)}`).toString();
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

type AuthorizeParams = Record<
  'client_id' | 'response_type' | 'redirect_uri' | 'state' | 'code_challenge' | 'code_challenge_method' | 'scope',
  string
>;

/** What is wrong with an authorization request, or null. */
function invalidRequest(params: Partial<AuthorizeParams>, scopes: string): string | null {
  if (params.client_id !== LOCAL_DISCORD_CLIENT_ID) return 'Unknown client_id.';
  if (params.response_type !== 'code') return 'response_type must be code.';
  if (!params.redirect_uri || !/^https?:\/\//.test(params.redirect_uri)) return 'Invalid redirect_uri.';
  if (!params.state) return 'state is required.';
  if (params.code_challenge_method !== 'S256' || !CHALLENGE.test(params.code_challenge ?? '')) {
    return 'A code_challenge with code_challenge_method S256 is required.';
  }
  if (params.scope !== scopes) return `scope must be "${scopes}".`;
  return null;
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Discord (local)</title>
<link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#313338;color:#f2f3f5}
main{max-width:26rem;margin:0 auto;background:#2b2d31;border-radius:.5rem;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 1rem}
label{display:flex;flex-direction:column;gap:.25rem;margin-bottom:1rem}
input{font:inherit;padding:.5rem;border-radius:.25rem;border:1px solid #4e5058;background:#1e1f22;color:#f2f3f5}
.actions{display:flex;gap:.75rem;justify-content:flex-end}
button{font:inherit;padding:.5rem 1rem;border-radius:.25rem;border:0;cursor:pointer}
.authorize{background:#4752c4;color:#fff}.cancel{background:#4e5058;color:#fff}
p{color:#dbdee1}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function createLocalDiscord(deps: { clock: Clock; scopes: string }): LocalDiscord {
  const { clock, scopes } = deps;
  const codes = new Map<string, IssuedCode>();

  const issue = (challenge: string, redirectUri: string, user: DiscordUser): string => {
    const now = clock.now().getTime();
    for (const [code, issued] of codes) if (issued.expiresAt <= now) codes.delete(code);
    const code = randomBytes(20).toString('base64url');
    codes.set(code, { challenge, redirectUri, user, expiresAt: now + CODE_TTL_MS });
    return code;
  };

  const oauth: DiscordOAuth = {
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      // The consent page is on the app's own origin, as the callback is.
      const url = new URL(LOCAL_DISCORD_AUTHORIZE_PATH, redirectUri);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: LOCAL_DISCORD_CLIENT_ID,
        scope: scopes,
        state,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'consent',
      }).toString();
      return url.href;
    },
    async identify({ code, codeVerifier, redirectUri }) {
      const issued = codes.get(code);
      // Used once, whatever the outcome: Discord invalidates a code on its first exchange.
      codes.delete(code);
      if (!issued || issued.expiresAt <= clock.now().getTime()) {
        throw new DiscordError('refused', 'invalid_grant: unknown, used or expired code');
      }
      if (issued.redirectUri !== redirectUri) throw new DiscordError('refused', 'invalid_grant: redirect_uri mismatch');
      if (s256(codeVerifier) !== issued.challenge)
        throw new DiscordError('refused', 'invalid_grant: bad code_verifier');
      return issued.user;
    },
  };

  const fail = (reply: FastifyReply, message: string) =>
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(page('Invalid request', `<h1>Invalid OAuth2 request</h1><p>${escapeHtml(message)}</p>`));

  const routes: FastifyPluginAsync = async (app) => {
    // The consent form posts as a browser does; only in this plugin's scope.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(LOCAL_DISCORD_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const params = request.query as Partial<AuthorizeParams>;
      const problem = invalidRequest(params, scopes);
      if (problem) return fail(reply, problem);
      const hidden = Object.entries(params)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`)
        .join('');
      const form = `<h1>PlayEats wants to access your Discord account</h1>
<p>This is the local stand-in for Discord. PlayEats will see your username (scope: ${escapeHtml(scopes)}).</p>
<form method="post" action="${LOCAL_DISCORD_AUTHORIZE_PATH}">${hidden}
<label>Discord username <input name="username" value="player.one" required pattern="[a-z0-9_.]{2,32}" autocomplete="off"></label>
<label>Display name <input name="global_name" value="Player One" maxlength="32"></label>
<div class="actions"><button class="cancel" name="decision" value="cancel">Cancel</button>
<button class="authorize" name="decision" value="authorize">Authorize</button></div>
</form>`;
      return reply.type('text/html; charset=utf-8').send(page('Authorize', form));
    });

    app.post(LOCAL_DISCORD_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Partial<AuthorizeParams> & {
        decision?: string;
        username?: string;
        global_name?: string;
      };
      const problem = invalidRequest(body, scopes);
      if (problem) return fail(reply, problem);
      const back = new URL(body.redirect_uri!);
      if (body.decision !== 'authorize') {
        back.search = new URLSearchParams({
          error: 'access_denied',
          error_description: 'The resource owner or authorization server denied the request',
          state: body.state!,
        }).toString();
        return reply.redirect(back.href, 302);
      }
      const username = (body.username ?? '').trim().toLowerCase();
      if (!USERNAME.test(username)) return fail(reply, 'A username is 2 to 32 letters, digits, _ or .');
      const globalName = (body.global_name ?? '').trim().slice(0, 32) || null;
      const code = issue(body.code_challenge!, body.redirect_uri!, {
        id: localDiscordId(username),
        username,
        globalName,
      });
      back.search = new URLSearchParams({ code, state: body.state! }).toString();
      return reply.redirect(back.href, 302);
    });
  };

  return { oauth, routes };
}
