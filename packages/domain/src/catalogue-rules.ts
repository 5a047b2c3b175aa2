// What a product and its variants may hold (issue 10), shared by the admin forms and the server.

// GST slabs a product can be taxed at in India.
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export const MAX_DISCOUNT_PERCENT = 90;
// ₹10 lakh: a price above it is a typo (an extra zero or two), not a fish.
export const MAX_PRICE_RUPEES = 1_000_000;
export const MAX_STOCK = 100_000;
export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const MAX_VARIANTS = 20;
export const MAX_PHOTOS = 10;
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
// Products with this many or fewer units left (of any variant) count as low: a shop setting.
export const DEFAULT_LOW_STOCK_AT = 3;
export const STOCK_FILTERS = ['sold_out', 'low', 'in_stock'] as const;
export const INVENTORY_SORTS = [
  'relevance',
  'newest',
  'oldest',
  'title',
  'stock_asc',
  'price_asc',
  'price_desc',
] as const;
export const INVENTORY_PAGE_SIZE = 20;
export const CSV_MAX_ROWS = 5000;
