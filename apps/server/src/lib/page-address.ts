// The query parameters the pages read (apps/web/app/routes): product-list's category, q, sort and
// page, product-detail's id and variant (the option it opens on), and React Router's own (_routes
// for data requests, index for forms, paths and version for /__manifest). A page that starts
// reading another parameter must be listed here, or it never sees it.
const PAGE_PARAMS = ['id', 'variant', 'category', 'q', 'sort', 'page', '_routes', 'index', 'paths', 'version'] as const;

/**
 * The address a page is rendered and cached under: the path and the parameters pages read, in one
 * order. Tracking tags and junk (`?utm_source=…`, `?x123=1`) share one render and one cache entry,
 * so they can neither fill the page cache nor end up in a shared page.
 */
export function pageAddress(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}
