// Business constants from the specification (seed section 9) and PRODUCT.md.

export const HTTP_TIMEOUT_MS = 10_000;

export const SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_PAGE_NO = 1;
export const SEARCH_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PRODUCT_LIST_PAGE_SIZE = 12;
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
// A search's answer: best match first unless the buyer sorts it.
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'size_asc', 'size_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SNACKBAR_DURATION_MS = 3000;

export const PHONE_LENGTH = 10;
export const PASSWORD_MIN = 8;
// PRODUCT.md 1: both forms accept up to 64 (the original login stopped at 20).
export const PASSWORD_MAX = 64;

// spec: 'New' badge is for products created less than 24 hours ago
export const NEW_BADGE_WINDOW_MS = 24 * 60 * 60 * 1000;

export const NOTIFIER_INTERVAL_MS = 35_000;
export const NOTIFIER_VISIBLE_MS = 14_000;

export const MOBILE_MAX_WIDTH_PX = 600;
export const SCROLL_TOP_AFTER_PX = 100;

export const PAYMENT_GATEWAY_TYPES = [1, 2, 3] as const;

export const ADMIN_ROLE = 1;

// Bodies above this are refused before they are parsed.
export const MAX_BODY_BYTES = 1024 * 1024;

export const UPLOAD_AREAS = ['ratings', 'categories', 'products', 'users'] as const;
export type UploadArea = (typeof UPLOAD_AREAS)[number];

// Widths every uploaded or generated image is re-encoded to (WebP).
export const IMAGE_WIDTHS = [240, 480, 720, 960] as const;

// issue 13: a rating's limits and orders. Here rather than beside its schemas (contracts/ratings.ts),
// so a product page that shows them loads no zod (issue 14).
export const RATING_TITLE_MAX = 120;
export const RATING_TEXT_MAX = 2000;
export const RATING_PHOTOS_MAX = 3;
export const RATING_SORTS = ['newest', 'helpful'] as const;
