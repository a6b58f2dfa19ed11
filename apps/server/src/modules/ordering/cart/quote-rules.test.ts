import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../../../lib/problem.ts';
import type { MenuItemWithGroups } from '../../restaurants/menu.service.ts';
import type { CartRestaurant, DeliveryPlace } from './cart.repository.ts';
import {
  CART_RULES,
  enforce,
  OUT_OF_RANGE_RESPONSE,
  PRICE_RULES,
  subtotalCents,
  type CartSubject,
} from './quote-rules.ts';

// Monday 23 November 2026, noon in Montréal (EST).
const NOON = new Date('2026-11-23T17:00:00Z');
const ALWAYS_OPEN = '{[0,10080)}';

const restaurant: CartRestaurant = {
  id: 'r1',
  name: 'Luigi',
  country: 'CANADA',
  isActive: true,
  orderingEnabled: true,
  lat: 45.5,
  lng: -73.57,
  timeZone: 'America/Toronto',
  openMinutes: ALWAYS_OPEN,
  deliveryRadiusM: 5_000,
  minimumOrderCents: 1_000,
  deliveryFeeCents: 299,
  preparationMinutes: 20,
};

const pizza: MenuItemWithGroups = {
  id: 'pizza',
  restaurantId: 'r1',
  name: 'Pizza',
  priceCents: 1_500,
  available: true,
  optionGroups: [],
};

const home: DeliveryPlace = {
  id: 'a1',
  label: null,
  line1: '500 Rue Sainte-Catherine O',
  line2: null,
  city: 'Montréal',
  region: 'QC',
  postalCode: 'H3B 1A1',
  precision: 'street',
  country: 'CANADA',
  instructions: null,
  lat: 45.51,
  lng: -73.56,
};

function subject(overrides: Partial<CartSubject> = {}): CartSubject {
  return {
    restaurant,
    lines: [{ itemId: 'pizza', quantity: 1, optionIds: [], note: null }],
    items: new Map([['pizza', pizza]]),
    address: home,
    now: NOON,
    maintenance: false,
    ...overrides,
  };
}

/** The problem type the rules answer for this cart, or null when it can be priced. */
function refusal(s: CartSubject): string | null {
  try {
    enforce(CART_RULES, s);
    return null;
  } catch (err) {
    return (err as HttpProblem).problemName;
  }
}

describe('the quote rules before pricing', () => {
  it('pass a cart that can be priced', () => {
    expect(refusal(subject())).toBeNull();
  });

  it.each([
    ['an empty cart', { lines: [] }, 'CartEmptyException'],
    ['maintenance', { maintenance: true }, 'RestaurantServiceException'],
    ['a restaurant gone', { restaurant: { ...restaurant, isActive: false } }, 'RestaurantNotFoundException'],
    ['ordering off', { restaurant: { ...restaurant, orderingEnabled: false } }, 'OrderingDisabledException'],
    ['closed now', { restaurant: { ...restaurant, openMinutes: '{}' } }, 'RestaurantClosedException'],
    ['an item off the menu', { items: new Map() }, 'InvalidOrderItemException'],
    ['no such address', { address: null }, 'NotFoundException'],
    ['too far', { address: { ...home, lat: 45.6 } }, 'CustomerAddressOutOfRangeException'],
    [
      'another country',
      { address: { ...home, country: 'UNITED_STATES', region: 'NY' } },
      'CustomerAddressOutOfRangeException',
    ],
    ['an unknown province', { address: { ...home, region: 'ZZ' } }, 'InvalidOrderException'],
    ['below the minimum', { restaurant: { ...restaurant, minimumOrderCents: 2_000 } }, 'MinimumOrderAmountException'],
  ] as const)('refuse %s', (_name, overrides, problem) => {
    expect(refusal(subject(overrides as Partial<CartSubject>))).toBe(problem);
  });

  it('answer the first rule that fails, in their order', () => {
    // Closed, off the menu and below the minimum: closed comes first.
    expect(
      refusal(
        subject({ restaurant: { ...restaurant, openMinutes: '{}', minimumOrderCents: 9_000 }, items: new Map() }),
      ),
    ).toBe('RestaurantClosedException');
    expect(refusal(subject({ maintenance: true, lines: [] }))).toBe('CartEmptyException');
  });

  it('say when a closed restaurant opens, on its own clock', () => {
    // Open 11:00–22:00 on Mondays (minutes of the week from Monday 00:00).
    const mondays = `{[${11 * 60},${22 * 60})}`;
    const early = new Date('2026-11-23T14:00:00Z'); // 9:00 in Montréal
    const s = subject({ restaurant: { ...restaurant, openMinutes: mondays }, now: early });
    expect(() => enforce(CART_RULES, s)).toThrow(/Luigi is closed now\. It opens today at 11:00 AM EST\./);
  });

  it('give the out-of-range answer the client reads, with the distances', () => {
    try {
      enforce(CART_RULES, subject({ address: { ...home, lat: 45.6 } }));
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({
        status: 422,
        extensions: { restaurantNoDeliveryResponse: OUT_OF_RANGE_RESPONSE, deliveryRadiusMeters: 5_000 },
      });
      expect((err as Error).message).toMatch(
        /This address is 1[01]\.\d km from Luigi, which delivers up to 5\.0 km away\./,
      );
    }
  });

  it('count the subtotal at today’s prices', () => {
    expect(subtotalCents(subject({ lines: [{ itemId: 'pizza', quantity: 3, optionIds: [], note: null }] }))).toBe(
      4_500,
    );
  });
});

describe('the quote rules on the price', () => {
  it('refuse an order above the maximum before discounts, in the restaurant’s currency', () => {
    const price = { restaurant, maxOrderCents: 50_000 };
    expect(() => enforce(PRICE_RULES, { ...price, totalBeforeDiscountsCents: 50_000 })).not.toThrow();
    expect(() => enforce(PRICE_RULES, { ...price, totalBeforeDiscountsCents: 50_001 })).toThrow(
      /This order comes to CA\$500\.01\. An order can be at most CA\$500\.00 before discounts\./,
    );
  });
});
