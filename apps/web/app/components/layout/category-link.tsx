import { paths } from '@discus/domain/paths';
import type { ReactNode } from 'react';
import { Link } from '../../lib/link.tsx';
import type { NavCategory } from '../../lib/use-categories.ts';

type Props = { category: NavCategory; index: number; className?: string; onClick?: () => void; children?: ReactNode };

/**
 * seed section 2: a category link opens product-list with presetCategory (the index) as state; the URL carries it too.
 * All open the same route, so only the first asks React Router to discover it (`data-discover` on
 * each was 21 bytes of every page's HTML a link: issue 14).
 */
export function CategoryLink({ category, index, className, onClick, children }: Props) {
  return (
    <Link
      to={paths.productList(category.slug)}
      state={{ presetCategory: index, categoryName: category.categoryName }}
      className={className}
      onClick={onClick}
      discover={index === 0 ? 'render' : 'none'}
    >
      {children ?? category.categoryName}
    </Link>
  );
}
