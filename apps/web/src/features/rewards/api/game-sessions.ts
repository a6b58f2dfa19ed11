import {
  gameSessionEndedSchema,
  gameSessionStartedSchema,
  heartbeatSchema,
  type EndGameSessionRequest,
  type GameSessionEndedDto,
  type HeartbeatRequest,
} from '@playeats/contracts/rewards';
import type { ClientType } from '@playeats/domain/constants';
import { request } from '../../../lib/http-client.ts';

/** POST /api/game-sessions: opens a session (ending the open one, returned as `previous`). */
export function startGameSession(game: { gameId: string; gameName: string; application: ClientType }) {
  return request('/api/game-sessions', { method: 'POST', body: game, schema: gameSessionStartedSchema });
}

/** POST /api/game-sessions/{id}/heartbeat; `ageMs` for one queued offline, `resumed` after the player was away. */
export function sendHeartbeat(id: string, body: NonNullable<HeartbeatRequest>) {
  return request(`/api/game-sessions/${encodeURIComponent(id)}/heartbeat`, {
    method: 'POST',
    ...(Object.keys(body).length > 0 ? { body } : {}),
    schema: heartbeatSchema,
  });
}

/** POST /api/game-sessions/{id}/end: what the game-ended dialog shows; ending twice answers the same. */
export function endGameSession(
  id: string,
  body: NonNullable<EndGameSessionRequest> = {},
): Promise<GameSessionEndedDto> {
  return request(`/api/game-sessions/${encodeURIComponent(id)}/end`, {
    method: 'POST',
    ...(Object.keys(body).length > 0 ? { body } : {}),
    schema: gameSessionEndedSchema,
  });
}
