import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promotionRequestSchema, promotionResultSchema, referralSchema } from '@playeats/contracts/rewards';
import type { PromotionsService } from './promotions.service.ts';

const tags = ['rewards'];
const security = [{ bearer: [] }];

export const promotionsRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  app.patch(
    '/api/users/promotion',
    {
      onRequest: app.requireAuth,
      config: { idempotency: true },
      schema: {
        tags,
        security,
        summary: 'Spec section 7: apply a promo code once; answers the new balances',
        body: promotionRequestSchema,
        response: { 200: promotionResultSchema },
      },
    },
    async (request) => promotions.applyPromotion(request.auth!.userId, request.body.promotionCode),
  );
  app.get(
    '/api/users/me/referral',
    { onRequest: app.requireAuth, schema: { tags, security, response: { 200: referralSchema } } },
    async (request) => promotions.referral(request.auth!.userId),
  );
};
