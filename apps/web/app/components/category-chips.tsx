import { useCategories } from '../lib/use-categories.ts';
import { CategoryLink } from './layout/category-link.tsx';

/** Every category as a chip to tap: where to go from a page with nothing to show (a 404, an empty search). */
export function CategoryChips({ className = '' }: { className?: string }) {
  const categories = useCategories();
  return (
    <ul aria-label="Categories" className={`flex flex-wrap justify-center gap-2 ${className}`}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <CategoryLink
            category={category}
            index={index}
            className="inline-block rounded-full border border-brand-600 px-4 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
          />
        </li>
      ))}
    </ul>
  );
}
