import type { AuditEntry } from '@discus/domain/contracts/admin-catalog';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

export type Change = { field: string; from: unknown; to: unknown };

/** The fields whose value differs between `before` and `after` (only the keys of `after`). */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  const changes: Change[] = [];
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from: from ?? null, to });
  }
  return changes;
}

export type AuditRecord = {
  actorUserId: number;
  action: string;
  productId?: number | null;
  categoryId?: number | null;
  changes: Change[];
};

/** Writes who changed what, in the transaction of the change itself. */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.execute(sql`INSERT INTO catalogue_audit (product_id, category_id, actor_user_id, actor, action, changes)
    SELECT ${record.productId ?? null}, ${record.categoryId ?? null}, u.id,
      u.first_name || ' ' || u.last_name || ' <' || u.email || '>', ${record.action}, ${JSON.stringify(record.changes)}::jsonb
    FROM users u WHERE u.id = ${record.actorUserId}`);
}

const AUDIT_PAGE = 50;

export async function productAudit(
  db: Db,
  productId: number,
  pageNo: number,
): Promise<{ result: AuditEntry[]; totalCount: number }> {
  const { rows } = await db.execute(sql`
    SELECT id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, actor, action, changes,
      count(*) OVER ()::int AS total
    FROM catalogue_audit WHERE product_id = ${productId}
    ORDER BY at DESC, id DESC LIMIT ${AUDIT_PAGE} OFFSET ${(pageNo - 1) * AUDIT_PAGE}`);
  const entries = rows as (AuditEntry & { total: number })[];
  return { result: entries.map(({ total: _, ...entry }) => entry), totalCount: entries[0]?.total ?? 0 };
}
