import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreatorApplicationPageSchema,
  adminCreatorApplicationSchema,
  adminSocialPostPageSchema,
  adminSocialPostSchema,
  approveReviewSchema,
  creatorReviewQuerySchema,
  rejectReviewSchema,
  reviewIdParamsSchema,
} from '@playeats/contracts/admin-creators';
import { optionalBody } from '@playeats/contracts/common';
import type { SocialPostsService } from './social-posts/social-posts.service.ts';
import type { StreamersService } from './streamers/streamers.service.ts';

const tags = ['admin', 'creators'];
const security = [{ bearer: [] }];
const params = reviewIdParamsSchema;

/** The review of creator applications and social posts: ADMIN only (as the account is now), every decision audited. */
export const adminCreatorsRoutes: FastifyPluginAsyncZod<{
  streamers: StreamersService;
  socialPosts: SocialPostsService;
}> = async (app, { streamers, socialPosts }) => {
  app.addHook('onRequest', app.requireAdmin);
  const idempotent = { config: { idempotency: true } };

  app.get(
    '/api/admin/creator-applications',
    {
      schema: {
        tags,
        security,
        summary: 'Streamer applications, newest first, by status',
        querystring: creatorReviewQuerySchema,
        response: { 200: adminCreatorApplicationPageSchema },
      },
    },
    async (request) => streamers.list(request.query),
  );
  app.post(
    '/api/admin/creator-applications/:id/approve',
    {
      ...idempotent,
      schema: {
        tags,
        security,
        summary: 'Approve: the applicant becomes a creator with a code (409 AlreadyReviewedException)',
        params,
        body: optionalBody(approveReviewSchema),
        response: { 200: adminCreatorApplicationSchema },
      },
    },
    async (request) => streamers.approve(request.admin!, request.params.id, request.body?.note),
  );
  app.post(
    '/api/admin/creator-applications/:id/reject',
    {
      ...idempotent,
      schema: {
        tags,
        security,
        summary: 'Reject with the reason the applicant reads (409 AlreadyReviewedException)',
        params,
        body: rejectReviewSchema,
        response: { 200: adminCreatorApplicationSchema },
      },
    },
    async (request) => streamers.reject(request.admin!, request.params.id, request.body.reason),
  );

  app.get(
    '/api/admin/social-posts',
    {
      schema: {
        tags,
        security,
        summary: 'Social media posts, newest first, by status',
        querystring: creatorReviewQuerySchema,
        response: { 200: adminSocialPostPageSchema },
      },
    },
    async (request) => socialPosts.list(request.query),
  );
  app.post(
    '/api/admin/social-posts/:id/approve',
    {
      ...idempotent,
      schema: {
        tags,
        security,
        summary: "Approve: credits the post's bucks once, within the member's weekly limit",
        params,
        body: optionalBody(approveReviewSchema),
        response: { 200: adminSocialPostSchema },
      },
    },
    async (request) => socialPosts.approve(request.admin!, request.params.id, request.body?.note),
  );
  app.post(
    '/api/admin/social-posts/:id/reject',
    {
      ...idempotent,
      schema: {
        tags,
        security,
        summary: 'Reject with the reason the member reads',
        params,
        body: rejectReviewSchema,
        response: { 200: adminSocialPostSchema },
      },
    },
    async (request) => socialPosts.reject(request.admin!, request.params.id, request.body.reason),
  );
};
