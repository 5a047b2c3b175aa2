import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@discus/domain/email';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/auth.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import { saleVariants } from '../catalog/stock.ts';
import { productSummaries } from '../catalog/summaries.ts';
import { emailOf } from '../users/service.ts';

// issue 13, decision 025. A subscription is pending (a guest's email, until its link is opened),
// active, due (its variant came back: the trigger on variants.stock marks it in the stock's own
// transaction), then sent (the sweep queued its one email) or cancelled.

export const STOCK_ALERT_EMAIL_QUEUE = 'stock-alert-email';

export type AlertDeps = { db: Db; jobs: Jobs; linkOrigin: string };

export type Subscribed = { status: 'active' | 'pending'; message: string };

export async function subscribe(
  deps: AlertDeps,
  account: Account | null,
  variantId: number,
  typedEmail: string | undefined,
): Promise<Subscribed> {
  const variant = (await saleVariants(deps.db, [variantId])).get(variantId);
  if (!variant?.available) throw new NotFound(messages.variantNotFound);
  if (variant.stock > 0) throw new Conflict(messages.stockAlertInStock);
  const email = account ? await emailOf(deps.db, account.userId) : typedEmail && normalizeEmail(typedEmail);
  if (!email) throw new BadRequest(messages.stockAlertEmailRequired);
  const token = randomBytes(32).toString('base64url');
  if (account) {
    // The account's email is known to be theirs: active at once (a pending one for it is confirmed).
    await preparedRows(
      deps.db,
      'stock-alert-user',
      sql`INSERT INTO stock_alerts (variant_id, user_id, email, status, token)
        VALUES (${variantId}, ${account.userId}, ${email}, 'active', ${token})
        ON CONFLICT (variant_id, email) WHERE status in ('pending', 'active')
        DO UPDATE SET status = 'active', user_id = EXCLUDED.user_id`,
    );
    return { status: 'active', message: messages.stockAlertActive };
  }
  await inTransaction(deps.db, async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`INSERT INTO stock_alerts (variant_id, email, status, token) VALUES (${variantId}, ${email}, 'pending', ${token})
        ON CONFLICT (variant_id, email) WHERE status in ('pending', 'active') DO NOTHING RETURNING id`,
    );
    // Only a new subscription sends a confirmation: asking again sends nothing more.
    const created = rows[0];
    if (created) await deps.jobs.enqueue(tx, STOCK_ALERT_EMAIL_QUEUE, { alertId: created.id, kind: 'confirm' });
  });
  // A guest always hears the same answer, so nobody learns whether an email is subscribed.
  return { status: 'pending', message: messages.stockAlertPending };
}

export async function confirm(db: Db, token: string): Promise<string> {
  const rows = await preparedRows<{ status: string }>(
    db,
    'stock-alert-confirm',
    sql`UPDATE stock_alerts SET status = CASE WHEN status = 'pending' THEN 'active' ELSE status END
      WHERE token = ${token} AND status in ('pending', 'active') RETURNING status`,
  );
  if (rows.length === 0) throw new NotFound(messages.stockAlertLinkInvalid);
  return messages.stockAlertConfirmed;
}

/** Ends the link's subscription and every other open one of the same email. */
export async function unsubscribe(db: Db, token: string): Promise<string> {
  const [alert] = await preparedRows<{ email: string }>(
    db,
    'stock-alert-by-token',
    sql`SELECT email FROM stock_alerts WHERE token = ${token}`,
  );
  if (!alert) throw new NotFound(messages.stockAlertLinkInvalid);
  await preparedRows(
    db,
    'stock-alert-cancel',
    sql`UPDATE stock_alerts SET status = 'cancelled', ended_at = now()
      WHERE email = ${alert.email} AND status in ('pending', 'active', 'due')`,
  );
  return messages.stockAlertEnded;
}

/**
 * Queues one email per subscription its variant's restock marked due, and ends it, in one
 * transaction: SKIP LOCKED lets several processes sweep at once without taking the same one.
 */
export async function sweepDueAlerts(deps: AlertDeps): Promise<number> {
  return inTransaction(deps.db, async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`UPDATE stock_alerts SET status = 'sent', ended_at = now()
        WHERE id IN (SELECT id FROM stock_alerts WHERE status = 'due' ORDER BY id LIMIT 200 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
    );
    for (const { id } of rows) await deps.jobs.enqueue(tx, STOCK_ALERT_EMAIL_QUEUE, { alertId: id, kind: 'restock' });
    return rows.length;
  });
}

export type AlertEmailFacts = {
  email: string;
  item: string;
  productUrl: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  status: string;
};

/** What the emails of one subscription say, or undefined when its product is gone. */
export async function alertEmailFacts(deps: AlertDeps, alertId: number): Promise<AlertEmailFacts | undefined> {
  const [alert] = await preparedRows<{ email: string; token: string; status: string; variantId: number }>(
    deps.db,
    'stock-alert-by-id',
    sql`SELECT email, token, status, variant_id AS "variantId" FROM stock_alerts WHERE id = ${alertId}`,
  );
  if (!alert) return undefined;
  const variant = (await saleVariants(deps.db, [alert.variantId])).get(alert.variantId);
  const product = variant && (await productSummaries(deps.db, [variant.productId])).get(variant.productId);
  if (!variant || !product) return undefined;
  const origin = deps.linkOrigin;
  return {
    email: alert.email,
    status: alert.status,
    item: [variant.title, variant.size, variant.color].filter(Boolean).join(', '),
    productUrl: `${origin}${paths.productDetail(product.id, product.slug)}`,
    confirmUrl: `${origin}${paths.stockAlert('confirm', alert.token)}`,
    unsubscribeUrl: `${origin}${paths.stockAlert('unsubscribe', alert.token)}`,
  };
}
