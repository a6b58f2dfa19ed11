import * as z from 'zod/mini';
import { countrySchema, currencyCodeSchema } from './common.ts';

// The cart, its quote, orders and notifications (issue 6). Amounts are integer cents
// (USD for United States restaurants, CAD for Canadian ones: `currency`); bucks are
// whole bucks. Addresses and payment cards have their own files.

export const CART_LINES_MAX = 30;
export const CART_QUANTITY_MAX = 99;
export const CART_OPTIONS_MAX = 20;
export const LINE_NOTE_MAX = 200;
export const TIP_MAX_CENTS = 100_000;

const cents = z.int().check(z.gte(0));
const uuid = (what: string) => z.uuid(`expected ${what}`);

/** Lives in common.ts (restaurants and meals carry it too); still exported from here. */
export { currencyCodeSchema };

export const cartLineInputSchema = z.object({
  itemId: uuid('a menu item id'),
  quantity: z.int().check(z.gte(1, 'at least 1'), z.lte(CART_QUANTITY_MAX, `at most ${CART_QUANTITY_MAX}`)),
  optionIds: z._default(
    z.array(uuid('an option id')).check(z.maxLength(CART_OPTIONS_MAX, `at most ${CART_OPTIONS_MAX}`)),
    [],
  ),
  note: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(LINE_NOTE_MAX, `at most ${LINE_NOTE_MAX} characters`))),
  ),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/**
 * PUT /api/users/me/cart: replaces the whole cart (one restaurant). `version` is the
 * version the client last read (absent for a new cart): an older one is a conflicting
 * save, 409 ConflictException.
 */
export const putCartRequestSchema = z.object({
  restaurantId: uuid('a restaurant id'),
  lines: z
    .array(cartLineInputSchema)
    .check(z.minLength(1, 'at least one line'), z.maxLength(CART_LINES_MAX, `at most ${CART_LINES_MAX} lines`)),
  version: z.optional(z.int().check(z.gte(1))),
});
export type PutCartRequest = z.infer<typeof putCartRequestSchema>;

export const lineOptionSchema = z.object({
  optionId: z.string(),
  groupId: z.string(),
  name: z.string(),
  priceCents: cents,
});

export const pricedLineSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  quantity: z.int(),
  /** Item plus options, for one. */
  unitPriceCents: cents,
  lineTotalCents: cents,
  options: z.array(lineOptionSchema),
  note: z.nullable(z.string()),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** GET/PUT /api/users/me/cart; GET answers 204 when the cart is empty. */
export const cartSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  currency: currencyCodeSchema,
  version: z.int(),
  lines: z.array(pricedLineSchema),
  subtotalCents: cents,
  minimumOrderCents: cents,
  updatedAt: z.string(),
});
export type CartDto = z.infer<typeof cartSchema>;

/**
 * What the user chooses at checkout. `bucks` and `promoCents` are how much of each balance
 * to spend (capped at what the order and the balance allow: the quote says what was used).
 */
