import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import type { AccessClaims, AccessTokens } from './access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireAuth pre-handler. */
    auth?: AccessClaims;
  }
  interface FastifyInstance {
    requireAuth: (request: FastifyRequest) => Promise<void>;
    requireRole: (role: string) => (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Route guards: `preHandler: app.requireAuth` or `app.requireRole('ADMIN')`. */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, { accessTokens }: { accessTokens: AccessTokens }) => {
    const requireAuth = async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw unauthorized();
      const claims = await accessTokens.verify(token);
      if (!claims) throw unauthorized('Your session has expired. Sign in again.');
      request.auth = claims;
    };
    app.decorate('requireAuth', requireAuth);
    app.decorate('requireRole', (role: string) => async (request: FastifyRequest) => {
      await requireAuth(request);
      if (!request.auth?.roles.includes(role)) throw forbidden();
    });
  },
  { name: 'authenticate' },
);
