import type { ProductPage, ProductSummary } from '@discus/domain/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { summaryColumns, visibleProduct } from './product-json.ts';

const MAX_WORDS = 8;

/** Lower-cased words of a query, without LIKE wildcards, at most eight. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/[%_\\]/g, ' ')
    .split(/[^\p{L}\p{N}."]+/u)
    .map((w) => w.replace(/^[."]+|[."]+$/g, ''))
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

type Hit = ProductSummary & { totalCount: number };

/**
 * Search by title, category and description words (full text, English stemming), ignoring case.
 * Each query word matches as a prefix ("pige" finds pigeon, as the buyer types) or, for a typo,
 * as the closest word of the catalogue ("pigon blod" finds Pigeon Blood). Every word must match;
 * products whose title matches come first, then the newest.
 */
export async function searchProducts(db: Db, query: string, pageNo: number, pageSize: number): Promise<ProductPage> {
  const words = searchWords(query);
  if (words.length === 0) return { result: [], totalCount: 0, pageNo, pageSize };

  const rows = await preparedRows<Hit>(
    db,
    'search-products',
    sql`
    WITH word AS (
      SELECT w, to_tsquery('english', quote_literal(w) || ':*') AS prefix,
        (SELECT s.word FROM search_words s WHERE s.word % w ORDER BY s.word <-> w, s.ndoc DESC LIMIT 1) AS closest
      FROM unnest(${sql.param(words)}::text[]) AS w
    ), q AS (
      SELECT string_agg('(' || CASE WHEN closest IS NULL THEN prefix
        ELSE prefix || to_tsquery('simple', quote_literal(closest)) END::text || ')', ' & ')::tsquery AS query
      FROM word WHERE numnode(prefix) > 0 OR closest IS NOT NULL
    ), page AS (
      SELECT p.id, (p.title_vector @@ q.query)::int AS score, p.created_at, count(*) OVER () AS total
      FROM q, products p JOIN categories c ON c.id = p.category_id
      WHERE ${visibleProduct} AND p.search_vector @@ q.query
      ORDER BY score DESC, p.created_at DESC, p.id
      LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}
    )
    SELECT ${summaryColumns}, page.total::int AS "totalCount"
    FROM page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id
    ORDER BY page.score DESC, page.created_at DESC, page.id`,
  );
  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && pageNo > 1) totalCount = (await searchProducts(db, query, 1, 1)).totalCount;
  const result = rows.map(({ totalCount: _, ...product }) => product);
  return { result, totalCount, pageNo, pageSize };
}

/** The catalogue's words for typo matching; call after products are added or changed. */
export async function refreshSearchWords(db: Db | Tx): Promise<void> {
  await db.execute(sql`REFRESH MATERIALIZED VIEW search_words`);
}