export const checkoutOptionsSchema = z.object({
  addressId: uuid('an address id'),
  tipCents: z._default(z.int().check(z.gte(0, 'must not be negative'), z.lte(TIP_MAX_CENTS)), 0),
  bucks: z._default(z.int().check(z.gte(0, 'must not be negative')), 0),
  promoCents: z._default(z.int().check(z.gte(0, 'must not be negative')), 0),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

export const deliveryAddressSchema = z.object({
  label: z.nullable(z.string()),
  line1: z.string(),
  line2: z.nullable(z.string()),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: countrySchema,
  instructions: z.nullable(z.string()),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** POST /api/users/me/cart/quote: the price of the cart delivered to an address, every rule checked. */
export const quoteSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  currency: currencyCodeSchema,
  cartVersion: z.int(),
  address: deliveryAddressSchema,
  lines: z.array(pricedLineSchema),
  subtotalCents: cents,
  deliveryFeeCents: cents,
  serviceFeeCents: cents,
  /** Sales tax of the delivery address's state or province, on food and fees. */
  taxCents: cents,
  taxRateBps: z.int(),
  /** How the tax is named there: Sales tax, GST + QST, HST… */
  taxLabel: z.string(),
  tipCents: cents,
  /** Promo dollars (promo codes and the referral discount) used. */
  promoDiscountCents: cents,
  bucksSpent: z.int().check(z.gte(0)),
  /** What those bucks are worth (CENTS_PER_BUCK). */
  bucksDiscountCents: cents,
  /** What the card is charged. */
  totalCents: cents,
  /** What the discounts saved. */
  savedCents: cents,
  /** Whether a card is needed (false when the discounts pay for everything). */
  cardRequired: z.boolean(),
  minimumOrderCents: cents,
  distanceMeters: z.int(),
  estimatedDeliveryMinutes: z.int(),
  balances: z.object({ bucks: z.int(), promoCents: z.int() }),
});
export type QuoteDto = z.infer<typeof quoteSchema>;

/** POST /api/users/me/orders (Idempotency-Key required): pay for the cart and send it. */
export const placeOrderRequestSchema = z.extend(checkoutOptionsSchema, {
  /** A saved card of the user; absent means the default card. Not needed when the discounts pay everything. */
  paymentCardId: z.optional(uuid('a payment card id')),
  /**
   * The total the user agreed to on the quote. When the price changed since (menu, fees,
   * balances), the order is refused with 409 ConflictException and a fresh quote is needed.
   */
  expectedTotalCents: z.optional(cents),
  /**
   * After 402 CardAuthenticationRequiredException: the `intentId` (pi_…) the card holder
   * confirmed with the provider (3-D Secure). The order is placed on that authorization (its
   * first attempt's order id), or refused with 402 CardAuthenticationFailedException, the
   * authorization cancelled, when the bank's check failed or was left.
   */
  paymentIntentId: z.optional(
    z.string().check(z.regex(/^pi_[A-Za-z0-9_]{1,100}$/, 'expected a payment intent id (pi_…)')),
  ),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const ORDER_STATUS_VALUES = [
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUS_VALUES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderEventSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  /** user, restaurant, delivery, system */
  actor: z.string(),
});

export const orderSchema = z.object({
  id: z.string(),
  number: z.int(),
  status: orderStatusSchema,
  restaurantId: z.string(),
  restaurantName: z.string(),
  currency: currencyCodeSchema,
  address: deliveryAddressSchema,
  /** Where the delivery address is on the map (its city centre, as geocoded); the tracking map. */
  deliveryPosition: z.optional(z.object({ lat: z.number(), lng: z.number() })),
  lines: z.array(pricedLineSchema),
  subtotalCents: cents,
  deliveryFeeCents: cents,
  serviceFeeCents: cents,
  taxCents: cents,
  tipCents: cents,
  promoDiscountCents: cents,
  bucksSpent: z.int(),
  bucksDiscountCents: cents,
  totalCents: cents,
  savedCents: cents,
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  /** none, authorized, captured, voided, refunded */
  paymentStatus: z.string(),
  placedAt: z.string(),
  updatedAt: z.string(),
  estimatedDeliveryAt: z.nullable(z.string()),
  cancelledBy: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
  /** The tracking timeline: every state reached so far, in order. */
  events: z.array(orderEventSchema),
  /** Whether the user may still cancel (before the restaurant accepts). */
  cancellable: z.boolean(),
});
export type OrderDto = z.infer<typeof orderSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.int(),
  status: orderStatusSchema,
  restaurantId: z.string(),
  restaurantName: z.string(),
  currency: currencyCodeSchema,
  totalCents: cents,
  savedCents: cents,
  itemCount: z.int(),
  placedAt: z.string(),
});
export type OrderSummaryDto = z.infer<typeof orderSummarySchema>;

/** GET /api/users/me/orders?before={cursor}: newest first, 20 a page. */
export const orderPageSchema = z.object({
  items: z.array(orderSummarySchema),
  nextCursor: z.nullable(z.string()),
});
export const orderListQuerySchema = z.object({
  before: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});

export const orderIdParamsSchema = z.object({ id: uuid('an order id') });

/** POST /api/users/me/orders/{id}/cancel */
export const cancelOrderRequestSchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});

/** GET /api/users/me/orders/active: the order in progress (the dashboard's activeOrder), or 204. */

/** GET /api/users/me/money-saved: what the discounts of delivered orders saved, in total. */
export const moneySavedSchema = z.object({
  savedCents: cents,
  orders: z.int(),
});

/**
 * POST /api/webhooks/orders: a restaurant or the delivery partner moves an order.
 * Headers: `PlayEats-Sender: restaurant:{restaurant id} | delivery` and
 * `PlayEats-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}` signed with
 * that sender's own key (from an admin), at most 5 minutes old. `source` must be the sender's
 * kind; `eventId` makes a redelivery from the same sender a no-op.
 */
export const orderWebhookSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(200)),
  orderId: uuid('an order id'),
  status: z.enum(['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled']),
  source: z.enum(['restaurant', 'delivery']),
  reason: z.optional(z.string().check(z.maxLength(300))),
  /** Minutes until delivery, when the sender knows. */
  etaMinutes: z.optional(z.int().check(z.gte(0), z.lte(600))),
});
export type OrderWebhook = z.infer<typeof orderWebhookSchema>;

export const NOTIFICATION_KINDS = ['order_status'] as const;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The order and its new status, for order_status. */
  orderId: z.nullable(z.string()),
  orderNumber: z.nullable(z.int()),
  status: z.nullable(orderStatusSchema),
  restaurantName: z.nullable(z.string()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/**
 * GET /api/users/me/notifications?after={id}: newest first; `after` returns only newer ones
 * (what polling asks for). `unread` counts every unread one.
 */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.int(),
});
export const notificationListQuerySchema = z.object({
  after: z.optional(z.string().check(z.regex(/^\d{1,18}$/, 'expected a notification id'))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});

/** POST /api/users/me/notifications/read: marks these (or, without ids, all) as read. */
export const markNotificationsReadSchema = z.object({
  ids: z.optional(z.array(z.string().check(z.regex(/^\d{1,18}$/))).check(z.maxLength(500))),
});
