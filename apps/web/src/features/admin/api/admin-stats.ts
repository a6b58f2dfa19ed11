import { statsSchema, type StatsDto, type StatsQuery } from '@playeats/contracts/admin';
import { request } from '../../../lib/http-client.ts';

/** GET /api/admin/stats: the dashboard's figures per day. */
export function getStats(query: StatsQuery, signal?: AbortSignal): Promise<StatsDto> {
  return request('/api/admin/stats', { params: { ...query }, schema: statsSchema, ...(signal ? { signal } : {}) });
}
