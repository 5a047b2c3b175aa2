import type { SearchMiss } from '@discus/domain/contracts/admin-orders';
import { paths } from '@discus/domain/paths';
import { formatShopTime } from '../orders/order-dates.ts';

/** What a search found, in the owner's words: "nothing", or "12 without “baby”". */
function foundText({ found, leftOut }: SearchMiss): string {
  if (found === 0) return 'found nothing';
  const words = leftOut.map((word) => `“${word}”`).join(', ');
  return `found ${found} without ${words}`;
}

/**
 * Buyers' searches that found nothing, or only by leaving words out (last 30 days, most searched
 * first): words to add to the catalogue's texts. Each opens the search as the buyer saw it.
 */
export function SearchMissesCard({ misses, className }: { misses: SearchMiss[]; className: string }) {
  return (
    <section aria-labelledby="search-misses" className={className}>
      <h2 id="search-misses" className="mb-1 font-semibold text-slate-900">
        Searched for, not found (last 30 days)
      </h2>
      <p className="mb-2 text-xs text-slate-600">Words buyers use that no product's title or description has.</p>
      {misses.length === 0 ? (
        <p className="text-sm text-slate-600">Every search found what it asked for.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {misses.map((miss) => (
            <li key={miss.query} className="py-1.5">
              <div className="flex justify-between gap-2">
                {/* The storefront's own page: a full load, in a new tab, as a buyer would see it. */}
                <a
                  href={paths.search(miss.query)}
                  target="_blank"
                  rel="noreferrer"
                  className="min-w-0 truncate font-medium text-brand-700 hover:underline"
                >
                  {miss.query}
                </a>
                <span className="shrink-0 text-slate-700">
                  {miss.searches} {miss.searches === 1 ? 'search' : 'searches'}
                </span>
              </div>
              <p className="text-xs text-slate-600">
                {foundText(miss)} · last {formatShopTime(miss.lastSearchedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
