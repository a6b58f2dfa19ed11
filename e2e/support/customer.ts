import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { openApp, text } from './app.ts';
import type { BrowserSession, PageOptions } from './browser.ts';
import { createActiveAccount, type ApiSession } from './outbox.ts';

/** Montréal, inside the demo place's delivery range. */
export const MONTREAL_ADDRESS = {
  line1: '1000 Rue De La Gauchetière O',
  city: 'Montréal',
  region: 'QC',
  postalCode: 'H3B 4W5',
  country: 'CANADA',
} as const;

interface MenuItem {
  id: string;
  name: string;
  optionGroups: { minSelections: number }[];
}

/**
 * A customer set up through the API, for specs whose subject is one screen: the steps
 * before it (address, card, cart, earlier orders) are not what they test.
 */
export class Customer {
  constructor(
    readonly serverUrl: string,
    readonly email: string,
    readonly password: string,
    readonly session: ApiSession,
  ) {}

  static async create(serverUrl: string, email: string, password = 'amber falcon route 42'): Promise<Customer> {
    return new Customer(serverUrl, email, password, await createActiveAccount(serverUrl, email, password));
  }

  async call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.serverUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.session.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const raw = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${raw}`);
    return (raw ? JSON.parse(raw) : undefined) as T;
  }

  async addAddress(overrides: Record<string, unknown> = {}): Promise<string> {
    const address = await this.call<{ id: string }>('POST', '/api/users/me/addresses', {
      ...MONTREAL_ADDRESS,
      ...overrides,
    });
    return address.id;
  }

  /** Tokenizes a Stripe test card with the local provider, as the card form does, and saves it. */
  async addCard(number = '4242424242424242', makeDefault = false): Promise<string> {
    const res = await fetch(`${this.serverUrl}/api/local-payments/payment-methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expMonth: 12, expYear: 2034, cvc: '123' }),
    });
    const method = (await res.json()) as { id: string };
    const card = await this.call<{ id: string }>('POST', '/api/users/me/payment-cards', {
      paymentMethodId: method.id,
      makeDefault,
    });
    return card.id;
  }

  /** Dishes of the restaurant's menu that need no option, by name. */
  async simpleDishes(restaurantId: string): Promise<Map<string, string>> {
    const detail = await this.call<{ menu: { categories: { items: MenuItem[] }[] } }>(
      'GET',
      `/api/restaurants/${restaurantId}`,
    );
    const items = detail.menu.categories.flatMap((category) => category.items);
    return new Map(
      items.filter((item) => item.optionGroups.every((g) => g.minSelections === 0)).map((item) => [item.name, item.id]),
    );
  }

  async fillCart(restaurantId: string, dishes: Record<string, number>): Promise<void> {
    const menu = await this.simpleDishes(restaurantId);
    const lines = Object.entries(dishes).map(([name, quantity]) => {
      const itemId = menu.get(name);
      if (!itemId) throw new Error(`no dish ${name} without options at ${restaurantId}`);
      return { itemId, quantity };
    });
    // 204 (no cart) reads as undefined.
    const current = await this.call<{ version: number } | undefined>('GET', '/api/users/me/cart');
    await this.call('PUT', '/api/users/me/cart', {
      restaurantId,
      lines,
      ...(current?.version ? { version: current.version } : {}),
    });
  }

  /** Places the cart's order with the default card, as checkout does. */
  async placeOrder(addressId: string): Promise<{ id: string; number: number }> {
    return this.call<{ id: string; number: number }>(
      'POST',
      '/api/users/me/orders',
      { addressId },
      { 'idempotency-key': randomUUID() },
    );
  }

  /** A browser page signed in as this customer through the login form. */
  async signIn(browser: BrowserSession, options: PageOptions = {}): Promise<Page> {
    const page = await browser.newPage(options);
    await this.signInOn(page, this.serverUrl);
    return page;
  }

  /** Signs in through the login form of the app served at `origin` (the web's or the apps' build), in `page`. */
  async signInOn(page: Page, origin: string): Promise<void> {
    await openApp(page, `${origin}/login`);
    await page.getByLabel(text('en', 'auth', 'fields.email')).fill(this.email);
    await page.getByLabel(text('en', 'auth', 'fields.password'), { exact: true }).fill(this.password);
    await page.getByRole('button', { name: text('en', 'auth', 'login.submit'), exact: true }).click();
    await page.waitForURL(`${origin}/dashboard`);
  }
}

export async function demoPlaceId(serverUrl: string): Promise<string> {
  const res = await fetch(`${serverUrl}/api/demo`);
  return ((await res.json()) as { placeId: string }).placeId;
}
