import type { ProductPage, ProductSummary } from '@discus/domain/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productsFrom, summaryColumns } from './product-json.ts';

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

/**
 * Every word must appear in the title, category or description, exactly or nearly (pg_trgm
 * word similarity, so "pigon blod" still finds Pigeon Blood). Ranked by how well the words match
 * the title first, then the rest of the text.
 */
export async function searchProducts(db: Db, query: string, pageNo: number, pageSize: number): Promise<ProductPage> {
  const words = searchWords(query);
  if (words.length === 0) return { result: [], totalCount: 0, pageNo, pageSize };

  const matches = sql.join(
    words.map((w) => sql`(p.search_text LIKE ${`%${w}%`} OR ${w} <% p.search_text)`),
    sql` AND `,
  );
  const rank = sql.join(
    words.map((w) => sql`(2 * word_similarity(${w}, lower(p.title)) + word_similarity(${w}, p.search_text))`),
    sql` + `,
  );
  const phrase = words.join(' ');
  const offset = (pageNo - 1) * pageSize;

  const { rows } = (await db.execute(sql`
    WITH hits AS (
      SELECT p.id, ${rank} + CASE WHEN lower(p.title) LIKE ${`${phrase}%`} THEN 4
        WHEN lower(p.title) LIKE ${`%${phrase}%`} THEN 2 ELSE 0 END AS score, p.created_at
      ${productsFrom(matches)}
    ), page AS (
      SELECT id, score, created_at, count(*) OVER () AS total FROM hits
      ORDER BY score DESC, created_at DESC, id LIMIT ${pageSize} OFFSET ${offset}
    )
    SELECT ${summaryColumns}, page.total::int AS "totalCount"
    FROM page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id
    ORDER BY page.score DESC, page.created_at DESC, page.id`)) as { rows: (ProductSummary & { totalCount: number })[] };

  let totalCount = rows[0]?.totalCount ?? 0;
  if (rows.length === 0 && pageNo > 1) {
    const { rows: counted } = (await db.execute(sql`SELECT count(*)::int AS n ${productsFrom(matches)}`)) as {
      rows: { n: number }[];
    };
    totalCount = counted[0]?.n ?? 0;
  }
  const result = rows.map(({ totalCount: _, ...product }) => product);
  return { result, totalCount, pageNo, pageSize };
}
