import {
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
  type AdminUserDto,
  type AdminUserPage,
  type RoleChange,
} from '@playeats/contracts/admin';
import { adjustmentResultSchema, type Currency } from '@playeats/contracts/rewards';
import { request } from '../../../lib/http-client.ts';

export const ADMIN_USERS_PATH = '/api/admin/users';
const userPath = (id: string) => `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/admin/users: admin.userList (spec section 3), a page at a time. */
export function searchUsers(q: string, cursor: string | undefined, signal?: AbortSignal): Promise<AdminUserPage> {
  return request(ADMIN_USERS_PATH, {
    params: { q: q || undefined, cursor, limit: 25 },
    schema: adminUserPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/admin/users/{id}: the account, its balances, ledger (50 a page), game sessions and orders. */
export function getUserDetail(id: string, ledgerPage: number, signal?: AbortSignal) {
  return request(userPath(id), {
    params: { ledgerPage },
    schema: adminUserDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export function changeRole(id: string, body: RoleChange): Promise<AdminUserDto> {
  return request(`${userPath(id)}/roles`, { method: 'POST', body, schema: adminUserSchema });
}

export type AccountAction = 'lock' | 'unlock' | 'sign-out';

/** POST /api/admin/users/{id}/lock, /unlock or /sign-out, with the reason for the audit log. */
export function accountAction(id: string, action: AccountAction, reason: string): Promise<AdminUserDto> {
  return request(`${userPath(id)}/${action}`, { method: 'POST', body: { reason }, schema: adminUserSchema });
}

/** POST /api/admin/users/{id}/adjustments: the key makes a retried click one adjustment. */
export function adjustBalance(
  id: string,
  body: { currency: Currency; amount: number; note: string },
  idempotencyKey: string,
) {
  return request(`${userPath(id)}/adjustments`, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: adjustmentResultSchema,
  });
}
