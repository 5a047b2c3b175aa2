import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sentEmails } from '../../db/schema.ts';
import type { OrderEmailKind } from '../../workflows/order-changes.ts';
import type { OrderDeps } from '../../workflows/place-order.ts';
import { orderEmailOf } from './order-email-data.ts';

/**
 * Sends one order event's email once. The key names the event; a job retried after a crash finds
 * it in sent_emails and sends nothing. (A crash between sending and recording can still repeat
 * it; with the outbox the file's key makes even that exactly once.)
 */
export async function sendOrderEmail(
  app: FastifyInstance,
  deps: OrderDeps,
  job: { orderId: number; kind: OrderEmailKind; key: string; refundId?: number | undefined },
): Promise<void> {
  const [sent] = await deps.db.select().from(sentEmails).where(eq(sentEmails.key, job.key));
  if (sent) return;
  const message = await orderEmailOf(deps, job.orderId, job.kind, job.refundId);
  if (!message) return;
  if (!(await alreadyInOutbox(deps.config.mail.outboxDir, job.key, app.mailer.delivery))) {
    await app.mailer.send({ ...message, key: job.key });
  }
  await deps.db.insert(sentEmails).values({ key: job.key }).onConflictDoNothing();
}

async function alreadyInOutbox(outboxDir: string, key: string, delivery: string): Promise<boolean> {
  if (delivery !== 'outbox') return false;
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  return names.some((name) => name.endsWith(`-${key}.eml`));
}
