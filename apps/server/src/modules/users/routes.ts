import { apiPaths } from '@discus/domain/contracts/paths';
import {
  changePasswordBody,
  completeResetBody,
  getUserByIdBody,
  loginAnswer,
  loginBody,
  logoutBody,
  messageAnswer,
  registerAnswer,
  registerBody,
  resetPasswordBody,
  updateProfileBody,
  userAnswer,
} from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundWork } from '../../lib/background-work.ts';
import { requireUser, signedInAccount } from '../../plugins/auth.ts';
import { limitAttempts } from './attempt-limits.ts';
import { deleteExpiredTokens, revokeAuthToken } from './auth-tokens.ts';
import { logIn } from './login.ts';
import { profileImageRoutes } from './profile-image-routes.ts';
import { completePasswordReset, sendResetLink } from './reset.ts';
import { changePassword, getUserFor, register, updateProfile } from './service.ts';

const tags = ['users'];
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export type UserRoutesOptions = { linkOrigin: string; shopName: string; uploadsDir: string };

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, opts) => {
  // Reset emails go out after the answer, so a registered email is not answered more slowly.
  const mail = backgroundWork(app.log);
  let cleanup: NodeJS.Timeout | undefined;
  const removeExpired = () =>
    deleteExpiredTokens(app.db).catch((error) => app.log.warn({ err: error }, 'token cleanup failed'));
  app.addHook('onReady', async () => {
    await removeExpired();
    cleanup = setInterval(removeExpired, CLEANUP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    await mail.settled();
  });

  // issue 3: login and reset requests, 5 a minute per address and 5 a minute per account.
  const loginAttempts = limitAttempts(app, 'login', { perAddressPerMinute: 5, perAccountPerMinute: 5 });
  const resetAttempts = limitAttempts(app, 'reset', { perAddressPerMinute: 5, perAccountPerMinute: 5 });

  app.post(
    apiPaths.register,
    {
      schema: { tags, summary: 'Create a customer account', body: registerBody, response: { 200: registerAnswer } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await register(app.db, request.body);
      return { message: messages.userRegistered };
    },
  );

  app.post(
    apiPaths.login,
    {
      schema: {
        tags,
        summary: 'Log in: the user and an x-auth-token (30 days with keepSignedIn, else 12 hours)',
        body: loginBody,
        response: { 200: loginAnswer },
      },
      preHandler: loginAttempts,
    },
    async (request) => logIn(app.db, request.body),
  );

  app.post(
    apiPaths.resetPassword,
    {
      schema: {
        tags,
        summary: 'Email a password-reset link (the same answer for any email)',
        body: resetPasswordBody,
        response: { 200: messageAnswer },
      },
      preHandler: resetAttempts,
    },
    async (request) => {
      const deps = { db: app.db, mailer: app.mailer, shopName: opts.shopName, log: request.log };
      mail.start('password reset email', () => sendResetLink(deps, request.body.email, opts.linkOrigin));
      return { message: messages.resetRequested };
    },
  );

  app.post(
    apiPaths.completeResetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with the emailed token; ends every login of the account',
        body: completeResetBody,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await completePasswordReset(app.db, request.body.token, request.body.password);
      return { message: messages.passwordChanged };
    },
  );

  app.post(
    apiPaths.getUserById,
    {
      schema: {
        tags,
        summary: "A user's account: their own x-auth-token, or an admin's",
        body: getUserByIdBody,
        response: { 200: userAnswer },
      },
      preHandler: requireUser,
    },
    async (request) => ({ user: await getUserFor(app.db, signedInAccount(request), request.body.profileId) }),
  );

  app.post(
    apiPaths.updateProfile,
    {
      schema: {
        tags,
        summary: 'Change name, phone and birth date',
        body: updateProfileBody,
        response: { 200: userAnswer },
      },
      preHandler: requireUser,
    },
    async (request) => ({ user: await updateProfile(app.db, signedInAccount(request), request.body) }),
  );

  app.post(
    apiPaths.changePassword,
    {
      schema: {
        tags,
        summary: 'Change the password; other logins end, this one stays',
        body: changePasswordBody,
        response: { 200: messageAnswer },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await changePassword(app.db, signedInAccount(request), request.body);
      return { message: messages.passwordUpdated };
    },
  );

  app.post(
    apiPaths.logout,
    {
      schema: {
        tags,
        summary: 'Log out: the token stops working',
        body: logoutBody.optional(),
        response: { 200: messageAnswer },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await revokeAuthToken(app.db, signedInAccount(request).tokenId);
      return { message: messages.userLoggedOut };
    },
  );

  await app.register(profileImageRoutes, { uploadsDir: opts.uploadsDir });
};
