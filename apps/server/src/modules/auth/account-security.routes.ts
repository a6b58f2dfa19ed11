import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedSchema,
  changePasswordRequestSchema,
  emailChangeRequestSchema,
  phoneChangeConfirmSchema,
  phoneChangeRequestSchema,
} from '@playeats/contracts/auth';
import { userInfoSchema } from '@playeats/contracts/users';
import * as z from 'zod/mini';
import type { AccountSecurityService } from './account-security.service.ts';

const tags = ['users'];
const security = [{ bearer: [] }];

/** /api/users/me/password, …/email, …/phone: changes that ask the holder to prove it is them. */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ account: AccountSecurityService }> = async (
  app,
  { account },
) => {
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/api/users/me/password',
    {
      schema: {
        tags,
        security,
        body: changePasswordRequestSchema,
        headers: z.object({ 'x-refresh-token': z.optional(z.string()) }),
      },
    },
    async (request, reply) => {
      // The caller's own refresh token (header) keeps this device signed in.
      await account.changePassword(request.auth!, request.body, request.headers['x-refresh-token']);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/users/me/email',
    { schema: { tags, security, body: emailChangeRequestSchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await account.requestEmailChange(request.auth!, request.body.email, request.body.password);
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );
  app.post(
    '/api/users/me/phone',
    { schema: { tags, security, body: phoneChangeRequestSchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await account.requestPhoneChange(request.auth!, request.body.phone, request.body.password, request.ip);
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );
  app.post(
    '/api/users/me/phone/confirm',
    { schema: { tags, security, body: phoneChangeConfirmSchema, response: { 200: userInfoSchema } } },
    async (request) => account.confirmPhoneChange(request.auth!, request.body.phone, request.body.code),
  );
};
