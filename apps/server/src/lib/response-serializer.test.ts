import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { nearbyPageSchema } from '@playeats/contracts/restaurants';
import { responseSerializerCompiler } from './response-serializer.ts';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const written = (schema: unknown, crossCheck = true) =>
  responseSerializerCompiler({ crossCheck })(route(schema) as never) as (data: unknown) => string;
const byZod = (schema: unknown) =>
  (zodSerializerCompiler as unknown as (r: unknown) => (data: unknown) => string)(route(schema));

const summary = z.object({
  id: z.uuid(),
  name: z.string(),
  tags: z.array(z.string()),
  rating: z.nullable(z.number()),
  count: z.int(),
  open: z.boolean(),
  kind: z.enum(['A', 'B']),
  version: z.literal(2),
  note: z.optional(z.string()),
  code: z.string().check(z.maxLength(4)),
  nested: z.object({ lat: z.number(), lng: z.number() }),
  nothing: z.null(),
});

const value = {
  id: '690da0ff-3a09-48e8-93f2-970bb78df3a3',
  name: 'Casse-Croûte "Chez" Lulu\n\u2028',
  tags: ['poutine', 'burgers'],
  rating: 4.1,
  count: -0,
  open: false,
  kind: 'B',
  version: 2,
  code: 'H2X',
  nested: { lat: 45.49972655654839, lng: -1e-7 },
  nothing: null,
};

