import { DEMO_SHIPPING_CONFIG, type ShippingConfig, shippingConfig } from '@discus/domain/shipping';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

const KEY = 'shipping';

/**
 * The shop's shipping configuration: what the owner saved, or PRODUCT.md's demo defaults until
 * then. A stored document that no longer passes the schema falls back to the defaults rather than
 * stopping checkout (the admin screen shows and fixes it).
 */
export async function loadShippingConfig(db: Db | Tx): Promise<ShippingConfig> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return shippingConfigOf(row?.value ?? null);
}

/** The stored document as `shippingConfigValueSql` reads it (null: none saved yet). */
export function shippingConfigOf(value: unknown): ShippingConfig {
  if (value === null) return DEMO_SHIPPING_CONFIG;
  const parsed = shippingConfig.safeParse(value);
  return parsed.success ? parsed.data : DEMO_SHIPPING_CONFIG;
}

/** The stored document, for a workflow that reads it with its other facts in one statement. */
export const shippingConfigValueSql = sql`(SELECT value FROM settings WHERE key = ${KEY})`;

export async function saveShippingConfig(db: Db | Tx, config: ShippingConfig): Promise<void> {
  const value = shippingConfig.parse(config);
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
