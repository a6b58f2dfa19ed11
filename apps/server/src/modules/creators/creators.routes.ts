import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creatorApplicationRequestSchema,
  creatorApplicationSchema,
  creatorProgramsSchema,
  discordAuthorizeRequestSchema,
  discordAuthorizeSchema,
  discordCallbackRequestSchema,
  discordCallbackResultSchema,
  discordLinkSchema,
  myCreatorSchema,
  mySocialPostsSchema,
  socialPostQuerySchema,
  socialPostRequestSchema,
  socialPostSchema,
} from '@playeats/contracts/creators';
import type { DiscordService } from './discord/discord.service.ts';
import type { SocialPostsService } from './social-posts/social-posts.service.ts';
import type { StreamersService } from './streamers/streamers.service.ts';

const tags = ['creators'];
const security = [{ bearer: [] }];

export interface CreatorsRoutesOptions {
  streamers: StreamersService;
  socialPosts: SocialPostsService;
  discord: DiscordService;
}

/** The creator programs as members use them: the terms (public), applications, posts and Discord. */
export const creatorsRoutes: FastifyPluginAsyncZod<CreatorsRoutesOptions> = async (
  app,
  { streamers, socialPosts, discord },
) => {
  const auth = { onRequest: app.requireAuth };

  app.get(
    '/api/creator-programs',
    {
      schema: {
        tags,
        summary: 'What the streamer and social media programs give and ask, as configured now',
        response: { 200: creatorProgramsSchema },
      },
    },
    async () => streamers.programs(),
  );

  app.get(
    '/api/users/me/creator',
    { ...auth, schema: { tags, security, response: { 200: myCreatorSchema } } },
    async (request) => streamers.mine(request.auth!.userId),
  );
  app.post(
    '/api/users/me/creator/applications',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Apply to the streamer program (US or Canada, 18+, a channel with an audience)',
        description:
          '422 CreatorNotEligibleException names each field at fault; 409 CreatorApplicationOpenException while one waits; 409 AlreadyCreatorException.',
        body: creatorApplicationRequestSchema,
        response: { 201: creatorApplicationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await streamers.apply(request.auth!.userId, request.body)),
  );

  app.get(
    '/api/users/me/social-posts',
    {
      ...auth,
      schema: { tags, security, querystring: socialPostQuerySchema, response: { 200: mySocialPostsSchema } },
    },
    async (request) => socialPosts.mine(request.auth!.userId, request.query.cursor),
  );
  app.post(
    '/api/users/me/social-posts',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Submit a link to a post about PlayEats (409 SocialPostDuplicateException when it was submitted)',
        body: socialPostRequestSchema,
        response: { 201: socialPostSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await socialPosts.submit(request.auth!.userId, request.body.url)),
  );

  app.get(
    '/api/users/me/discord',
    { ...auth, schema: { tags, security, response: { 200: discordLinkSchema } } },
    async (request) => discord.status(request.auth!.userId),
  );
  app.post(
    '/api/users/me/discord/authorize',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "Start linking Discord: Discord's consent page (OAuth2 code with PKCE and a one-time state)",
        body: discordAuthorizeRequestSchema,
        response: { 200: discordAuthorizeSchema },
      },
    },
    async (request) => discord.authorize(request.auth!.userId, request.body.returnTo),
  );
  app.post(
    '/api/users/me/discord/callback',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Finish linking Discord with what Discord put on /DiscordCallback',
        description:
          '400 DiscordLinkExpiredException (state used, expired or not yours), 400 DiscordLinkRefusedException, 409 DiscordAccountTakenException, 502 DiscordUnavailableException; each names returnTo to its owner.',
        body: discordCallbackRequestSchema,
        response: { 200: discordCallbackResultSchema },
      },
    },
    async (request) => discord.callback(request.auth!.userId, request.body),
  );
  app.delete('/api/users/me/discord', { ...auth, schema: { tags, security } }, async (request, reply) => {
    await discord.unlink(request.auth!.userId);
    return reply.code(204).send();
  });
};
