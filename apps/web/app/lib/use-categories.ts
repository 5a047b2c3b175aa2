import type { Category } from '@discus/domain/contracts/catalog';
import { useRouteLoaderData } from 'react-router';

/** The active categories, loaded once by the root route for the nav bar and the drawer. */
export function useCategories(): Category[] {
  const data = useRouteLoaderData('root') as { categories: Category[] } | undefined;
  return data?.categories ?? [];
}
