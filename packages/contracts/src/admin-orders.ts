import * as z from 'zod/mini';
import { currencyCodeSchema, dateTimeSchema } from './common.ts';
import { orderSchema, orderStatusSchema } from './ordering.ts';

/*
 * The admin's orders (/api/admin/orders): find them, read one's whole story, move it
 * through the state machine or cancel it with refund (docs/decisions/0022-admin-operations.md).
 */

/**
 * GET /api/admin/orders, newest first. `user` is a user id or an e-mail address; `from`
 * (inclusive) and `to` (exclusive) bound the time the order was placed.
 */
export const adminOrderListQuerySchema = z.object({
  status: z.optional(orderStatusSchema),
  restaurantId: z.optional(z.uuid('expected a restaurant id')),
  user: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  from: z.optional(dateTimeSchema),
  to: z.optional(dateTimeSchema),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  number: z.int(),
  status: orderStatusSchema,
  paymentStatus: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  userId: z.string(),
  /** null when the account no longer exists. */
  userEmail: z.nullable(z.string()),
  currency: currencyCodeSchema,
  totalCents: z.int(),
  placedAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderPageSchema = z.object({
  items: z.array(adminOrderSummarySchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** One line of an order's story, oldest first. */
export const adminOrderTimelineEntrySchema = z.discriminatedUnion('kind', [
  /** The order reached a state (order_events): who moved it (user, restaurant, delivery, system, admin) and why. */
  z.object({
    kind: z.literal('status'),
    at: z.string(),
    status: orderStatusSchema,
    actor: z.string(),
    reason: z.nullable(z.string()),
  }),
  /** A signed webhook that moved it: its sender (restaurant:{id} or delivery) and event id. */
  z.object({
    kind: z.literal('webhook'),
    at: z.string(),
    sender: z.string(),
    eventId: z.string(),
    status: z.nullable(z.string()),
  }),
  /** What the user was told, and whether they read it. */
  z.object({
    kind: z.literal('notification'),
    at: z.string(),
    notificationKind: z.string(),
    status: z.nullable(z.string()),
    read: z.boolean(),
  }),
  /** An admin's action on it (the audit log). */
  z.object({
    kind: z.literal('admin'),
    at: z.string(),
    action: z.string(),
    actorEmail: z.string(),
    reason: z.nullable(z.string()),
  }),
]);
export type AdminOrderTimelineEntry = z.infer<typeof adminOrderTimelineEntrySchema>;

/** GET /api/admin/orders/{id} */
export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  user: z.object({ id: z.string(), email: z.nullable(z.string()) }),
  /** The card's state machine (payment-state.ts): none, authorized, captured, voided, refunded, failed. */
  payment: z.object({
    status: z.string(),
    /** The provider's payment intent, for looking it up there. */
    providerPaymentIntentId: z.nullable(z.string()),
  }),
  timeline: z.array(adminOrderTimelineEntrySchema),
  /** The states an admin may move it to now (cancelled gives the bucks and promo dollars back). */
  allowedMoves: z.array(orderStatusSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** POST /api/admin/orders/{id}/transitions (an Idempotency-Key makes a second click harmless). */
export const adminOrderTransitionSchema = z.object({
  to: orderStatusSchema,
  reason: z.string().check(z.trim(), z.minLength(1, 'a reason is required'), z.maxLength(500)),
});
export type AdminOrderTransition = z.infer<typeof adminOrderTransitionSchema>;
