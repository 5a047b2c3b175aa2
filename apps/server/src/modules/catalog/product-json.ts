import { type SQL, sql } from 'drizzle-orm';

// Products are read with their options and images in one round trip: PostgreSQL builds the
// nested JSON the API answers with (seed section 3 field names).
export const optionsJson = sql`(
  SELECT coalesce(json_agg(json_build_object(
    '_id', v.id,
    'size', v.size,
    'color', v.color,
    'variant_price', v.price_paise / 100.0,
    'variant_quantity', v.stock,
    'isDiscountEnabled', v.discount_enabled,
    'variant_discount', json_build_object('value', v.discount_percent),
    'variant_tax_percentage', v.tax_percent
  ) ORDER BY v.sort_order, v.id), '[]'::json)
  FROM variants v WHERE v.product_id = p.id AND v.active
)`;

export const imagesJson = sql`(
  SELECT coalesce(json_agg(json_build_object(
    'filename', i.filename,
    'width', i.width,
    'height', i.height,
    'alt', i.alt,
    'variantId', i.variant_id
  ) ORDER BY i.sort_order, i.id), '[]'::json)
  FROM product_images i WHERE i.product_id = p.id
)`;

// Kept by a trigger on ratings (issue 13); hidden ratings are not counted.
const ratingJson = sql`(
  SELECT json_build_object('average', round(s.star_sum::numeric / s.rating_count, 1)::float8, 'count', s.rating_count)
  FROM product_rating_stats s WHERE s.product_id = p.id AND s.rating_count > 0
)`;

export const summaryColumns = sql`
  p.id, p.title, p.slug, p.live_fish AS "liveFish",
  to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  json_build_object('id', c.id, 'categoryName', c.name, 'slug', c.slug) AS category,
  ${optionsJson} AS options,
  ${imagesJson} AS variant_images,
  ${ratingJson} AS rating`;

export const detailColumns = sql`${summaryColumns},
  p.description, p.hsn_code AS "hsnCode", p.strain, p.grade, p.one_off AS "oneOff"`;

/** Only what a buyer may see: active products in active categories. */
export const visibleProduct = sql`p.active AND c.active`;

// The "from" price of the variants v of one product, as its card shows it (cheapestOption in the web
// app): the lowest a buyer pays for one unit of an active option in stock, or of any active option
// when all are sold out (paise, after discount rounded half up as `unitPrice` does, before tax); an
// aggregate over `variants v` with `v.active` in its WHERE. For sorting by price, one product
// (service.ts) or all (sort-book.ts).
export const unitPaise = sql`CASE WHEN v.discount_enabled THEN round(v.price_paise::numeric * (100 - v.discount_percent) / 100)
  ELSE v.price_paise END`;
export const cheapestOption = sql`coalesce(min(${unitPaise}) FILTER (WHERE v.stock > 0), min(${unitPaise}))`;

export function productsFrom(where: SQL): SQL {
  return sql`FROM products p JOIN categories c ON c.id = p.category_id WHERE ${visibleProduct} AND ${where}`;
}