describe('responseSerializerCompiler', () => {
  it('writes the same bytes as the zod serializer, in the schema order, for every kind it writes itself', () => {
    const reordered = Object.fromEntries(Object.entries(value).reverse());
    expect(written(summary)(reordered)).toBe(byZod(summary)(reordered));
    expect(written(summary)({ ...value, note: 'x', rating: null })).toBe(
      byZod(summary)({ ...value, note: 'x', rating: null }),
    );
  });

  it('writes every string as JSON.stringify does: each UTF-16 code unit, alone and among others, and paired surrogates', () => {
    // Without zod's cross-check, which would throw at the first string written otherwise.
    const write = written(z.array(z.string()), false);
    const strings = ['', 'plain', 'Montréal', '\u{1F354} burger', '\ud83d', 'a\udc00'];
    for (let unit = 0; unit <= 0xffff; unit++)
      strings.push(String.fromCharCode(unit), `a${String.fromCharCode(unit)}b`);
    // Only the strings written otherwise, if any: a failure names them, not 130,000 others.
    expect(strings.filter((s) => write([s]) !== JSON.stringify([s]))).toEqual([]);
    expect(write(strings)).toBe(JSON.stringify(strings));
  });

  it('writes only the schema keys: a stray field never leaks', () => {
    const text = written(summary)({ ...value, passwordHash: 'secret' });
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).not.toHaveProperty('passwordHash');
  });

  it('omits an optional key that is absent or undefined, as JSON.stringify does', () => {
    expect(JSON.parse(written(summary)({ ...value, note: undefined }))).not.toHaveProperty('note');
  });

  it.each([
    ['a missing required key', { ...value, name: undefined }],
    ['a string where a number belongs', { ...value, rating: '4.1' }],
    ['NaN', { ...value, rating: Number.NaN }],
    ['Infinity', { ...value, nested: { lat: Number.POSITIVE_INFINITY, lng: 0 } }],
    ['a fraction where an integer belongs', { ...value, count: 1.5 }],
    ['an integer beyond the safe range', { ...value, count: 2 ** 53 }],
    ['a value outside the enum', { ...value, kind: 'C' }],
    ['another literal', { ...value, version: 3 }],
    ['a string longer than its check (zod decides)', { ...value, code: 'H2X 2L8' }],
    ['a malformed uuid (zod decides)', { ...value, id: 'not-a-uuid' }],
    ['an object where an array belongs', { ...value, tags: { 0: 'poutine' } }],
    ['an array where an object belongs', { ...value, nested: [1, 2] }],
    ['a Date where a string belongs', { ...value, name: new Date(0) }],
  ])('refuses %s with the zod serializer own error', (_what, bad) => {
    const zodError = (() => {
      try {
        byZod(summary)(bad);
      } catch (err) {
        return err as Error;
      }
      return undefined;
    })();
    expect(isResponseSerializationError(zodError)).toBe(true);
    expect(() => written(summary, false)(bad)).toThrow(zodError!.message);
  });

  it('hands what it does not write itself to zod, with zod result (a refinement, a union, a default, an overwrite)', () => {
    const schema = z.object({
      even: z.int().check(z.refine((n) => n % 2 === 0)),
      either: z.union([z.string(), z.int()]),
      withDefault: z._default(z.string(), 'fallback'),
      trimmed: z.string().check(z.trim()),
    });
    const data = { even: 4, either: 3, withDefault: 'given', trimmed: '  padded  ' };
    expect(written(schema)(data)).toBe(byZod(schema)(data));
  });

  it('writes a whole nearby page as the zod serializer does', () => {
    const item = {
      id: '690da0ff-3a09-48e8-93f2-970bb78df3a3',
      name: 'Anchor Oyster Bar',
      cuisines: ['seafood', 'american'],
      imageUrl: null,
      imageSrcSet: null,
      rating: 3.9,
      address: { street: '1206 Rue Masson', city: 'Montréal', region: 'QC', postalCode: 'H3A 8C7', country: 'CANADA' },
      position: { lat: 45.49972655654839, lng: -73.56016929339712 },
      currency: 'CAD',
      timeZone: 'America/Toronto',
      deliveryRadiusKm: 8,
      minimumOrderCents: 1000,
      deliveryFeeCents: 199,
      preparationMinutes: 25,
      isPartner: true,
      orderingEnabled: true,
      openNow: true,
      opensAt: null,
      closesAt: '2026-12-06T08:00:00.000Z',
      distance: 0.02,
    };
    const page = {
      items: [item, { ...item, rating: null }],
      page: 1,
      pageSize: 20,
      hasMore: true,
      radius: 25,
      unit: 'miles',
    };
    expect(written(nearbyPageSchema)(page)).toBe(byZod(nearbyPageSchema)(page));
  });

  describe('leaves to zod what zod decides (review findings)', () => {
    enum Numbered {
      A = 0,
      B = 1,
    }
    const notSecret = z.refine((v: unknown) => v !== 'secret');
    it.each([
      ['a refinement on an optional field', z.object({ a: z.optional(z.string()).check(notSecret) }), { a: 'secret' }],
      ['a refinement on a nullable field', z.object({ a: z.nullable(z.string()).check(notSecret) }), { a: 'secret' }],
      ['a refinement on an enum', z.object({ a: z.enum(['A', 'B']).check(z.refine((v) => v !== 'B')) }), { a: 'B' }],
      ['a refinement on an array element', z.array(z.nullable(z.int()).check(z.refine((v) => v !== 3))), [1, 3]],
      ['an exact optional key present as undefined', z.object({ a: z.exactOptional(z.string()) }), { a: undefined }],
      ['the reverse name of a numeric TypeScript enum', z.object({ a: z.enum(Numbered) }), { a: 'A' }],
    ])('refuses %s as zod does', (_what, schema, bad) => {
      expect(() => byZod(schema)(bad)).toThrow();
      expect(() => written(schema, false)(bad)).toThrow();
    });

    it.each([
      [
        'an overwrite on a nullable field',
        z.object({ a: z.nullable(z.string()).check(z.overwrite((v) => (v === null ? v : v.toUpperCase()))) }),
        { a: 'x' },
      ],
      ['a numeric TypeScript enum value', z.object({ a: z.enum(Numbered) }), { a: Numbered.B }],
      ['a key named __proto__ in the shape', z.object({ ['__proto__']: z.string(), x: z.string() }), { x: 'a' }],
      [
        'a toJSON inside a part zod writes',
        z.object({ a: z.unknown() }),
        { a: { toJSON: (key: string) => `key=${key}` } },
      ],
      [
        'toJSON in an array zod writes',
        z.object({ list: z.array(z.unknown()) }),
        { list: [{ toJSON: (key: string) => `at ${key}` }] },
      ],
    ])('writes %s as zod does', (_what, schema, data) => {
      expect(written(schema)(data)).toBe(byZod(schema)(data));
    });
  });
});
