// The HTML each storefront page sends on a first load (issue 14: at most 30 KB raw), raw and gzip,
// from a running store: printed by `npm run bench` and by bundle-size.ts with BENCH_URL.
import { gzipSync } from 'node:zlib';

/**
 * The pages issue 14 measures: home, the product list with and without a category, a search's
 * results (sorted by best match, with its "Sort by"), a product, cart, checkout.
 */
export const STOREFRONT_PAGES = [
  '/',
  '/product-list',
  '/product-list?category=red-discus',
  '/product-list?q=discus',
  '/product-detail?id=4',
  '/cart',
  '/checkout',
] as const;

export type PageWeight = { page: string; raw: number; gzip: number };

export async function pageWeights(baseUrl: string): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const page of STOREFRONT_PAGES) {
    const response = await fetch(`${baseUrl}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    weights.push({ page, raw: html.length, gzip: gzipSync(html, { level: 9 }).length });
  }
  return weights;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** One line a page: its address, raw and gzip KB (1 KB = 1,000 bytes, as issue 14 counts). */
export function pageWeightLines(weights: PageWeight[]): string[] {
  return weights.map(
    ({ page, raw, gzip }) => `${page.padEnd(36)} ${kb(raw).padStart(6)} KB raw ${kb(gzip).padStart(6)} KB gzip`,
  );
}
