import {
  adminRestaurantListSchema,
  adminRestaurantSchema,
  importResultSchema,
  type AdminRestaurantDto,
  type AdminRestaurantListDto,
  type ImportResultDto,
  type MenuInput,
  type RestaurantProfileInput,
} from '@playeats/contracts/admin-restaurants';
import * as z from 'zod/mini';
import { request } from '../../../lib/http-client.ts';

export const ADMIN_RESTAURANTS_PATH = '/api/admin/restaurants';
const restaurantPath = (id: string) => `${ADMIN_RESTAURANTS_PATH}/${encodeURIComponent(id)}`;

/** The section's query keys, under ['admin'] so signing out drops them with the rest. */
export const restaurantKeys = {
  all: ['admin', 'restaurants'] as const,
  list: (filter: RestaurantFilter, cursor: string | undefined) =>
    ['admin', 'restaurants', 'list', filter, cursor ?? ''] as const,
  one: (id: string) => ['admin', 'restaurants', 'one', id] as const,
  webhookKey: (id: string) => ['admin', 'restaurants', 'webhook-key', id] as const,
};

export interface RestaurantFilter {
  q: string;
  /** '' (all), 'true' or 'false'. */
  partner: string;
  active: string;
}

/** GET /api/admin/restaurants: by name, a page at a time. */
export function listRestaurants(
  filter: RestaurantFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminRestaurantListDto> {
  return request(ADMIN_RESTAURANTS_PATH, {
    params: {
      q: filter.q || undefined,
      partner: filter.partner || undefined,
      active: filter.active || undefined,
      after: cursor,
      limit: 25,
    },
    schema: adminRestaurantListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/admin/restaurants/{id}: active or not, with the whole menu. */
export function getAdminRestaurant(id: string, signal?: AbortSignal): Promise<AdminRestaurantDto> {
  return request(restaurantPath(id), { schema: adminRestaurantSchema, ...(signal ? { signal } : {}) });
}

export function createRestaurant(body: RestaurantProfileInput): Promise<AdminRestaurantDto> {
  return request(ADMIN_RESTAURANTS_PATH, { method: 'POST', body, schema: adminRestaurantSchema });
}

export function updateRestaurant(id: string, body: RestaurantProfileInput): Promise<AdminRestaurantDto> {
  return request(restaurantPath(id), { method: 'PUT', body, schema: adminRestaurantSchema });
}

/** PUT …/menu: the whole menu (rows named by id kept or added, the others removed). */
export function saveMenu(id: string, menu: MenuInput): Promise<AdminRestaurantDto> {
  return request(`${restaurantPath(id)}/menu`, { method: 'PUT', body: menu, schema: adminRestaurantSchema });
}

export function setRestaurantActive(id: string, isActive: boolean, reason: string): Promise<AdminRestaurantDto> {
  return request(`${restaurantPath(id)}/status`, {
    method: 'PATCH',
    body: { isActive, reason },
    schema: adminRestaurantSchema,
  });
}

/** PUT …/image: the picked file is the body. */
export function uploadRestaurantImage(id: string, file: Blob): Promise<AdminRestaurantDto> {
  return request(`${restaurantPath(id)}/image`, { method: 'PUT', body: file, schema: adminRestaurantSchema });
}

export function removeRestaurantImage(id: string): Promise<AdminRestaurantDto> {
  return request(`${restaurantPath(id)}/image`, { method: 'DELETE', schema: adminRestaurantSchema });
}

/**
 * POST …/import: the file is the body (its type says CSV or JSON). A refused file answers
 * 422 ImportRejectedException with the rows (importRejection reads them).
 */
export function importRestaurants(file: Blob, dryRun: boolean): Promise<ImportResultDto> {
  return request(`${ADMIN_RESTAURANTS_PATH}/import`, {
    method: 'POST',
    body: file,
    params: { dryRun },
    schema: importResultSchema,
  });
}

const webhookKeySchema = z.object({ sender: z.string(), key: z.string() });

/** GET …/webhook-key: the sender id and signing key the restaurant's order webhooks use. */
export function getWebhookKey(id: string, signal?: AbortSignal) {
  return request(`${restaurantPath(id)}/webhook-key`, { schema: webhookKeySchema, ...(signal ? { signal } : {}) });
}
