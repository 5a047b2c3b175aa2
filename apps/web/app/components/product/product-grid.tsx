import type { ProductSummary } from '@discus/domain/contracts/catalog';
import { ProductCard } from './product-card.tsx';

type Props = { products: ProductSummary[]; now: number; priorityCount?: number };

export function ProductGrid({ products, now, priorityCount = 0 }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {products.map((product, i) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} now={now} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
