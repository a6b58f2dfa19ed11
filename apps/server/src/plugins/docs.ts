import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@playeats/domain/constants';

/**
 * Swagger UI's own logo, given to it read: left to itself, the plugin reads it with an
 * asynchronous read at start-up, which waited 100–200 ms for its turn on a loaded machine
 * (decision 0038).
 */
function swaggerUiLogo() {
  const folder = path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui'));
  return { type: 'image/svg+xml', content: readFileSync(path.join(folder, 'static', 'logo.svg')) };
}

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PlayEats API',
        version: APP_VERSION,
        description: 'Errors are RFC 9457 problem details (application/problem+json).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, logo: swaggerUiLogo() });
}
