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
import { paymentSettingsScreen, savePaymentSettings } from '../payments/settings.ts';

const tags = ['admin payments'];

/** The payment gateway entries and checkout's methods (issue 11), inside adminRoutes' guard. */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{ razorpay: RazorpayConfig | undefined }> = async (
  app,
  opts,
) => {
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
};
