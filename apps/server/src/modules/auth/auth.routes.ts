import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  acceptedSchema,
  activateRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  oidcCodeSignInRequestSchema,
  oidcNativeStartRequestSchema,
  oidcNativeStartSchema,
  oidcNonceSchema,
  oidcProviderSchema,
  oidcSignInRequestSchema,
  passwordRecoveryRequestSchema,
  qrClaimRequestSchema,
  qrCreateRequestSchema,
  qrCreatedSchema,
  qrRequestInfoSchema,
  qrStatusSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  sessionSchema,
  signupRequestSchema,
  smsRequestSchema,
  smsVerifySchema,
  tokenPairSchema,
  tokenRequestSchema,
} from '@playeats/contracts/auth';
import { opaqueTokenSchema } from '@playeats/contracts/common';
import type { CredentialsService } from './credentials.service.ts';
import type { OidcLoginService } from './oidc-login.service.ts';
import type { QrLoginService } from './qr-login.service.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SmsLoginService } from './sms-login.service.ts';

/** The sign-in services the routes call. */
export interface AuthRoutesServices {
  credentials: CredentialsService;
  smsLogin: SmsLoginService;
  qrLogin: QrLoginService;
  oidcLogin: OidcLoginService;
  sessions: SessionsService;
}

const accepted = { status: 'accepted' as const };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthRoutesServices }> = async (app, { auth }) => {
  const { credentials, smsLogin, qrLogin, oidcLogin, sessions } = auth;

  app.post(
    '/api/auth/signup',
    { schema: { tags, body: signupRequestSchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await credentials.signup(request.body, request.ip);
      return reply.code(202).send(accepted);
    },
  );
  app.post(
    '/api/auth/resend-activation',
    { schema: { tags, body: passwordRecoveryRequestSchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await credentials.resendActivation(request.body.email, request.ip);
      return reply.code(202).send(accepted);
    },
  );
  app.post(
    '/api/auth/activate',
    { schema: { tags, body: activateRequestSchema, response: { 200: sessionSchema } } },
    async (request) => credentials.activate(request.body.token, request.body),
  );
  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        body: tokenRequestSchema,
        // The account's id: a browser signed in to it knows its session has ended (every one has).
        response: { 200: z.object({ status: z.literal('verified'), email: z.string(), userId: z.string() }) },
      },
    },
    async (request) => ({ status: 'verified' as const, ...(await credentials.verifyEmail(request.body.token)) }),
  );
  app.post(
    '/api/auth/login',
    { schema: { tags, body: loginRequestSchema, response: { 200: sessionSchema } } },
    async (request) => credentials.login(request.body, request.ip),
  );
  app.post(
    '/api/auth/password-recovery',
    { schema: { tags, body: passwordRecoveryRequestSchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await credentials.requestPasswordReset(request.body.email, request.ip);
      return reply.code(202).send(accepted);
    },
  );
  app.post(
    '/api/auth/reset-password',
    { schema: { tags, body: resetPasswordRequestSchema } },
    async (request, reply) => {
      await credentials.resetPassword(request.body.token, request.body.password, request.ip);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/sms/request',
    { schema: { tags, body: smsRequestSchema, response: { 202: acceptedSchema } } },
    async (request, reply) => {
      await smsLogin.request(request.body.phone, request.ip);
      return reply.code(202).send(accepted);
    },
  );
  app.post(
    '/api/auth/sms/verify',
    { schema: { tags, body: smsVerifySchema, response: { 200: sessionSchema } } },
    async (request) => smsLogin.verify(request.body.phone, request.body.code, request.body),
  );

  const qrParams = z.object({ qrToken: opaqueTokenSchema });
  app.post(
    '/api/auth/qr',
    { schema: { tags, body: qrCreateRequestSchema, response: { 201: qrCreatedSchema } } },
    async (request, reply) => reply.code(201).send(await qrLogin.create(request.body, request.ip)),
  );
  app.post(
    '/api/auth/qr/:qrToken/claim',
    { schema: { tags, params: qrParams, body: qrClaimRequestSchema, response: { 200: qrStatusSchema } } },
    async (request) => qrLogin.claim(request.params.qrToken, request.body.pollSecret),
  );
  app.get(
    '/api/auth/qr/:qrToken',
    {
      schema: {
        tags,
        params: qrParams,
        security: [{ bearer: [] }],
        response: { 200: qrRequestInfoSchema },
      },
      onRequest: app.requireAuth,
    },
    async (request) => qrLogin.describe(request.params.qrToken),
  );
  app.post(
    '/api/auth/qr/:qrToken/approve',
    { schema: { tags, params: qrParams, security: [{ bearer: [] }] }, onRequest: app.requireAuth },
    async (request, reply) => {
      await qrLogin.approve(request.params.qrToken, request.auth!);
      return reply.code(204).send();
    },
  );

  app.get('/api/auth/oidc/nonce', { schema: { tags, response: { 200: oidcNonceSchema } } }, async () => {
    const { nonce, expiresAt } = await oidcLogin.issueNonce();
    return { nonce, expiresAt: expiresAt.toISOString() };
  });
  app.post(
    '/api/auth/oidc/:provider',
    {
      schema: {
        tags,
        params: z.object({ provider: oidcProviderSchema }),
        body: oidcSignInRequestSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => oidcLogin.signIn(request.params.provider, request.body, request.ip),
  );

  // The iOS and Android apps (decision 0032): the system browser's authorization request,
  // then the code it brought back, redeemed here and verified as the web's ID tokens.
  const providerParams = z.object({ provider: oidcProviderSchema });
  app.post(
    '/api/auth/oidc/:provider/native',
    {
      schema: {
        tags,
        params: providerParams,
        body: oidcNativeStartRequestSchema,
        response: { 200: oidcNativeStartSchema },
      },
    },
    async (request) => {
      const started = await oidcLogin.startNative(request.params.provider, request.body.platform, request.ip);
      return { ...started, expiresAt: started.expiresAt.toISOString() };
    },
  );
  app.post(
    '/api/auth/oidc/:provider/code',
    {
      schema: { tags, params: providerParams, body: oidcCodeSignInRequestSchema, response: { 200: sessionSchema } },
    },
    async (request) => oidcLogin.signInWithCode(request.params.provider, request.body, request.ip),
  );

  app.patch(
    '/api/auth/refresh',
    { schema: { tags, body: refreshRequestSchema, response: { 200: tokenPairSchema } } },
    async (request) => sessions.refresh(request.body.refreshToken, request.body),
  );
  app.post('/api/auth/logout', { schema: { tags, body: logoutRequestSchema } }, async (request, reply) => {
    await sessions.logout(request.body.refreshToken);
    return reply.code(204).send();
  });
};
