import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RestaurantProfileInput } from '@playeats/contracts/admin-restaurants';
import { nearbyPageSchema, type NearbyPageDto } from '@playeats/contracts/restaurants';
import type { SessionDto } from '@playeats/contracts/auth';
import type { Database } from '../src/db/client.ts';
import { bearer } from './auth-helpers.ts';
import { everyDay } from './restaurant-fixtures.ts';

/** A Toronto partner as the admin's form sends it (no position: geocoded from M5V). */
export function torontoProfile(overrides: Partial<RestaurantProfileInput> = {}): RestaurantProfileInput {
  return {
    name: 'Respawn Ramen',
    externalRef: 'tor-42',
    cuisines: ['ramen', 'japanese'],
    address: { street: '401 Queen St W', city: 'Toronto', region: 'ON', postalCode: 'M5V 2A5', country: 'CANADA' },
    openingHours: everyDay('11:00', '22:00'),
    deliveryRadiusKm: 5,
    deliveryFeeCents: 399,
    minimumOrderCents: 1500,
    preparationMinutes: 20,
    isPartner: true,
    orderingEnabled: true,
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls as `session` (JSON bodies, or a raw body with its content type). */
export function adminCaller(app: FastifyInstance, session: SessionDto) {
  return (method: Method, url: string, payload?: object | string | Buffer, contentType?: string) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(session), ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
}

/** GET /api/restaurants/nearby around `at`, 25 km, by name. */
export async function nearbyNames(
  app: FastifyInstance,
  at: { lat: number; lng: number },
  q = '',
): Promise<NearbyPageDto> {
  const query = new URLSearchParams({ lat: String(at.lat), lng: String(at.lng), radius: '25', unit: 'km', q });
  const res = await app.inject({ method: 'GET', url: `/api/restaurants/nearby?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return nearbyPageSchema.parse(res.json());
}

/** The audit log's entries about one target, newest first. */
export async function auditOf(db: Database, targetId: string) {
  const { rows } = await db.execute<{
    action: string;
    targetType: string;
    actorEmail: string;
    before: unknown;
    after: unknown;
    reason: string | null;
  }>(
    sql`select action, target_type as "targetType", actor_email as "actorEmail", before, after, reason
        from audit_log where target_id = ${targetId} order by id desc`,
  );
  return rows;
}
