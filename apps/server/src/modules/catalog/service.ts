import type {
  Category,
  ListProductsBody,
  Product,
  ProductPage,
  ProductSummary,
} from '@discus/domain/contracts/catalog';
import { messages } from '@discus/domain/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { NotFound } from '../../lib/errors.ts';
import { cheapestOption, detailColumns, productsFrom, summaryColumns } from './product-json.ts';

export async function listCategories(db: Db, includeEmpty: boolean): Promise<Category[]> {
  const rows = await preparedRows<Category>(
    db,
    'categories',
    sql`
    WITH counts AS (
      SELECT category_id, count(*)::int AS n FROM products WHERE active GROUP BY category_id
    )
    SELECT c.id, c.name AS "categoryName", c.slug, c.description,
      CASE WHEN c.image_filename IS NULL THEN NULL ELSE json_build_object(
        'filename', c.image_filename, 'width', 960, 'height', 960, 'alt', c.name) END AS image,
      coalesce(counts.n, 0) AS "productCount"
    FROM categories c LEFT JOIN counts ON counts.category_id = c.id
    WHERE c.active
    ORDER BY c.sort_order, c.name`,
  );
  return includeEmpty ? rows : rows.filter((c) => c.productCount > 0);
}

export async function getProduct(db: Db, id: number): Promise<Product> {
  const [product] = await preparedRows<Product>(
    db,
    'product-by-id',
    sql`SELECT ${detailColumns} ${productsFrom(sql`p.id = ${id}`)}`,
  );
  if (!product) throw new NotFound(messages.productNotFound);
  return product;
}

// Lowest price a buyer pays for one unit, as the card shows it, for sorting by price.
const fromPrice = sql`(SELECT ${cheapestOption} FROM variants v WHERE v.product_id = p.id AND v.active)`;

const sortOrders: Record<NonNullable<ListProductsBody['sort']>, SQL> = {
  newest: sql`p.created_at DESC, p.id DESC`,
  price_asc: sql`${fromPrice} ASC NULLS LAST, p.id`,
  price_desc: sql`${fromPrice} DESC NULLS LAST, p.id`,
};

const onOffer = sql`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.active
  AND v.discount_enabled AND v.discount_percent > 0)`;

type ListQuery = Required<Pick<ListProductsBody, 'sort' | 'pageNo' | 'pageSize'>> &
  Pick<ListProductsBody, 'categorySlug' | 'onOffer'>;

export async function listProducts(db: Db, query: ListQuery): Promise<ProductPage> {
  const filters: SQL[] = [sql`true`];
  if (query.categorySlug !== undefined) {
    const [category] = await preparedRows<{ id: number }>(
      db,
      'category-by-slug',
      sql`SELECT id FROM categories WHERE slug = ${query.categorySlug} AND active`,
    );
    if (!category) throw new NotFound(messages.categoryNotFound);
    filters.push(sql`p.category_id = ${category.id}`);
  }
  if (query.onOffer) filters.push(onOffer);
  const where = sql.join(filters, sql` AND `);
  const name = `list-${query.sort}-${query.categorySlug !== undefined}-${query.onOffer === true}`;
  const offset = (query.pageNo - 1) * query.pageSize;
  const [result, [count]] = await Promise.all([
    preparedRows<ProductSummary>(
      db,
      name,
      sql`SELECT ${summaryColumns} ${productsFrom(where)}
      ORDER BY ${sortOrders[query.sort]} LIMIT ${query.pageSize} OFFSET ${offset}`,
    ),
    preparedRows<{ n: number }>(db, `${name}-count`, sql`SELECT count(*)::int AS n ${productsFrom(where)}`),
  ]);
  return { result, totalCount: count?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}
