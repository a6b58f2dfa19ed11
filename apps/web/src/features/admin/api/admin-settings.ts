import { adminSettingsSchema, type AdminSettings, type UpdateSettings } from '@playeats/contracts/settings';
import { request } from '../../../lib/http-client.ts';

export const ADMIN_SETTINGS_PATH = '/api/admin/settings';

export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return request(ADMIN_SETTINGS_PATH, { schema: adminSettingsSchema, ...(signal ? { signal } : {}) });
}

/** PATCH /api/admin/settings: every server copy and every open app hears it within seconds. */
export function updateSettings(body: UpdateSettings): Promise<AdminSettings> {
  return request(ADMIN_SETTINGS_PATH, { method: 'PATCH', body, schema: adminSettingsSchema });
}
