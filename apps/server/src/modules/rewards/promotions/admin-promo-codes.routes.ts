import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  adminCreatePromoCodeSchema,
  adminPromoCodeListQuerySchema,
  adminPromoCodePageSchema,
  adminPromoCodeSchema,
  adminUpdatePromoCodeSchema,
  endPromotionSchema,
} from '@playeats/contracts/admin-promotions';
import type { AdminPromoCodesService } from './admin-promo-codes.service.ts';

const tags = ['admin', 'rewards'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid('expected a promo code id') });

/** Promo codes as admins run them: ADMIN only, checked against the account as it is now; every change audited. */
export const adminPromoCodesRoutes: FastifyPluginAsyncZod<{ promoCodes: AdminPromoCodesService }> = async (
  app,
  { promoCodes },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/promo-codes',
    {
      schema: {
        tags,
        security,
        summary: 'Promo codes, newest first, with their use (by state, by the start of the code)',
        querystring: adminPromoCodeListQuerySchema,
        response: { 200: adminPromoCodePageSchema },
      },
    },
    async (request) => promoCodes.list(request.query),
  );
  app.get(
    '/api/admin/promo-codes/:id',
    { schema: { tags, security, params, response: { 200: adminPromoCodeSchema } } },
    async (request) => promoCodes.get(request.params.id),
  );
  app.post(
    '/api/admin/promo-codes',
    {
      schema: {
        tags,
        security,
        summary: 'Create a promo code (409 PromoCodeTakenException when the code exists)',
        body: adminCreatePromoCodeSchema,
        response: { 201: adminPromoCodeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await promoCodes.create(request.admin!, request.body)),
  );
  app.patch(
    '/api/admin/promo-codes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a promo code: its window and limits; its amount and currency until first used',
        description: '409 PromotionInUseException names the fields a used code keeps.',
        params,
        body: adminUpdatePromoCodeSchema,
        response: { 200: adminPromoCodeSchema },
      },
    },
    async (request) => promoCodes.update(request.admin!, request.params.id, request.body),
  );
  app.post(
    '/api/admin/promo-codes/:id/end',
    {
      schema: {
        tags,
        security,
        summary: 'End a promo code now (it is never deleted); 409 PromotionEndedException when it has ended',
        params,
        body: endPromotionSchema,
        response: { 200: adminPromoCodeSchema },
      },
    },
    async (request) => promoCodes.end(request.admin!, request.params.id, request.body?.reason),
  );
};
