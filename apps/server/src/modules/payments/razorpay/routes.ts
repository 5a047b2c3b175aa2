import { apiPaths } from '@discus/domain/contracts/paths';
import { razorpayVerifyAnswer, razorpayVerifyBody } from '@discus/domain/contracts/razorpay';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RazorpayConfig } from '../../../config.ts';
import { requireUser, signedInAccount } from '../../../plugins/auth.ts';
import type { OrderDeps } from '../../../workflows/place-order.ts';
import { actOnRazorpayEvent, RAZORPAY_EVENT_QUEUE } from '../../../workflows/razorpay-events.ts';
import { verifyRazorpayPayment } from '../../../workflows/razorpay-payments.ts';
import { RECONCILE_EVERY_SECONDS, reconcileRazorpay } from '../../../workflows/razorpay-reconciliation.ts';
import { razorpayWebhookRoutes } from './webhook.ts';

const tags = ['payments'];

/**
 * Razorpay's side of the store (issue 11), registered only with its keys: Checkout's answer from
 * the buyer's browser, the webhook and its job, and reconciliation every minute.
 */
export const razorpayRoutes: FastifyPluginAsyncZod<{ deps: () => OrderDeps; razorpay: RazorpayConfig }> = async (
  app,
  opts,
) => {
  app.post(
    apiPaths.razorpayVerify,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Checkout's signed answer: checked against the Razorpay order the store made, then the payment as Razorpay reports it pays the order",
        body: razorpayVerifyBody,
        response: { 200: razorpayVerifyAnswer },
      },
    },
    async (request) => ({ result: await verifyRazorpayPayment(opts.deps(), signedInAccount(request), request.body) }),
  );

  await app.register(razorpayWebhookRoutes, { deps: opts.deps, webhookSecret: opts.razorpay.webhookSecret });
  await app.jobs.work(RAZORPAY_EVENT_QUEUE, async (data) => {
    await actOnRazorpayEvent(opts.deps(), String(data.eventId));
  });

  let reconciling: Promise<unknown> | undefined;
  const reconcile = () => {
    reconciling ??= reconcileRazorpay(opts.deps())
      .catch((error) => app.log.warn({ err: error }, 'Razorpay reconciliation failed; it runs again shortly'))
      .finally(() => {
        reconciling = undefined;
      });
  };
  const timer = setInterval(reconcile, RECONCILE_EVERY_SECONDS * 1000).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await reconciling;
  });
};
