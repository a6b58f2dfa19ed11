import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { NATIVE_CLIENT_ORIGINS } from '@playeats/domain/client-origins';

/**
 * The native clients load the app from their own origins (the overlay from
 * overwolf-extension://<uid>, the mobile apps from capacitor://localhost and
 * https://localhost) and call the API across origins. Exactly those may, plus any
 * configured extras; the web app is same-origin and needs none of this. Credentials are
 * bearer tokens, never cookies, so no credentialed CORS.
 */
export async function registerCors(app: FastifyInstance, extraOrigins: readonly string[]): Promise<void> {
  const allowed = new Set([...NATIVE_CLIENT_ORIGINS, ...extraOrigins]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key', 'Last-Event-ID'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
    strictPreflight: true,
  });
}
