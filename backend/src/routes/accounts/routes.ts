import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePassword,
  checkSignIn,
  requestPasswordReset,
  resetPassword,
  signUp,
} from '../../commands/accounts.js';
import { ApiError } from '../../http/errors.js';
import type { TokenSet } from '../../identity/admin-client.js';
import { pickLang, translate } from '../../http/messages.js';
import { verifyResetCode } from '../../queries/accounts.js';
import {
  changePasswordBody,
  loginBody,
  loginResponse,
  refreshBody,
  resetRequestBody,
  resetRequestResponse,
  resetVerifiedBody,
  resetVerifyQuery,
  signupBody,
  signupResponse,
  successSchema,
} from './schema.js';

const tags = ['accounts'];

/** The login's answer (django-rest-authemail's `token`), for a sign-in and a refresh alike. */
const tokenAnswer = (tokens: TokenSet) => ({
  token: tokens.access_token,
  refresh_token: tokens.refresh_token,
  expires_in: tokens.expires_in,
});

/**
 * django-rest-authemail's endpoints (request and response shapes), working through the identity
 * provider's admin API. These need no token; `accountRoutes` below need one.
 */
export const publicAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, identity, mailer, webOrigin, rateLimits } = app;

  app.post(
    '/accounts/signup/',
    {
      schema: {
        tags,
        summary:
          'Register a student account (the answer is the same for a known e-mail, whose owner is told by mail)',
        body: signupBody,
        response: { 201: signupResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await rateLimits.consume('signUp', request.ip, body.email);
      const lang = pickLang(request.headers['accept-language']);
      await signUp(db, identity, mailer, body, { lang, webOrigin });
      return reply
        .status(201)
        .send({ email: body.email, first_name: body.first_name, last_name: body.last_name });
    },
  );

  app.post(
    '/accounts/login/',
    {
      schema: {
        tags,
        summary:
          'Sign in with e-mail and password (resource-owner grant; the web app uses the SSO redirect); 429 ' +
          'when this address, or this address with this e-mail, failed too often; an account is only slowed',
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const tokens = await checkSignIn(
        { db, identity, mailer, rateLimits, webOrigin },
        { ip: request.ip, email: request.body.email, password: request.body.password },
      );
      if (!tokens)
        throw new ApiError(400, 'invalid_credentials', { non_field_errors: 'invalid_credentials' });
      return tokenAnswer(tokens);
    },
  );

  app.post(
    '/refreshtoken',
    {
      schema: {
        tags,
        summary:
          'New tokens for a refresh token (the identity provider’s refresh-token grant); the answer is ' +
          'shaped as the login’s',
        description:
          '400 on refresh_token when the token is unknown, expired, revoked (logout ends it) or its account ' +
          'disabled; 429 when this address refreshes too often.',
        body: refreshBody,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      await rateLimits.consume('refreshToken', request.ip);
      const tokens = await identity.refreshGrant(request.body.refresh_token);
      if (!tokens)
        throw new ApiError(400, 'refresh_token_invalid', { refresh_token: 'refresh_token_invalid' });
      return tokenAnswer(tokens);
    },
  );

  app.post(
    '/accounts/password/reset/',
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset code (the answer is the same whether or not the account exists)',
        body: resetRequestBody,
        response: { 201: resetRequestResponse },
      },
    },
    async (request, reply) => {
      await rateLimits.consume('resetRequest', request.ip, request.body.email);
      const lang = pickLang(request.headers['accept-language']);
      await requestPasswordReset(db, mailer, { email: request.body.email, lang, webOrigin });
      return reply.status(201).send({ email: request.body.email, message: translate('check_email', lang) });
    },
  );

  app.get(
    '/accounts/password/reset/verify/',
    {
      schema: {
        tags,
        summary: 'Check a reset code',
        querystring: resetVerifyQuery,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await rateLimits.consume('resetCode', request.ip);
      await verifyResetCode(db, request.query.code);
      return { success: 'OK' };
    },
  );

  app.post(
    '/accounts/password/reset/verified/',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset code',
        body: resetVerifiedBody,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await rateLimits.consume('resetCode', request.ip);
      await resetPassword(db, identity, request.body.code, request.body.password);
      return { success: translate('password_reset_done', pickLang(request.headers['accept-language'])) };
    },
  );
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, identity, mailer, rateLimits, webOrigin } = app;

  app.get(
    '/accounts/logout/',
    {
      schema: { tags, summary: 'End every session of the signed-in user', response: { 200: successSchema } },
    },
    async (request) => {
      if (request.viewer.user.sub) await identity.logout(request.viewer.user.sub);
      return { success: translate('logged_out', pickLang(request.headers['accept-language'])) };
    },
  );

  app.post(
    '/accounts/password/change/',
    {
      schema: {
        tags,
        summary:
          'Change the own password; the current one is checked first (as a sign-in: same limits and slowing)',
        body: changePasswordBody,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      const { user } = request.viewer;
      await changePassword(
        { db, identity, mailer, rateLimits, webOrigin },
        {
          user,
          ip: request.ip,
          currentPassword: request.body.current_password,
          password: request.body.password,
        },
      );
      return { success: translate('password_changed', pickLang(request.headers['accept-language'])) };
    },
  );
};
