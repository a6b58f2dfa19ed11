import {
  adminCreatorApplicationPageSchema,
  adminCreatorApplicationSchema,
  adminSocialPostPageSchema,
  adminSocialPostSchema,
  type AdminCreatorApplicationDto,
  type AdminCreatorApplicationPage,
  type AdminSocialPostDto,
  type AdminSocialPostPage,
} from '@playeats/contracts/admin-creators';
import { request } from '../../../lib/http-client.ts';

/** What an admin reviews: streamer applications or social media posts. */
export type ReviewKind = 'creator-applications' | 'social-posts';

export const adminCreatorKeys = {
  all: ['admin', 'creators'] as const,
  list: (kind: ReviewKind, status: string, cursor: string | undefined) =>
    ['admin', 'creators', kind, status, cursor ?? ''] as const,
};

const listParams = (status: string, cursor: string | undefined) => ({ status: status || undefined, cursor, limit: 25 });

/** GET /api/admin/creator-applications: newest first, by status ('' for all). */
export function listCreatorApplications(
  status: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminCreatorApplicationPage> {
  return request('/api/admin/creator-applications', {
    params: listParams(status, cursor),
    schema: adminCreatorApplicationPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/admin/social-posts: newest first, by status ('' for all). */
export function listSocialPosts(
  status: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminSocialPostPage> {
  return request('/api/admin/social-posts', {
    params: listParams(status, cursor),
    schema: adminSocialPostPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** A decision: approve (an optional note for the audit log) or reject (the reason the member reads). */
export type Decision = { approve: true; note?: string } | { approve: false; reason: string };

const decide = (kind: ReviewKind, id: string, decision: Decision, idempotencyKey: string) => ({
  path: `/api/admin/${kind}/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'reject'}`,
  options: {
    method: 'POST' as const,
    body: decision.approve ? (decision.note ? { note: decision.note } : {}) : { reason: decision.reason },
    headers: { 'idempotency-key': idempotencyKey },
  },
});

/** POST /api/admin/creator-applications/{id}/approve|reject */
export function decideCreatorApplication(
  id: string,
  decision: Decision,
  idempotencyKey: string,
): Promise<AdminCreatorApplicationDto> {
  const { path, options } = decide('creator-applications', id, decision, idempotencyKey);
  return request(path, { ...options, schema: adminCreatorApplicationSchema });
}

/** POST /api/admin/social-posts/{id}/approve|reject */
export function decideSocialPost(id: string, decision: Decision, idempotencyKey: string): Promise<AdminSocialPostDto> {
  const { path, options } = decide('social-posts', id, decision, idempotencyKey);
  return request(path, { ...options, schema: adminSocialPostSchema });
}
