import * as z from 'zod/mini';
import { creatorApplicationSchema, reviewStatusSchema, socialPostSchema } from './creators.ts';

/*
 * The admin review of the creator programs (/api/admin/creator-applications,
 * /api/admin/social-posts): ADMIN only; every decision is audited.
 */

const limitSchema = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25);

export const creatorReviewQuerySchema = z.object({
  status: z.optional(reviewStatusSchema),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: limitSchema,
});
export type CreatorReviewQuery = z.infer<typeof creatorReviewQuerySchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid() });

/** Approving: a note for the audit log is welcome, not required. */
export const approveReviewSchema = z.object({
  note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
/** Rejecting: the reason the member will read. */
export const rejectReviewSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, 'a reason is required'), z.maxLength(500)),
});

const reviewer = {
  userId: z.string(),
  userEmail: z.string(),
  reviewedByEmail: z.nullable(z.string()),
};

export const adminCreatorApplicationSchema = z.extend(creatorApplicationSchema, {
  ...reviewer,
  dateOfBirth: z.string(),
  /** Age on the day of the application. */
  ageAtSubmission: z.int(),
  /** Given at approval. */
  creatorCode: z.nullable(z.string()),
});
export type AdminCreatorApplicationDto = z.infer<typeof adminCreatorApplicationSchema>;

export const adminCreatorApplicationPageSchema = z.object({
  items: z.array(adminCreatorApplicationSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminCreatorApplicationPage = z.infer<typeof adminCreatorApplicationPageSchema>;

export const adminSocialPostSchema = z.extend(socialPostSchema, reviewer);
export type AdminSocialPostDto = z.infer<typeof adminSocialPostSchema>;

export const adminSocialPostPageSchema = z.object({
  items: z.array(adminSocialPostSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminSocialPostPage = z.infer<typeof adminSocialPostPageSchema>;
