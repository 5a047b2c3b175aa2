import {
  adminConfirmPaymentBody,
  adminRejectPaymentBody,
  directPaymentAnswer,
  reportPaymentAnswer,
} from '@discus/domain/contracts/direct-payments';
import { apiPaths } from '@discus/domain/contracts/paths';
import {
  getPaymentSettingsBody,
  paymentSettingsAnswer,
  savePaymentSettingsAnswer,
  savePaymentSettingsBody,
} from '@discus/domain/contracts/payment-settings';
import { messages } from '@discus/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RazorpayConfig } from '../../config.ts';
import { signedInAccount } from '../../plugins/auth.ts';
import { confirmDirectPayment, directPaymentDetails, rejectDirectPayment } from '../../workflows/direct-payments.ts';
import type { OrderDeps } from '../../workflows/place-order.ts';
import { paymentSettingsScreen, savePaymentSettings } from '../payments/settings.ts';

const tags = ['admin payments'];

/** The payment gateway entries and checkout's methods (issue 11), inside adminRoutes' guard. */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{
  razorpay: RazorpayConfig | undefined;
  deps: () => OrderDeps;
}> = async (app, opts) => {
  app.post(
    apiPaths.adminPaymentSettings,
    {
      schema: {
        tags,
        summary: "The three payment gateway entries, checkout's methods and the direct-payment hold (no secrets)",
        body: getPaymentSettingsBody.optional(),
        response: { 200: paymentSettingsAnswer },
      },
    },
    async () => paymentSettingsScreen(app.db, opts.razorpay),
  );

  app.post(
    apiPaths.adminSavePaymentSettings,
    {
      schema: {
        tags,
        summary: 'Save the payment settings (validated, audited; checkout uses them at once)',
        body: savePaymentSettingsBody,
        response: { 200: savePaymentSettingsAnswer },
      },
    },
    async (request) => ({
      ...(await savePaymentSettings(
        app.db,
        opts.razorpay,
        signedInAccount(request).userId,
        request.body.settings,
        request.body.version,
      )),
      message: messages.paymentSettingsSaved,
    }),
  );

  const details = async (orderId: number) => ({ result: await directPaymentDetails(app.db, null, orderId) });

  app.post(
    apiPaths.adminDirectPayment,
    {
      schema: {
        tags,
        summary: 'The direct UPI or bank payment of an order: method, amount, the UTR or reference the buyer gave',
        body: adminConfirmPaymentBody,
        response: { 200: directPaymentAnswer },
      },
    },
    async (request) => details(request.body.orderId),
  );

  app.post(
    apiPaths.adminConfirmPayment,
    {
      schema: {
        tags,
        summary: 'The money is on the statement: the order is paid (timeline, invoice number, email)',
        body: adminConfirmPaymentBody,
        response: { 200: reportPaymentAnswer },
      },
    },
    async (request) => {
      await confirmDirectPayment(opts.deps(), { userId: signedInAccount(request).userId }, request.body.orderId);
      return { ...(await details(request.body.orderId)), message: messages.paymentConfirmed };
    },
  );

  app.post(
    apiPaths.adminRejectPayment,
    {
      schema: {
        tags,
        summary: 'The money never arrived: the order fails and its stock goes back (timeline, email)',
        body: adminRejectPaymentBody,
        response: { 200: reportPaymentAnswer },
      },
    },
    async (request) => {
      const admin = { userId: signedInAccount(request).userId };
      await rejectDirectPayment(opts.deps(), admin, request.body.orderId, request.body.reason);
      return { ...(await details(request.body.orderId)), message: messages.paymentRejected };
    },
  );
};
