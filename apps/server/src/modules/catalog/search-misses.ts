import type { SearchMiss } from '@discus/domain/contracts/admin-orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asWritten, searchProductIds } from './search.ts';

// Searches that found nothing, or only by leaving words out (the `search_misses` table): the
// owner's dashboard lists the most searched, so the shop can add the words buyers use to its
// texts. Each store process counts them in memory and adds its counts to the table every few
// seconds (a jobs round), not one write a search.

type Counted = { searches: number; found: number; leftOut: readonly string[]; last: Date };

// Distinct searches counted between two writes: a flood of made-up words counts no more.
const MAX_PENDING = 500;
/** How many searches the table keeps: the most searched (then the latest), for 90 days at most. */
export const KEPT_MISSES = 5000;
// A search that may hold someone's e-mail address or phone number is never kept.
const PERSONAL = /@|\d{6,}/;

/** Whether a search's answer found little: nothing, or something only by leaving words out. */
const foundLittle = (found: number, leftOut: readonly string[] | undefined) =>
  found === 0 || (leftOut?.length ?? 0) > 0;

export class SearchMisses {
  private pending = new Map<string, Counted>();

  constructor(
    private readonly db: Db,
    private readonly kept = KEPT_MISSES,
  ) {}

  /** Counts a buyer's new search (its first page) if it found nothing or left words out. */
  count(query: string, found: number, leftOut: readonly string[] | undefined, now = new Date()): void {
    if (!foundLittle(found, leftOut)) return;
    const words = query.toLowerCase().replace(/\s+/g, ' ').trim();
    if (!words || PERSONAL.test(words)) return;
    const counted = this.pending.get(words);
    if (!counted && this.pending.size >= MAX_PENDING) return;
    this.pending.set(words, { searches: (counted?.searches ?? 0) + 1, found, leftOut: leftOut ?? [], last: now });
  }

  /**
   * Adds the counts to the table and forgets the searches beyond the kept ones. Counts of a write
   * that fails (the database away) are lost: they are figures, not orders.
   */
  async write(): Promise<void> {
    if (this.pending.size === 0) return;
    // In one order in every process, so two writes never wait on each other's rows crosswise.
    const rows = [...this.pending].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.pending = new Map();
    await this.db.execute(sql`INSERT INTO search_misses (query, searches, found, left_out, last_searched_at)
      SELECT q, s, f, ARRAY(SELECT jsonb_array_elements_text(l::jsonb)), t
      FROM unnest(${sql.param(rows.map(([q]) => q))}::text[], ${sql.param(rows.map(([, c]) => c.searches))}::int[],
        ${sql.param(rows.map(([, c]) => c.found))}::int[], ${sql.param(rows.map(([, c]) => JSON.stringify(c.leftOut)))}::text[],
        ${sql.param(rows.map(([, c]) => c.last.toISOString()))}::timestamptz[]) AS m(q, s, f, l, t)
      ON CONFLICT (query) DO UPDATE SET searches = search_misses.searches + excluded.searches,
        found = excluded.found, left_out = excluded.left_out,
        last_searched_at = greatest(search_misses.last_searched_at, excluded.last_searched_at)`);
    await this.db.execute(sql`DELETE FROM search_misses WHERE last_searched_at < now() - interval '90 days'
      OR query IN (SELECT query FROM search_misses ORDER BY searches DESC, last_searched_at DESC OFFSET ${this.kept})`);
  }
}

// How many of the most searched the dashboard reads, to find the ones still missing among them.
const READ_FOR_TOP = 5;

/**
 * The most searched misses of the last 30 days that still miss, for the owner's dashboard: each is
 * searched again, so a word the owner has since added to the catalogue drops off the list, and what
 * each finds is what it finds now.
 */
export async function topSearchMisses(db: Db, now: Date, limit: number): Promise<SearchMiss[]> {
  const since = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  const { rows } = await db.execute(sql`SELECT query, searches, found, left_out AS "leftOut",
      to_char(last_searched_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastSearchedAt"
    FROM search_misses WHERE last_searched_at >= ${since.toISOString()}::timestamptz
    ORDER BY searches DESC, last_searched_at DESC LIMIT ${limit * READ_FOR_TOP}`);
  const missing: SearchMiss[] = [];
  for (const miss of rows as SearchMiss[]) {
    if (missing.length === limit) break;
    const again = await searchProductIds(db, miss.query, { pageNo: 1, pageSize: 1 });
    if (!foundLittle(again.totalCount, again.leftOut)) continue;
    const leftOut = again.leftOut ? asWritten(miss.query, again.leftOut) : [];
    missing.push({ ...miss, found: again.totalCount, leftOut });
  }
  return missing;
}
