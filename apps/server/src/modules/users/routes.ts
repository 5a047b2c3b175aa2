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
import { deleteDrainedBuckets, emptyBucket, takeAttempt } from '../../lib/attempt-buckets.ts';
import { backgroundWork } from '../../lib/background-work.ts';
import { requireUser, signedInAccount } from '../../plugins/auth.ts';
import {
  accountKey,
  addressKey,
  loginBuckets,
  registrationNoticeBucket,
  resetBuckets,
  takeOrRefuse,
} from './attempt-limits.ts';
import { deleteExpiredTokens, revokeAuthToken } from './auth-tokens.ts';
import { deleteStaleDevices, deviceTokenOf, rememberDevice } from './known-devices.ts';
import { logIn } from './login.ts';
import { profileImageRoutes } from './profile-image-routes.ts';
import { sendRegistrationNotice } from './registration-notice.ts';
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
    Promise.all([deleteExpiredTokens(app.db), deleteDrainedBuckets(app.db), deleteStaleDevices(app.db)]).catch(
      (error) => app.log.warn({ err: error }, 'token cleanup failed'),
    );
  app.addHook('onReady', async () => {
    await removeExpired();
    cleanup = setInterval(removeExpired, CLEANUP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    await mail.settled();
  });

  app.post(
    apiPaths.register,
    {
      schema: { tags, summary: 'Create a customer account', body: registerBody, response: { 200: registerAnswer } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      // The same answer either way: whether an email has an account is nobody else's business.
      if ((await register(app.db, request.body)) === 'taken') {
        const notice = await takeAttempt(app.db, registrationNoticeBucket, accountKey(request.body.email));
        const deps = { db: app.db, mailer: app.mailer, shopName: opts.shopName, log: request.log };
        if (notice.allowed) mail.start('registration notice', () => sendRegistrationNotice(deps, request.body.email));
      }
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
    },
    async (request, reply) => {
      const client = { address: addressKey(request), deviceToken: deviceTokenOf(request) };
      const { user, token, userId, deviceKey } = await logIn(app.db, request.body, client);
      await rememberDevice(app.db, request, reply, userId, deviceKey);
      return { user, token };
    },
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
    },
    async (request) => {
      await takeOrRefuse(app.db, resetBuckets.address, addressKey(request));
      const forAccount = await takeAttempt(app.db, resetBuckets.account, accountKey(request.body.email));
      if (forAccount.allowed) {
        const deps = { db: app.db, mailer: app.mailer, shopName: opts.shopName, log: request.log };
        mail.start('password reset email', () => sendResetLink(deps, request.body.email, opts.linkOrigin));
      }
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
    async (request, reply) => {
      const { userId, email } = await completePasswordReset(app.db, request.body.token, request.body.password);
      // Whoever holds the emailed link owns the account: strangers' holds on it are lifted and
      // this browser becomes its only known one.
      await emptyBucket(app.db, loginBuckets.account, accountKey(email));
      await rememberDevice(app.db, request, reply, userId, undefined);
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
