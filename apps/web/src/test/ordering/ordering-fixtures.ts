import type { AddressDto } from '@playeats/contracts/addresses';
import { jsonResponse } from '../fake-fetch.ts';
import type {
  CartDto,
  CheckoutOptions,
  NotificationDto,
  OrderDto,
  OrderStatus,
  OrderSummaryDto,
  PricedLine,
  QuoteDto,
} from '@playeats/contracts/ordering';
import type { PaymentCardDto } from '@playeats/contracts/payments';
import type { RestaurantDetailDto } from '@playeats/contracts/restaurants';
import { TIMELINE_STEPS } from '../../features/orders/order-status.ts';

/** Test support only. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const RESTAURANT_ID = uuid(500);
export const OTHER_RESTAURANT_ID = uuid(501);
export const PIZZA_ID = uuid(101);
export const SODA_ID = uuid(102);
export const LARGE_ID = uuid(301);
export const HOME_ID = uuid(700);
export const WORK_ID = uuid(701);
export const VISA_ID = uuid(800);
export const MASTERCARD_ID = uuid(801);
export const ORDER_ID = uuid(900);

export const pizzaLine = (quantity = 2): PricedLine => ({
  itemId: PIZZA_ID,
  name: 'Margherita',
  quantity,
  unitPriceCents: 1450,
  lineTotalCents: 1450 * quantity,
  options: [{ optionId: LARGE_ID, groupId: uuid(201), name: 'Large', priceCents: 300 }],
  note: null,
});

export const sodaLine = (quantity = 1): PricedLine => ({
  itemId: SODA_ID,
  name: 'Lemon soda',
  quantity,
  unitPriceCents: 250,
  lineTotalCents: 250 * quantity,
  options: [],
  note: null,
});

export function cart(overrides: Partial<CartDto> = {}): CartDto {
  const lines = overrides.lines ?? [pizzaLine(), sodaLine()];
  return {
    restaurantId: RESTAURANT_ID,
    restaurantName: 'Pizza Palace',
    currency: 'USD',
    version: 3,
    lines,
    subtotalCents: lines.reduce((sum, l) => sum + l.lineTotalCents, 0),
    minimumOrderCents: 1500,
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

export const homeAddress = (overrides: Partial<AddressDto> = {}): AddressDto => ({
  id: HOME_ID,
  label: 'Home',
  line1: '350 5th Ave',
  line2: 'Apt 12',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  country: 'UNITED_STATES',
  lat: 40.7484,
  lng: -73.9857,
  precision: 'street',
  instructions: 'Buzz 12',
  isDefault: true,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

export const workAddress = (overrides: Partial<AddressDto> = {}): AddressDto => ({
  id: WORK_ID,
  label: 'Work',
  line1: '1000 Rue De La Gauchetière',
  line2: null,
  city: 'Montréal',
  region: 'QC',
  postalCode: 'H3B 4W5',
  country: 'CANADA',
  lat: 45.4988,
  lng: -73.5664,
  precision: 'street',
  instructions: null,
  isDefault: false,
  createdAt: '2026-11-02T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
  ...overrides,
});

export const visa = (overrides: Partial<PaymentCardDto> = {}): PaymentCardDto => ({
  id: VISA_ID,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
  expired: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

export const mastercard = (overrides: Partial<PaymentCardDto> = {}): PaymentCardDto => ({
  id: MASTERCARD_ID,
  brand: 'mastercard',
  last4: '4444',
  expMonth: 6,
  expYear: 2033,
  isDefault: false,
  expired: false,
  createdAt: '2026-11-02T12:00:00.000Z',
  ...overrides,
});

export const BALANCES = { bucks: 1250, promoCents: 500 };
export const DELIVERY_FEE = 399;
export const SERVICE_FEE = 167;

/** The quote a simple server would give: fixed fees, 8.875 % New York tax, discounts capped at the balances. */
export function quoteFor(c: CartDto, options: CheckoutOptions, overrides: Partial<QuoteDto> = {}): QuoteDto {
  const taxCents = Math.round(((c.subtotalCents + DELIVERY_FEE + SERVICE_FEE) * 8875) / 100_000);
  const before = c.subtotalCents + DELIVERY_FEE + SERVICE_FEE + taxCents + (options.tipCents ?? 0);
  const promo = Math.min(options.promoCents ?? 0, BALANCES.promoCents, before);
  const bucks = Math.min(options.bucks ?? 0, BALANCES.bucks, before - promo);
  return {
    restaurantId: c.restaurantId,
    restaurantName: c.restaurantName,
    currency: c.currency,
    cartVersion: c.version,
    address: {
      label: 'Home',
      line1: '350 5th Ave',
      line2: 'Apt 12',
      city: 'New York',
      region: 'NY',
      postalCode: '10118',
      country: 'UNITED_STATES',
      instructions: 'Buzz 12',
    },
    lines: c.lines,
    subtotalCents: c.subtotalCents,
    deliveryFeeCents: DELIVERY_FEE,
    serviceFeeCents: SERVICE_FEE,
    taxCents,
    taxRateBps: 888,
    taxLabel: 'NY sales tax',
    tipCents: options.tipCents ?? 0,
    promoDiscountCents: promo,
    bucksSpent: bucks,
    bucksDiscountCents: bucks,
    totalCents: before - promo - bucks,
    savedCents: promo + bucks,
    cardRequired: before - promo - bucks > 0,
    minimumOrderCents: c.minimumOrderCents,
    distanceMeters: 2300,
    estimatedDeliveryMinutes: 35,
    balances: BALANCES,
    ...overrides,
  };
}

const PLACED_AT = Date.parse('2026-11-21T12:00:00.000Z');

