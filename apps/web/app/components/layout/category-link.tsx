import { paths } from '@discus/domain/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavCategory } from '../../lib/use-categories.ts';

type Props = { category: NavCategory; index: number; className?: string; onClick?: () => void; children?: ReactNode };

/** seed section 2: a category link opens product-list with presetCategory (the index) as state; the URL carries it too. */
export function CategoryLink({ category, index, className, onClick, children }: Props) {
  return (
    <Link
      to={paths.productList(category.slug)}
      state={{ presetCategory: index, categoryName: category.categoryName }}
      className={className}
      onClick={onClick}
    >
      {children ?? category.categoryName}
    </Link>
  );
}
