import { type Address, MAX_SAVED_ADDRESSES } from '@discus/domain/contracts/addresses';
import { messages } from '@discus/domain/messages';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest, NotFound } from '../../lib/errors.ts';

const addressNotFound = messages.addressNotFound;

// A buyer's saved delivery addresses. Every call is scoped to the signed-in user: another
// user's address id is simply not found.

export type AddressFields = {
  name: string;
  phone: string;
  line1: string;
  line2?: string | undefined;
  landmark?: string | undefined;
  city: string;
  state: string;
  pin: string;
  isDefault?: boolean | undefined;
};

export type SavedAddress = Address;

const columns = {
  id: addresses.id,
  name: addresses.name,
  phone: addresses.phone,
  line1: addresses.line1,
  line2: addresses.line2,
  landmark: addresses.landmark,
  city: addresses.city,
  state: addresses.state,
  pin: addresses.pin,
  isDefault: addresses.isDefault,
};

export async function listAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  return (await db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))) as SavedAddress[];
}

export async function addressOf(db: Db, userId: number, id: number): Promise<SavedAddress> {
  const [found] = await db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!found) throw new NotFound(addressNotFound);
  return found as SavedAddress;
}

/**
 * The same address as one JSON value, for a workflow that reads it with its other facts in one
 * statement (placing an order); NULL when it is not this user's.
 */
export function addressJsonSql(userId: number, id: number): SQL {
  return sql`(SELECT jsonb_build_object('id', id, 'name', name, 'phone', phone, 'line1', line1, 'line2', line2,
    'landmark', landmark, 'city', city, 'state', state, 'pin', pin, 'isDefault', is_default)
    FROM addresses WHERE id = ${id}::int AND user_id = ${userId}::int)`;
}

/** An address read with `addressJsonSql`, or the same 404 as `addressOf`. */
export function foundAddress(found: SavedAddress | null): SavedAddress {
  if (!found) throw new NotFound(addressNotFound);
  return found;
}

/** Adds (no id) or changes (id) an address; the first one, or one marked default, becomes the default. */
export async function saveAddress(db: Db, userId: number, fields: AddressFields & { id?: number | undefined }) {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM addresses WHERE user_id = ${userId}`,
    );
    const count = (rows[0] as { n: number }).n;
    const values = {
      name: fields.name,
      phone: fields.phone,
      line1: fields.line1,
      line2: fields.line2 ?? '',
      landmark: fields.landmark ?? '',
      city: fields.city,
      state: fields.state,
      pin: fields.pin,
    };
    const makeDefault = fields.isDefault === true || count === 0 || (count === 1 && fields.id !== undefined);
    if (makeDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    }
    if (fields.id === undefined) {
      if (count >= MAX_SAVED_ADDRESSES) throw new BadRequest(messages.tooManyAddresses);
      const [saved] = await tx
        .insert(addresses)
        .values({ ...values, userId, isDefault: makeDefault })
        .returning(columns);
      return saved as SavedAddress;
    }
    const [saved] = await tx
      .update(addresses)
      .set({ ...values, ...(makeDefault ? { isDefault: true } : {}) })
      .where(and(eq(addresses.id, fields.id), eq(addresses.userId, userId)))
      .returning(columns);
    if (!saved) throw new NotFound(addressNotFound);
    return saved as SavedAddress;
  });
}

/** Deletes an address; when it was the default, the oldest remaining one takes over. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw new NotFound(addressNotFound);
    if (gone.isDefault) {
      await tx.execute(sql`UPDATE addresses SET is_default = true
        WHERE id = (SELECT id FROM addresses WHERE user_id = ${userId} ORDER BY id LIMIT 1)`);
    }
  });
}