/** An order that has reached `status` (cancelled: after `cancelledAfter`). */
export function order(
  status: OrderStatus = 'placed',
  overrides: Partial<OrderDto> = {},
  cancelledAfter: OrderStatus = 'placed',
): OrderDto {
  const reached = status === 'cancelled' ? cancelledAfter : status;
  const steps = TIMELINE_STEPS.slice(0, TIMELINE_STEPS.indexOf(reached as (typeof TIMELINE_STEPS)[number]) + 1);
  const events = [
    ...steps.map((s, i) => ({
      status: s,
      at: new Date(PLACED_AT + i * 5 * 60_000).toISOString(),
      actor: 'restaurant',
    })),
    ...(status === 'cancelled'
      ? [{ status: 'cancelled' as const, at: new Date(PLACED_AT + 3 * 60_000).toISOString(), actor: 'restaurant' }]
      : []),
  ];
  const c = cart();
  return {
    id: ORDER_ID,
    number: 1042,
    status,
    restaurantId: c.restaurantId,
    restaurantName: c.restaurantName,
    currency: 'USD',
    address: quoteFor(c, { addressId: HOME_ID, tipCents: 0, bucks: 0, promoCents: 0 }).address,
    lines: c.lines,
    subtotalCents: c.subtotalCents,
    deliveryFeeCents: DELIVERY_FEE,
    serviceFeeCents: SERVICE_FEE,
    taxCents: 340,
    tipCents: 500,
    promoDiscountCents: 500,
    bucksSpent: 0,
    bucksDiscountCents: 0,
    totalCents: 4056,
    savedCents: 500,
    card: { brand: 'visa', last4: '4242' },
    paymentStatus: 'authorized',
    placedAt: new Date(PLACED_AT).toISOString(),
    updatedAt: events[events.length - 1]!.at,
    estimatedDeliveryAt: new Date(PLACED_AT + 35 * 60_000).toISOString(),
    cancelledBy: status === 'cancelled' ? 'restaurant' : null,
    cancelReason: status === 'cancelled' ? 'Out of dough' : null,
    events,
    cancellable: status === 'placed',
    ...overrides,
  };
}

export function orderSummary(n: number, overrides: Partial<OrderSummaryDto> = {}): OrderSummaryDto {
  return {
    id: uuid(1000 + n),
    number: 2000 - n,
    status: 'delivered',
    restaurantId: RESTAURANT_ID,
    restaurantName: 'Pizza Palace',
    currency: 'USD',
    totalCents: 4056,
    savedCents: 0,
    itemCount: 3,
    placedAt: new Date(PLACED_AT - n * 86_400_000).toISOString(),
    ...overrides,
  };
}

export function notification(id: number, overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: String(id),
    kind: 'order_status',
    orderId: ORDER_ID,
    orderNumber: 1042,
    status: 'preparing',
    restaurantName: 'Pizza Palace',
    createdAt: new Date(PLACED_AT + id * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

export function restaurantDetail(overrides: Partial<RestaurantDetailDto> = {}): RestaurantDetailDto {
  return {
    id: RESTAURANT_ID,
    name: 'Pizza Palace',
    cuisines: ['pizza'],
    imageUrl: null,
    imageSrcSet: null,
    rating: 4.5,
    address: { street: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'UNITED_STATES' },
    position: { lat: 40.75, lng: -73.99 },
    currency: 'USD',
    timeZone: 'America/New_York',
    deliveryRadiusKm: 8,
    minimumOrderCents: 1500,
    deliveryFeeCents: DELIVERY_FEE,
    preparationMinutes: 20,
    isPartner: true,
    orderingEnabled: true,
    openNow: true,
    opensAt: null,
    closesAt: null,
    openingHours: [],
    menu: {
      categories: [
        {
          id: uuid(400),
          name: 'Pizzas',
          items: [
            {
              id: PIZZA_ID,
              name: 'Margherita',
              description: 'Tomato, mozzarella, basil',
              priceCents: 1150,
              imageUrl: null,
              available: true,
              optionGroups: [
                {
                  id: uuid(201),
                  name: 'Size',
                  minSelections: 1,
                  maxSelections: 1,
                  options: [
                    { id: uuid(300), name: 'Medium', priceCents: 0 },
                    { id: LARGE_ID, name: 'Large', priceCents: 300 },
                  ],
                },
              ],
            },
            {
              id: SODA_ID,
              name: 'Lemon soda',
              description: null,
              priceCents: 250,
              imageUrl: null,
              available: true,
              optionGroups: [],
            },
          ],
        },
      ],
    },
    ...overrides,
  };
}

export const SODA_PHOTO = '/api/uploads/restaurants/soda-320.webp';

/** The restaurant's menu, where the lemon soda has a photo and the pizza none. */
export function menuWithSodaPhoto(_r: unknown, url: URL): Response | undefined {
  if (url.pathname !== `/api/restaurants/${RESTAURANT_ID}`) return undefined;
  const detail = restaurantDetail();
  const categories = detail.menu.categories.map((category) => ({
    ...category,
    items: category.items.map((item) => (item.id === SODA_ID ? { ...item, imageUrl: SODA_PHOTO } : item)),
  }));
  return jsonResponse(200, { ...detail, menu: { categories } });
}

/** Each line's picture: [its line's text, src, alt]. */
export const linePictures = (lineSelector: string) =>
  [...document.querySelectorAll<HTMLElement>(lineSelector)].map((line) => {
    const img = line.querySelector('img');
    return [line.textContent?.includes('Margherita') ? 'Margherita' : 'Lemon soda', img?.getAttribute('src'), img?.alt];
  });
