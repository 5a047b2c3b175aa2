import { MAX_BODY_BYTES } from '@discus/domain/constants';
import { apiPaths } from '@discus/domain/contracts/paths';
import { messages } from '@discus/domain/messages';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { BadRequest } from '../../../lib/errors.ts';
import type { OrderDeps } from '../../../workflows/place-order.ts';
import { razorpayEvent, takeRazorpayEvent } from '../../../workflows/razorpay-events.ts';
import { webhookSignatureOk } from './signatures.ts';

const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * POST /api/payments/razorpay/webhook: Razorpay's signed events. The signature is over the body
 * exactly as sent, so in this plugin only JSON is read as raw bytes (same size limit); a forged or
 * unsigned delivery changes nothing. The answer is quick: the work is a job.
 */
export const razorpayWebhookRoutes: FastifyPluginAsync<{ deps: () => OrderDeps; webhookSecret: string }> = async (
  app,
  opts,
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    apiPaths.razorpayWebhook,
    {
      schema: {
        tags: ['payments'],
        summary:
          "Razorpay's webhook (X-Razorpay-Signature over the raw body; once per x-razorpay-event-id): payment.captured, order.paid, payment.failed, refund.processed, refund.failed",
        response: { 200: z.object({ result: z.object({ received: z.literal(true), duplicate: z.boolean() }) }) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (!webhookSignatureOk(opts.webhookSecret, raw, typeof signature === 'string' ? signature : undefined)) {
        throw new BadRequest(messages.webhookRefused);
      }
      const eventId = request.headers['x-razorpay-event-id'];
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new BadRequest(messages.malformedJson);
      }
      const event = razorpayEvent.safeParse(body);
      if (typeof eventId !== 'string' || !EVENT_ID.test(eventId) || !event.success) {
        throw new BadRequest(messages.webhookNotAnEvent);
      }
      const taken = await takeRazorpayEvent(opts.deps(), eventId, event.data, body);
      return { result: { received: true as const, duplicate: !taken } };
    },
  );
};
