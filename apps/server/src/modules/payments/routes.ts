import { apiPaths } from '@discus/domain/contracts/paths';
import {
  testCallbackAnswer,
  testCallbackBody,
  testDecideAnswer,
  testDecideBody,
  testSessionAnswer,
  testSessionBody,
} from '@discus/domain/contracts/payments';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequest, DomainError, NotFound } from '../../lib/errors.ts';
import { settlePayment } from '../../workflows/order-changes.ts';
import type { OrderDeps } from '../../workflows/place-order.ts';
import { paymentSession } from './payment-rows.ts';
import { signCallback, verifyCallback } from './test-gateway.ts';

const tags = ['payments'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const paymentNotFound = 'Payment not found';

export type PaymentRoutesOptions = { deps: () => OrderDeps; shopName: string };

const sessionStatus = { created: 'pending', paid: 'paid', declined: 'declined' } as const;

// The built-in test gateway. `session` and `decide` play the gateway's side (its page and its
// servers); `callback` is the store's side, which trusts nothing it cannot verify.
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const session = async (paymentId: string) => {
    const found = UUID.test(paymentId) ? await paymentSession(app.db, paymentId) : undefined;
    if (!found) throw new NotFound(paymentNotFound);
    return found;
  };

  app.post(
    apiPaths.testPaymentSession,
    {
      schema: {
        tags,
        summary: 'Test gateway: what its page shows for one payment',
        body: testSessionBody,
        response: { 200: testSessionAnswer },
      },
    },
    async (request) => {
      const found = await session(request.body.paymentId);
      const status = sessionStatus[found.status as keyof typeof sessionStatus] ?? 'expired';
      return {
        result: { orderNumber: found.orderNumber, amountPaise: found.amountPaise, shopName: opts.shopName, status },
      };
    },
  );

  app.post(
    apiPaths.testPaymentDecide,
    {
      schema: {
        tags,
        summary: 'Test gateway: the buyer pressed Pay or Decline; the gateway calls the store back, signed',
        body: testDecideBody,
        response: { 200: testDecideAnswer },
      },
    },
    async (request) => {
      const found = await session(request.body.paymentId);
      const callback = await signCallback(app.db, request.body.paymentId, request.body.outcome, new Date());
      // Like a real gateway: the outcome reaches the store only through its signed callback.
      const answer = await app.inject({ method: 'POST', url: apiPaths.testPaymentCallback, payload: callback });
      const body = answer.json() as { result?: { status: string }; message?: string };
      if (answer.statusCode !== 200) throw new DomainError(answer.statusCode, body.message ?? 'Payment failed');
      const paid = body.result?.status === 'paid';
      return { result: { returnUrl: paid ? paths.paymentSuccess(found.orderId) : paths.orderDetails(found.orderId) } };
    },
  );

  app.post(
    apiPaths.testPaymentCallback,
    {
      schema: {
        tags,
        summary: "Test gateway's signed callback; a forged or replayed one changes nothing",
        body: testCallbackBody,
        response: { 200: testCallbackAnswer },
      },
    },
    async (request) => {
      if (!UUID.test(request.body.paymentId) || !(await verifyCallback(app.db, request.body, new Date()))) {
        throw new BadRequest(messages.callbackRefused);
      }
      const settled = await settlePayment(opts.deps(), request.body);
      return { result: { status: settled.status } };
    },
  );
};
