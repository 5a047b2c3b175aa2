import { z } from 'zod';
import { PRODUCT_SORTS, SEARCH_SORTS } from '../constants.ts';
import { entityId, pageNo, pageSize } from './common.ts';

export const imageRef = z.object({
  filename: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ImageRef = z.infer<typeof imageRef>;

// seed section 3, "Variant option".
export const variantOption = z.object({
  _id: z.number().int(),
  size: z.string(),
  color: z.string(),
  variant_price: z.number(),
  variant_quantity: z.number().int(),
  isDiscountEnabled: z.boolean(),
  variant_discount: z.object({ value: z.number() }),
  variant_tax_percentage: z.number(),
});
export type VariantOption = z.infer<typeof variantOption>;

export const categoryRef = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  slug: z.string(),
});
export type CategoryRef = z.infer<typeof categoryRef>;

export const category = categoryRef.extend({
  description: z.string(),
  image: imageRef.nullable(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof category>;

export const productSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category: categoryRef,
  options: z.array(variantOption),
  variant_images: z.array(imageRef.extend({ variantId: z.number().int().nullable() })),
  liveFish: z.boolean(),
  createdAt: z.string(),
  /** Average and count of the visible ratings (issue 13); null before the first. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable().optional(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const product = productSummary.extend({
  description: z.string(),
  hsnCode: z.string().nullable(),
  strain: z.string().nullable(),
  grade: z.string().nullable(),
  oneOff: z.boolean(),
});
export type Product = z.infer<typeof product>;

// POST /api/products/categories/getProductCategory: seed sends { all: true }.
export const getProductCategoryBody = z.object({ all: z.boolean().optional() }).strict();
export const getProductCategoryAnswer = z.object({ result: z.array(category) });

// POST /api/products/searchProducts: seed sends { query, pageNo, pageSize }.
export const searchProductsBody = z
  .object({
    query: z.string().trim().max(200),
    pageNo: pageNo.default(1),
    pageSize: pageSize.default(10),
    // Best match first when none is given, unless the query's words ask for an order ("cheapest").
    sort: z.enum(SEARCH_SORTS).optional(),
  })
  .strict();
export type SearchProductsBody = z.input<typeof searchProductsBody>;

export const productPage = z.object({
  result: z.array(productSummary),
  totalCount: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  // searchProducts only: no product has every word, so these are the products without the words
  // (or sizes) listed here, lower-cased, sizes as the buyer wrote them ("300w", "4 inch").
  leftOut: z.array(z.string()).optional(),
  // searchProducts only: nothing that matches is at the price the query asked for ("under 50"): that
  // price as written, the last of `leftOut`; the answer is at any price.
  leftOutPrice: z.string().optional(),
  // searchProducts only: the query as the answer read it, lower-cased, when it read some words
  // otherwise: a misspelling ("pegion blood": "pigeon blood"), words run together or written apart
  // ("pigeonblood", "checker board": "checkerboard").
  searchedFor: z.string().optional(),
  // searchProducts only: a size asked in a unit nothing the words find is sold in, read as a size
  // sold (as `searchedFor` says): as written ("150 litre", "8 cm") and as read ("200w", "3 inch");
  // for a tank's volume, the watts it needs (about 1 W a litre), which the size read is the first
  // sold of at least.
  sizeRead: z.object({ written: z.string(), read: z.string(), tankWatts: z.number().int().optional() }).optional(),
  // searchProducts only, sorted by date, price or size: only the products whose name (title or
  // category) matches this word of the search are listed (of those, only what a word of the search
  // says they are, the last word of their title or category, when any is: "discus" lists the fish,
  // not Discus Flakes); `more` other products only mention it (best match lists them too).
  named: z.object({ word: z.string(), more: z.number().int() }).optional(),
  // searchProducts only, when the query names sizes ("discus 4 inch"): the ids of this page's options
  // of those sizes (in stock, or all of a product's when all are sold out); a card shows their price.
  // Sorted by size ("baby discus") with no size named: each product's options of the size it is
  // placed by, its smallest (size_asc) or largest (size_desc) of those that count.
  sizeOptions: z.array(z.number().int()).optional(),
  // searchProducts only, when the body gave no sort: the order the query's words asked for
  // ("cheapest discus": price_asc; "baby discus": size_asc), or, when nothing was at the price asked
  // for ("discus under 100"), nearest that price first; this answer is in it.
  sort: z.enum(SEARCH_SORTS).optional(),
});
export type ProductPage = z.infer<typeof productPage>;

// POST /api/products/listProducts: the product list page and the home page's shelves.
export const listProductsBody = z
  .object({
    categorySlug: z.string().trim().min(1).max(100).optional(),
    onOffer: z.boolean().optional(),
    sort: z.enum(PRODUCT_SORTS).default('newest'),
    pageNo: pageNo.default(1),
    pageSize: pageSize.default(24),
  })
  .strict();
export type ListProductsBody = z.input<typeof listProductsBody>;

// POST /api/products/getProductById
export const getProductByIdBody = z.object({ id: entityId }).strict();
export const getProductByIdAnswer = z.object({ result: product });
