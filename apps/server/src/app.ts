import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { defaultWebDistDir } from './lib/paths.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerProblemDetails } from './plugins/problem-details.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Overrides pino options (tests pass false or a level). */
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** Builds the Fastify instance: plugins first, then modules. Does not listen. */
export async function buildApp({ config, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.refreshToken'],
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // A load balancer's request id is kept (when it looks like one) so one id follows a
    // request through every hop; genReqId validates it, so the built-in header option is off.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerProblemDetails(app);
  await registerSecurity(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerDocs(app);

  await app.register(systemRoutes, { database });
  await app.register(settingsRoutes, { settings: createSettingsService(config) });

  await registerWebStatic(app, config.WEB_DIST_DIR ?? defaultWebDistDir);
  return app;
}
