import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateMeSchema, userInfoSchema } from '@playeats/contracts/users';
import type { UsersService } from './users.service.ts';

const tags = ['users'];
const security = [{ bearer: [] }];

/** The signed-in user's own account: GET and PATCH /api/users/me (the rest of /api/users/me/* is its modules'). */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get('/api/users/me', { schema: { tags, security, response: { 200: userInfoSchema } } }, async (request) =>
    users.me(request.auth!.userId),
  );
  app.patch(
    '/api/users/me',
    { schema: { tags, security, body: updateMeSchema, response: { 200: userInfoSchema } } },
    async (request) => users.updateProfile(request.auth!.userId, request.body),
  );
};
