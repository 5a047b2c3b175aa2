import { type Badge, productBadges } from '@discus/domain/badges';
import type { ProductSummary } from '@discus/domain/contracts/catalog';
import { messages } from '@discus/domain/messages';

const tone: Record<Badge, string> = {
  [messages.badgeNew]: 'bg-brand-700 text-white',
  [messages.badgeVariants]: 'bg-white/95 text-slate-800 ring-1 ring-slate-300',
  [messages.badgeOffer]: 'bg-coral-600 text-white',
};

/** seed section 2: 'New', 'Variants available', 'Offer available'. */
export function ProductBadges({ product, now }: { product: ProductSummary; now: number }) {
  const badges = productBadges(product, now);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Highlights">
      {badges.map((badge) => (
        <li key={badge} data-badge={badge} className={`rounded px-2 py-0.5 text-xs font-semibold ${tone[badge]}`}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
