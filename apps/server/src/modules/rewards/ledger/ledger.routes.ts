import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceSchema, dollarsSchema, ledgerPageSchema, ledgerQuerySchema } from '@playeats/contracts/rewards';
import type { LedgerService } from './ledger.service.ts';

const tags = ['rewards'];
const security = [{ bearer: [] }];

export const ledgerRoutes: FastifyPluginAsyncZod<{ ledger: LedgerService }> = async (app, { ledger }) => {
  const signedIn = { onRequest: app.requireAuth };

  app.get(
    '/api/users/dollars',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Spec section 7: availableDollars is the bucks balance (the client’s coin balance)',
        response: { 200: dollarsSchema },
      },
    },
    async (request) => ({ availableDollars: (await ledger.balance(request.auth!.userId)).bucks }),
  );
  app.get(
    '/api/users/me/balance',
    { ...signedIn, schema: { tags, security, response: { 200: balanceSchema } } },
    async (request) => ledger.balance(request.auth!.userId),
  );
  app.get(
    '/api/users/me/ledger',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Every movement, newest first',
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema },
      },
    },
    async (request) => ledger.history(request.auth!.userId, request.query),
  );
};
