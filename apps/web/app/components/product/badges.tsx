import type { Badge } from '@discus/domain/badges';
import { messages } from '@discus/domain/messages';

const tone: Record<Badge, string> = {
  [messages.badgeNew]: 'bg-brand-700 text-white',
  [messages.badgeVariants]: 'bg-white/95 text-slate-800 ring-1 ring-slate-300',
  [messages.badgeOffer]: 'bg-coral-600 text-white',
};

/** seed section 2: 'New', 'Variants available', 'Offer available' (domain/badges.ts decides which). */
export function ProductBadges({ badges, className = '' }: { badges: Badge[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label="Highlights">
      {badges.map((badge) => (
        <li key={badge} data-badge={badge} className={`badge ${tone[badge]}`}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
