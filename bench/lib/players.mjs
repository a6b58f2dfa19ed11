// Players for the PostgreSQL benchmarks: users inserted directly (no sign-up cost in the
// figures), access tokens signed with the JWT_SECRET the bench gives the server, and game
// sessions started through the API.
import crypto from 'node:crypto';
import { runLoad } from './load.mjs';

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An access token as apps/server/src/modules/auth/access-token.ts signs it (HS256), valid an hour. */
export function accessToken(secret, userId, app = 'OW_DESKTOP_CLIENT', roles = ['USER']) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({
    roles,
    app,
    sub: userId,
    iss: 'playeats',
    aud: 'playeats-api',
    iat: now,
    exp: now + 3600,
  })}`;
  return `${head}.${crypto.createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/**
 * The SQL of player `n`'s numbered id (user `'0'`, game session `'1'`): numbered ids let a
 * pgbench script name a client's own rows from its `:client_id` (0-based) alone.
 */
export const numberedIdSql = (kind, n) => `('${kind}0000000-0000-4000-8000-' || lpad((${n})::text, 12, '0'))::uuid`;

/**
 * `count` active, verified Canadian users; their ids in insertion order. `numbered`: user
 * i (0-based) has the id numberedIdSql('0', i).
 */
export async function insertPlayers(db, count, prefix = 'player', { numbered = false } = {}) {
  const { rows } = await db.query(
    `insert into users (${numbered ? 'id, ' : ''}email, country, status, email_verified_at, referral_code)
     select ${numbered ? `${numberedIdSql('0', 'i - 1')}, ` : ''}$2 || i || '@example.com', 'CANADA', 'active', now(), upper($2) || i
     from generate_series(1, $1) as i order by i returning id`,
    [count, prefix],
  );
  return rows.map((row) => row.id);
}

/** Opens a game session through the API; its id. */
export async function startSession(baseUrl, token) {
  const res = await fetch(`${baseUrl}/api/game-sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: '21216', gameName: 'Fortnite', application: 'OW_DESKTOP_CLIENT' }),
  });
  if (res.status !== 201) throw new Error(`start answered ${res.status}: ${await res.text()}`);
  return (await res.json()).session.id;
}

/**
 * `players` ({ token, sessionId }), one connection each, send heartbeats as fast
 * as the server answers for `durationS` (after a 1 s warm-up).
 */
export function heartbeatLoad(baseUrl, players, durationS, pid) {
  let next = 0;
  return runLoad({
    url: `${baseUrl}/api/game-sessions/${players[0].sessionId}/heartbeat`,
    method: 'POST',
    connections: players.length,
    durationS,
    pid,
    maxRequests: 5_000_000,
    // Each connection is one player: its own session and token.
    setupClient(client) {
      const player = players[next++ % players.length];
      client.setRequests([
        {
          method: 'POST',
          path: `/api/game-sessions/${player.sessionId}/heartbeat`,
          headers: { authorization: `Bearer ${player.token}` },
        },
      ]);
    },
  });
}

/** Players with an open game session each, started through the API. */
export async function playersInGame(baseUrl, secret, userIds) {
  const players = [];
  for (const id of userIds) {
    const token = accessToken(secret, id);
    players.push({ token, sessionId: await startSession(baseUrl, token) });
  }
  return players;
}
