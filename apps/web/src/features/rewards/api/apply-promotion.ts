import { promotionResultSchema, type PromotionResult } from '@playeats/contracts/rewards';
import type { ClientType } from '@playeats/domain/constants';
import { request } from '../../../lib/http-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

export const PROMOTION_PATH = '/api/users/promotion';

/** The promotion payload of spec section 3, exactly. */
export interface PromotionPayload {
  application: ClientType;
  applicationVersion: string;
  promotionCode: string;
}

/**
 * PATCH /api/users/promotion (spec section 7). A 401 renews the session once and retries
 * once (the HTTP client does it, with the same Idempotency-Key, so a first attempt that
 * did get through is not applied twice). Answers the code's amount and the new balances.
 */
export function applyPromotion(payload: PromotionPayload): Promise<PromotionResult> {
  return request(PROMOTION_PATH, {
    method: 'PATCH',
    body: payload,
    headers: { 'Idempotency-Key': newIdempotencyKey() },
    schema: promotionResultSchema,
  });
}
