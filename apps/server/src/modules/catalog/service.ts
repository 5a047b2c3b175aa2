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
import { NotFound } from '../../lib/errors.ts';
import { detailColumns, productsFrom, summaryColumns } from './product-json.ts';

type Rows<T> = { rows: T[] };

export async function listCategories(db: Db, includeEmpty: boolean): Promise<Category[]> {
  const { rows } = (await db.execute(sql`
    SELECT c.id, c.name AS "categoryName", c.slug, c.description,
      CASE WHEN c.image_filename IS NULL THEN NULL ELSE json_build_object(
        'filename', c.image_filename, 'width', 960, 'height', 960, 'alt', c.name) END AS image,
      (SELECT count(*) FROM products p WHERE p.category_id = c.id AND p.active)::int AS "productCount"
    FROM categories c
    WHERE c.active
    ORDER BY c.sort_order, c.name`)) as Rows<Category>;
  return includeEmpty ? rows : rows.filter((c) => c.productCount > 0);
}

export async function getProduct(db: Db, id: number): Promise<Product> {
  const { rows } = (await db.execute(sql`SELECT ${detailColumns} ${productsFrom(sql`p.id = ${id}`)}`)) as Rows<Product>;
  const product = rows[0];
  if (!product) throw new NotFound(messages.productNotFound);
  return product;
}

// Lowest price a buyer pays for one unit (after discount, before tax), for sorting by price.
const fromPrice = sql`(SELECT min(CASE WHEN v.discount_enabled THEN v.price_paise * (100 - v.discount_percent) / 100
  ELSE v.price_paise END) FROM variants v WHERE v.product_id = p.id AND v.active)`;

const sortOrders: Record<NonNullable<ListProductsBody['sort']>, SQL> = {
  newest: sql`p.created_at DESC, p.id DESC`,
  price_asc: sql`${fromPrice} ASC NULLS LAST, p.id`,
  price_desc: sql`${fromPrice} DESC NULLS LAST, p.id`,
};

type ListQuery = Required<Pick<ListProductsBody, 'sort' | 'pageNo' | 'pageSize'>> &
  Pick<ListProductsBody, 'categorySlug' | 'onOffer'>;

export async function listProducts(db: Db, query: ListQuery): Promise<ProductPage> {
  const filters: SQL[] = [sql`true`];
  if (query.categorySlug !== undefined) {
    const { rows } = (await db.execute(
      sql`SELECT id FROM categories WHERE slug = ${query.categorySlug} AND active`,
    )) as Rows<{ id: number }>;
    const category = rows[0];
    if (!category) throw new NotFound(messages.categoryNotFound);
    filters.push(sql`p.category_id = ${category.id}`);
  }
  if (query.onOffer) {
    filters.push(sql`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.active
      AND v.discount_enabled AND v.discount_percent > 0)`);
  }
  const where = sql.join(filters, sql` AND `);
  const offset = (query.pageNo - 1) * query.pageSize;
  const [page, count] = await Promise.all([
    db.execute(sql`SELECT ${summaryColumns} ${productsFrom(where)}
      ORDER BY ${sortOrders[query.sort]} LIMIT ${query.pageSize} OFFSET ${offset}`) as Promise<Rows<ProductSummary>>,
    db.execute(sql`SELECT count(*)::int AS n ${productsFrom(where)}`) as Promise<Rows<{ n: number }>>,
  ]);
  return { result: page.rows, totalCount: count.rows[0]?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}
