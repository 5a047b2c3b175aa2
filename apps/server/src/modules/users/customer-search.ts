import { ADMIN_ROLE } from '@discus/domain/constants';
import type { AdminCustomersAnswer, adminCustomersBody } from '@discus/domain/contracts/users';
import { and, count, desc, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { toUser } from './user-dto.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(query: string): SQL | undefined {
  if (!query) return undefined;
  const pattern = `%${escapeLike(query)}%`;
  // Phones are stored as 10 digits; the owner may type them with spaces.
  const phone = `%${escapeLike(query.replace(/[\s-]/g, ''))}%`;
  return or(
    sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern}`,
    sql`${users.email} ILIKE ${pattern}`,
    sql`${users.phone} ILIKE ${phone}`,
  );
}

/** The owner's customer list: everyone but admins, newest first, by name, email or phone. */
export async function searchCustomers(
  db: Db,
  { query, pageNo, pageSize }: z.infer<typeof adminCustomersBody>,
): Promise<AdminCustomersAnswer> {
  const where = and(ne(users.role, ADMIN_ROLE), matching(query));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { result: rows.map(toUser), totalCount: total?.n ?? 0, pageNo, pageSize };
}
