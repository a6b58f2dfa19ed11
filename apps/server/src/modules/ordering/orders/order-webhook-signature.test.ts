import { describe, expect, it } from 'vitest';
import {
  deliverySender,
  deriveWebhookKey,
  parseWebhookSender,
  restaurantSender,
  signWebhook,
  verifySenderWebhook,
  verifyWebhook,
} from './order-webhook-signature.ts';

const MASTER = 'm'.repeat(40);
const RESTAURANT = '8f1c2a4e-5b6d-4e7f-9a0b-1c2d3e4f5a6b';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const now = new Date('2026-11-21T17:00:00Z');
const body = JSON.stringify({ eventId: 'e1', orderId: RESTAURANT, status: 'accepted', source: 'restaurant' });

const signed = (sender: string, key: string, at = now, raw = body) => ({
  rawBody: raw,
  sender,
  signature: signWebhook(key, raw, at),
});

describe('sender keys', () => {
  it('are hex HMAC-SHA256(master, "playeats-order-webhook:{sender id}") (known answers, from openssl)', () => {
    // printf 'playeats-order-webhook:delivery' | openssl dgst -sha256 -hmac mmmm…(40)
    expect(deriveWebhookKey(MASTER, 'delivery')).toBe(
      'cade98d5b3d455b46d30841df910b82141a73a2ca008e57b776537cce8092af4',
    );
    expect(deriveWebhookKey(MASTER, `restaurant:${RESTAURANT}`)).toBe(
      'cde03e7a94d0ab0532032565f72618470e4da007a74c1922b1a7bb56c66f39af',
    );
  });

  it('differ per sender and per master secret', () => {
    const keys = new Set([
      deriveWebhookKey(MASTER, 'delivery'),
      deriveWebhookKey(MASTER, `restaurant:${RESTAURANT}`),
      deriveWebhookKey(MASTER, `restaurant:${OTHER}`),
      deriveWebhookKey('n'.repeat(40), 'delivery'),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('parseWebhookSender', () => {
  it('reads restaurant:{id} and delivery', () => {
    expect(parseWebhookSender(`restaurant:${RESTAURANT}`)).toEqual({
      id: `restaurant:${RESTAURANT}`,
      kind: 'restaurant',
      restaurantId: RESTAURANT,
    });
    expect(parseWebhookSender('delivery')).toEqual(deliverySender);
    expect(restaurantSender(RESTAURANT.toUpperCase()).id).toBe(`restaurant:${RESTAURANT}`);
  });

  it('refuses anything else, including a non-canonical id and partners not yet known', () => {
    for (const header of [
      undefined,
      '',
      'restaurant',
      'restaurant:',
      'restaurant:nope',
      `restaurant:${RESTAURANT.toUpperCase()}`,
      ` restaurant:${RESTAURANT}`,
      `restaurant:${RESTAURANT}/x`,
      'Delivery',
      'delivery:acme',
      'user',
    ]) {
      expect(parseWebhookSender(header), String(header)).toBeUndefined();
    }
  });
});

describe('verifySenderWebhook', () => {
  const restaurantKey = deriveWebhookKey(MASTER, `restaurant:${RESTAURANT}`);

  it("accepts a body signed with the named sender's key", () => {
    expect(verifySenderWebhook(MASTER, signed(`restaurant:${RESTAURANT}`, restaurantKey), now)).toEqual({
      ok: true,
      sender: restaurantSender(RESTAURANT),
    });
    const deliveryKey = deriveWebhookKey(MASTER, 'delivery');
    expect(verifySenderWebhook(MASTER, signed('delivery', deliveryKey), now)).toEqual({
      ok: true,
      sender: deliverySender,
    });
  });

  it("refuses another sender's key, the master secret itself, and a sender header that is not the key's", () => {
    const otherKey = deriveWebhookKey(MASTER, `restaurant:${OTHER}`);
    for (const request of [
      signed(`restaurant:${RESTAURANT}`, otherKey),
      signed(`restaurant:${RESTAURANT}`, MASTER),
      signed(`restaurant:${OTHER}`, restaurantKey),
      signed('delivery', restaurantKey),
    ]) {
      const check = verifySenderWebhook(MASTER, request, now);
      expect(check).toEqual({ ok: false, reason: expect.stringMatching(/does not match/) });
    }
  });

  it('explains a missing or ill-formed sender header', () => {
    expect(verifySenderWebhook(MASTER, { ...signed('x', restaurantKey), sender: undefined }, now)).toEqual({
      ok: false,
      reason: 'The PlayEats-Sender header is missing.',
    });
    expect(verifySenderWebhook(MASTER, signed('restaurant:42', restaurantKey), now)).toEqual({
      ok: false,
      reason: expect.stringMatching(/must be restaurant:\{restaurant id\}.* or delivery/),
    });
  });

  it('keeps the 5-minute window and accepts several v1 values (old and new key)', () => {
    const sender = `restaurant:${RESTAURANT}`;
    expect(verifySenderWebhook(MASTER, signed(sender, restaurantKey, new Date(now.getTime() - 299_000)), now).ok).toBe(
      true,
    );
    expect(verifySenderWebhook(MASTER, signed(sender, restaurantKey, new Date(now.getTime() - 301_000)), now)).toEqual({
      ok: false,
      reason: expect.stringMatching(/more than 300 seconds old/),
    });
    const t = Math.floor(now.getTime() / 1000);
    const v1 = (key: string) => signWebhook(key, body, now).split('v1=')[1]!;
    const both = `t=${t},v1=${v1('0'.repeat(64))},v1=${v1(restaurantKey)}`;
    expect(verifySenderWebhook(MASTER, { rawBody: body, sender, signature: both }, now).ok).toBe(true);
    expect(verifySenderWebhook(MASTER, { rawBody: `${body} `, sender, signature: both }, now).ok).toBe(false);
  });
});

describe('verifyWebhook', () => {
  it('explains a missing or malformed signature header', () => {
    expect(verifyWebhook('k', body, undefined, now)).toEqual({
      ok: false,
      reason: 'The PlayEats-Signature header is missing.',
    });
    expect(verifyWebhook('k', body, 'v1=abc', now)).toEqual({
      ok: false,
      reason: expect.stringMatching(/must be t=\{seconds\},v1=\{signature\}/),
    });
    expect(verifyWebhook('k', body, `t=${Math.floor(now.getTime() / 1000)},v1=zz`, now).ok).toBe(false);
  });
});
