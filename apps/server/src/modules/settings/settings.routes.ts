import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsSchema } from '@playeats/contracts/settings';
import type { SettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['system'],
        summary: 'Public environment settings (auth.env on the client)',
        response: { 200: settingsSchema },
      },
    },
    async (_request, reply) => {
      // Maintenance switches must reach clients quickly: revalidate every time.
      reply.header('cache-control', 'no-cache');
      return settings.getPublicSettings();
    },
  );
};
