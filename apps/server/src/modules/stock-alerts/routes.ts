import { apiPaths } from '@discus/domain/contracts/paths';
import {
  stockAlertMessageAnswer,
  stockAlertTokenBody,
  subscribeStockAlertAnswer,
  subscribeStockAlertBody,
} from '@discus/domain/contracts/stock-alerts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sentEmails } from '../../db/schema.ts';
import { identifyAccount } from '../../plugins/auth.ts';
import { confirmEmail, restockEmail } from './emails.ts';
import {
  type AlertDeps,
  alertEmailFacts,
  confirm,
  STOCK_ALERT_EMAIL_QUEUE,
  subscribe,
  sweepDueAlerts,
  unsubscribe,
} from './service.ts';

const tags = ['stock alerts'];

type Options = { linkOrigin: string; shopName: string; sweepSeconds?: number | undefined };

/** Sends one email of a subscription once (sent_emails keyed by subscription and kind). */
async function sendAlertEmail(app: FastifyInstance, deps: AlertDeps, shopName: string, alertId: number, kind: string) {
  const key = `stock-alert-${alertId}-${kind}`;
  const [sent] = await deps.db.select().from(sentEmails).where(eq(sentEmails.key, key));
  if (sent) return;
  const facts = await alertEmailFacts(deps, alertId);
  // A confirmation for a subscription already confirmed or ended is not worth sending.
  if (!facts || (kind === 'confirm' && facts.status !== 'pending')) return;
  const message = kind === 'confirm' ? confirmEmail(facts, shopName) : restockEmail(facts, shopName);
  await app.mailer.send({ ...message, key });
  await deps.db.insert(sentEmails).values({ key }).onConflictDoNothing();
}

// issue 13: "Tell me when it is back".
export const stockAlertRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const deps = (): AlertDeps => ({ db: app.db, jobs: app.jobs, linkOrigin: opts.linkOrigin });

  await app.jobs.work(STOCK_ALERT_EMAIL_QUEUE, async (data) => {
    await sendAlertEmail(app, deps(), opts.shopName, Number(data.alertId), String(data.kind));
  });

  // Restocks mark subscriptions due in the database (trigger); this queues their emails.
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      await sweepDueAlerts(deps());
    } catch (error) {
      app.log.warn({ err: error }, 'back-in-stock sweep failed; it runs again shortly');
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep(), (opts.sweepSeconds ?? 5) * 1000).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    apiPaths.subscribeStockAlert,
    {
      preHandler: identifyAccount,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Ask for one email when a sold-out option is back (a guest confirms their email first)',
        body: subscribeStockAlertBody,
        response: { 200: subscribeStockAlertAnswer },
      },
    },
    async (request) => {
      const { status, message } = await subscribe(deps(), request.account, request.body.variantId, request.body.email);
      return { result: { status }, message };
    },
  );

  app.post(
    apiPaths.confirmStockAlert,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Confirm a guest’s back-in-stock subscription (the emailed link)',
        body: stockAlertTokenBody,
        response: { 200: stockAlertMessageAnswer },
      },
    },
    async (request) => ({ message: await confirm(app.db, request.body.token) }),
  );

  app.post(
    apiPaths.unsubscribeStockAlert,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'End the link’s subscription and every other open one of the same email',
        body: stockAlertTokenBody,
        response: { 200: stockAlertMessageAnswer },
      },
    },
    async (request) => ({ message: await unsubscribe(app.db, request.body.token) }),
  );
};
