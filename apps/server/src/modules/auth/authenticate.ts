import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import type { UsersService } from '../accounts/users/users.service.ts';
import type { AccessClaims, AccessTokens } from './access-token.ts';

export const ADMIN_ROLE = 'ADMIN';
/** Every path below it is ADMIN only (the guard runs on request, before validation). */
export const ADMIN_PATH = '/api/admin/';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireAuth pre-handler. */
    auth?: AccessClaims;
    /** Set by the requireAdmin pre-handler: the admin as the database knows them now. */
    admin?: { userId: string; email: string };
  }
  interface FastifyInstance {
    requireAuth: (request: FastifyRequest) => Promise<void>;
    requireRole: (role: string) => (request: FastifyRequest) => Promise<void>;
    /**
     * ADMIN only, checked against the account as it is now (not the token's roles, which
     * live as long as the token): a revoked or locked admin is refused at once.
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Route guards: `onRequest: app.requireAuth`, `app.requireRole(role)` or `app.requireAdmin`. */
export const authenticatePlugin = fp(
  async (
    app: FastifyInstance,
    { accessTokens, users }: { accessTokens: AccessTokens; users: Pick<UsersService, 'find'> },
  ) => {
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
    const requireAdmin = async (request: FastifyRequest) => {
      if (request.admin) return;
      await requireAuth(request);
      if (!request.auth?.roles.includes(ADMIN_ROLE)) throw forbidden();
      const user = await users.find(request.auth.userId);
      if (!user || user.status !== 'active' || !user.roles.includes(ADMIN_ROLE)) throw forbidden();
      request.admin = { userId: user.id, email: user.email };
    };
    app.decorate('requireAdmin', requireAdmin);
    // Every /api/admin/ call, before its body is even read: ADMIN only, whatever a route says.
    // The matched route, not the raw URL: the router decodes the path (/api/%61dmin/ is /api/admin/).
    // A callback hook, not an async one: every other request passes without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url;
      if (route?.startsWith(ADMIN_PATH) || request.url.toLowerCase().startsWith(ADMIN_PATH)) {
        requireAdmin(request).then(() => done(), done);
      } else {
        done();
      }
    });
  },
  { name: 'authenticate' },
);
