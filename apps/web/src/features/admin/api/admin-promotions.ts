import {
  adminChallengePageSchema,
  adminChallengeSchema,
  adminPromoCodePageSchema,
  adminPromoCodeSchema,
  type AdminChallenge,
  type AdminCreateChallenge,
  type AdminCreatePromoCode,
  type AdminPromoCode,
  type AdminUpdateChallenge,
  type AdminUpdatePromoCode,
} from '@playeats/contracts/admin-promotions';
import { request, type Parser } from '../../../lib/http-client.ts';

/** The list's filters: a state (scheduled, active, ended) and, for codes, the start of a code. */
export interface PromotionFilter {
  state: string;
  q: string;
}

/**
 * The admin calls of one kind of promotion (promo codes, challenges): the same five on
 * the same shapes of path, each answering the promotion with its use.
 */
function promotionCalls<Item, Create, Update>(
  path: string,
  kind: string,
  schemas: { item: Parser<Item>; page: Parser<{ items: Item[]; nextCursor: string | null }> },
) {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    keys: {
      /** Under ['admin'], so signing out drops them with the rest of the admin area's. */
      all: ['admin', kind] as const,
      list: (filter: PromotionFilter, cursor: string | undefined) =>
        ['admin', kind, 'list', filter, cursor ?? ''] as const,
      one: (id: string) => ['admin', kind, 'one', id] as const,
    },
    /** GET {path}: newest first, 25 a page. */
    list: (filter: PromotionFilter, cursor: string | undefined, signal?: AbortSignal) =>
      request(path, {
        params: { state: filter.state || undefined, q: filter.q || undefined, cursor, limit: 25 },
        schema: schemas.page,
        ...(signal ? { signal } : {}),
      }),
    get: (id: string, signal?: AbortSignal) =>
      request(one(id), { schema: schemas.item, ...(signal ? { signal } : {}) }),
    create: (body: Create) => request(path, { method: 'POST', body, schema: schemas.item }),
    update: (id: string, body: Update) => request(one(id), { method: 'PATCH', body, schema: schemas.item }),
    /** POST {path}/{id}/end: ends it now (never deleted). */
    end: (id: string, reason?: string) =>
      request(`${one(id)}/end`, { method: 'POST', body: reason ? { reason } : {}, schema: schemas.item }),
  };
}

/** /api/admin/promo-codes */
export const promoCodeCalls = promotionCalls<AdminPromoCode, AdminCreatePromoCode, AdminUpdatePromoCode>(
  '/api/admin/promo-codes',
  'promo-codes',
  { item: adminPromoCodeSchema, page: adminPromoCodePageSchema },
);

/** /api/admin/challenges */
export const challengeCalls = promotionCalls<AdminChallenge, AdminCreateChallenge, AdminUpdateChallenge>(
  '/api/admin/challenges',
  'challenges',
  { item: adminChallengeSchema, page: adminChallengePageSchema },
);

export type PromotionCalls<Item, Create, Update> = ReturnType<typeof promotionCalls<Item, Create, Update>>;
