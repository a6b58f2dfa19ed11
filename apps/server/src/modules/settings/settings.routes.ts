import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, settingsSchema, updateSettingsSchema } from '@playeats/contracts/settings';
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
      return settings.publicSettings();
    },
  );
  const admin = { onRequest: app.requireAdmin };
  const security = [{ bearer: [] }];
  app.get(
    '/api/admin/settings',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'The live settings, their environment values and their last changes',
        response: { 200: adminSettingsSchema },
      },
    },
    async () => {
      return settings.adminView();
    },
  );
  app.patch(
    '/api/admin/settings',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Change live settings: every server copy and open client hears it within seconds; audited',
        body: updateSettingsSchema,
        response: { 200: adminSettingsSchema },
      },
    },
    async (request) => settings.update(request.admin!, request.body),
  );
};
