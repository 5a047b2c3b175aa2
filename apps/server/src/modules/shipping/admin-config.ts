import { createHash } from 'node:crypto';
import {
  type ShippingConfigForm,
  shippingConfigFromForm,
  shippingConfigToForm,
} from '@discus/domain/contracts/admin-orders';
import { messages } from '@discus/domain/messages';
import type { ShippingConfig } from '@discus/domain/shipping';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Conflict } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';
import { loadShippingConfig, saveShippingConfig } from './settings.ts';

// The owner's shipping configuration screen (issue 12): the stored document as a rupee form, and
// a save that is audited field by field in its own transaction. Checkout reads the stored document
// on every quote, so a change applies to the next quote.

/** The configuration's fingerprint: two owners editing at once cannot silently undo each other. */
const versionOf = (config: ShippingConfig) =>
  createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 32);

export async function shippingConfigForm(db: Db): Promise<{ result: ShippingConfigForm; version: string }> {
  const config = await loadShippingConfig(db);
  return { result: shippingConfigToForm(config), version: versionOf(config) };
}

export async function saveShippingConfigForm(
  db: Db,
  actorUserId: number,
  form: ShippingConfigForm,
  version: string,
): Promise<{ result: ShippingConfigForm; version: string }> {
  return inTransaction(db, async (tx) => {
    // One owner's save at a time: the audit's "from" is what the save really replaced.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('settings:shipping'))`);
    const current = await loadShippingConfig(tx);
    if (versionOf(current) !== version) throw new Conflict(messages.staleEdit);
    const next = shippingConfigFromForm(form, current);
    const diff = fieldChanges(shippingConfigToForm(current), shippingConfigToForm(next));
    await saveShippingConfig(tx, next);
    if (diff.length > 0) {
      await tx.execute(sql`INSERT INTO settings_audit (key, actor_user_id, actor, changes)
        SELECT 'shipping', u.id, u.first_name || ' ' || u.last_name || ' <' || u.email || '>', ${JSON.stringify(diff)}::jsonb
        FROM users u WHERE u.id = ${actorUserId}`);
    }
    const saved = await loadShippingConfig(tx);
    return { result: shippingConfigToForm(saved), version: versionOf(saved) };
  });
}
