import type { StatsQuery } from '@playeats/contracts/admin';

/** The admin area's query keys: everything under ['admin'], so signing out drops it at once. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string, cursor: string | undefined) => ['admin', 'users', q, cursor ?? ''] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  userPage: (id: string, ledgerPage: number) => ['admin', 'user', id, ledgerPage] as const,
  settings: ['admin', 'settings'] as const,
  audit: (filter: Record<string, string>, cursor: string | undefined) =>
    ['admin', 'audit', filter, cursor ?? ''] as const,
  stats: (query: StatsQuery) => ['admin', 'stats', query.from, query.to] as const,
};
