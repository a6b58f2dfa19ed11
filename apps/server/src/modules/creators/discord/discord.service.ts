import { createHash, randomBytes } from 'node:crypto';
import type { DiscordCallbackResult, DiscordLinkDto } from '@playeats/contracts/creators';
import { DiscordError, type DiscordOAuth } from '../../../adapters/discord/discord-oauth.ts';
import type { Clock } from '../../../adapters/clock.ts';
import type { Repository } from '../../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import {
  discordAccountTaken,
  discordDisabled,
  discordLinkExpired,
  discordLinkRefused,
  discordNotAllowed,
  discordUnavailable,
} from '../creator-problems.ts';
import type { DiscordLinkRow, DiscordRepository } from './discord.repository.ts';

/** An authorization has this long to come back (Discord's codes live 10 minutes too). */
const STATE_TTL_MS = 10 * 60_000;
/** Used and expired states are kept this long, so a late replay is told apart from a forgery. */
const STATE_KEPT_MS = 24 * 3600_000;

const hash = (state: string) => createHash('sha256').update(state).digest('base64url');

export interface DiscordServiceDeps {
  links: Repository<DiscordRepository>;
  /** Null when linking is off (production without a Discord client id). */
  oauth: DiscordOAuth | null;
  /** Creators (and applicants) and social media program members may link. */
  isMember: (userId: string) => Promise<boolean>;
  limiter: Pick<RateLimiter, 'hit'>;
  clock: Clock;
  /** Where Discord sends the browser back: the app's /DiscordCallback, registered at Discord. */
  redirectUri: string;
}

/**
 * Linking a member's Discord account: OAuth2 authorization code with PKCE (S256) and a
 * state that is this user's, used once, for ten minutes. The state is consumed before
 * Discord is called, and Discord is never called inside a transaction.
 */
export class DiscordService {
  constructor(private readonly deps: DiscordServiceDeps) {}

  async status(userId: string): Promise<DiscordLinkDto> {
    const [eligible, link] = await Promise.all([this.deps.isMember(userId), this.deps.links.findLink(userId)]);
    return { eligible, account: link ? toAccount(link) : null };
  }

  /** POST /api/users/me/discord/authorize: Discord's consent page for a fresh state and verifier. */
  async authorize(userId: string, returnTo: string): Promise<{ authorizeUrl: string }> {
    const { oauth, links, limiter, clock, redirectUri } = this.deps;
    if (!oauth) throw discordDisabled();
    if (!(await this.deps.isMember(userId))) throw discordNotAllowed();
    await limiter.hit(`discord-authorize:${userId}`, { limit: 20, windowSeconds: 3600 });
    const state = randomBytes(32).toString('base64url');
    const codeVerifier = randomBytes(48).toString('base64url');
    const now = clock.now();
    await links.insertState({
      stateHash: hash(state),
      userId,
      codeVerifier,
      redirectUri,
      returnTo,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    return { authorizeUrl: oauth.authorizeUrl({ state, codeChallenge, redirectUri }) };
  }

  /**
   * POST /api/users/me/discord/callback: what Discord put on /DiscordCallback. The state is
   * spent first (whatever follows), then a refusal is reported, or the code exchanged and
   * the account linked. Every answer to the state's owner names where they started.
   */
  async callback(
    userId: string,
    input: { state: string; code?: string; error?: string },
  ): Promise<DiscordCallbackResult> {
    const { links, oauth, clock } = this.deps;
    const now = clock.now();
    const state = await links.consumeState(hash(input.state), userId, now);
    if (!state) throw await this.spentState(userId, input.state, now);
    const { returnTo } = state;
    if (input.error || !input.code) {
      throw discordLinkRefused(
        input.error === 'access_denied'
          ? 'You cancelled on Discord: your account was not linked.'
          : `Discord did not authorize the link (${input.error ?? 'no code'}).`,
        returnTo,
      );
    }
    if (!oauth) throw discordDisabled(returnTo);
    let user;
    try {
      user = await oauth.identify({
        code: input.code,
        codeVerifier: state.codeVerifier,
        redirectUri: state.redirectUri,
      });
    } catch (err) {
      if (!(err instanceof DiscordError)) throw err;
      if (err.kind === 'refused')
        throw discordLinkRefused('Discord turned this authorization down. Please start again.', returnTo);
      throw discordUnavailable('We could not reach Discord. Please try again in a few minutes.', returnTo);
    }
    try {
      const link = await links.putLink({
        userId,
        discordUserId: user.id,
        username: user.username,
        globalName: user.globalName,
        linkedAt: clock.now(),
      });
      return { returnTo, link: { eligible: true, account: toAccount(link) } };
    } catch (err) {
      if (isUniqueViolation(err, 'discord_links_discord_user_key')) throw discordAccountTaken(returnTo);
      throw err;
    }
  }

  async unlink(userId: string): Promise<void> {
    await this.deps.links.deleteLink(userId);
  }

  /** Housekeeping: states long expired. */
  purgeExpired(): Promise<void> {
    return this.deps.links.purgeStates(new Date(this.deps.clock.now().getTime() - STATE_KEPT_MS));
  }

  /** Why a state cannot be used: said precisely to its owner only (a stranger learns nothing). */
  private async spentState(userId: string, state: string, now: Date) {
    const row = await this.deps.links.findState(hash(state));
    if (!row || row.userId !== userId) {
      return discordLinkExpired('This Discord link is not valid. Please start again.');
    }
    if (row.usedAt) return discordLinkExpired('This Discord link was already used. Please start again.', row.returnTo);
    return discordLinkExpired(
      row.expiresAt <= now ? 'This Discord link has expired. Please start again.' : 'Please start again.',
      row.returnTo,
    );
  }
}

function toAccount(link: DiscordLinkRow) {
  return {
    discordUserId: link.discordUserId,
    username: link.username,
    globalName: link.globalName,
    linkedAt: link.linkedAt.toISOString(),
  };
}
