import type { Badge } from '@discus/domain/badges';
import { messages } from '@discus/domain/messages';

const tone: Record<Badge, string> = {
  [messages.badgeNew]: 'badge-new',
  [messages.badgeVariants]: 'badge-variants',
  [messages.badgeOffer]: 'badge-offer',
};

/** seed section 2: 'New', 'Variants available', 'Offer available' (domain/badges.ts decides which). */
export function ProductBadges({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="badges" aria-label="Highlights">
      {badges.map((badge) => (
        <li key={badge} className={`badge ${tone[badge]}`}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
