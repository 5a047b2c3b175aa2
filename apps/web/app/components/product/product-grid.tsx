import type { CardView } from '../../lib/card-data.ts';
import { ProductCard } from './product-card.tsx';

type Props = {
  cards: CardView[];
  priorityCount?: number;
  /** The cards' heading level: 3 under a section's h2, 2 directly under the page's h1. */
  headingLevel?: 2 | 3;
};

export function ProductGrid({ cards, priorityCount = 0, headingLevel = 3 }: Props) {
  return (
    <ul className="product-grid">
      {cards.map((card, i) => (
        <li key={card.id}>
          <ProductCard card={card} priority={i < priorityCount} headingLevel={headingLevel} discover={i === 0} />
        </li>
      ))}
    </ul>
  );
}
