import type { ProductSummary } from '@discus/domain/contracts/catalog';
import { ProductCard } from './product-card.tsx';

type Props = {
  products: ProductSummary[];
  now: number;
  priorityCount?: number;
  /** The cards' heading level: 3 under a section's h2, 2 directly under the page's h1. */
  headingLevel?: 2 | 3;
};

export function ProductGrid({ products, now, priorityCount = 0, headingLevel = 3 }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {products.map((product, i) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} now={now} priority={i < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
