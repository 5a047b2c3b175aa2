const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars filled to a rating; the words are for screen readers (and tests). */
export function Stars({ value, label, className = 'size-4' }: { value: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 20 20" className={className} aria-hidden="true">
          <path
            d={STAR}
            className={
              value >= n - 0.25 ? 'fill-current' : value >= n - 0.75 ? 'fill-current opacity-50' : 'fill-slate-300'
            }
          />
        </svg>
      ))}
    </span>
  );
}

/**
 * "★ 4.5 (12)": the average and count of a product's ratings, on cards and beside a product's title.
 * One star, not five: it stands on every card of a page (issue 14: smaller pages).
 */
export function RatingBadge({ average, count }: { average: number; count: number }) {
  return (
    <span className="rating-badge" data-testid="rating-badge">
      <span
        role="img"
        aria-label={`Rated ${average} out of 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`}
        className="icon-star"
      />
      <span aria-hidden="true">{`${average.toFixed(1)} (${count})`}</span>
    </span>
  );
}
