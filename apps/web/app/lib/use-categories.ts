import type { Category } from '@discus/domain/contracts/catalog';
import { useRouteLoaderData } from 'react-router';

/** A category as every page has it: its description comes with its own page. */
export type NavCategory = Omit<Category, 'description'>;

/** The active categories, loaded once by the root route for the nav bar and the drawer. */
export function useCategories(): NavCategory[] {
  const data = useRouteLoaderData('root') as { categories: NavCategory[] } | undefined;
  return data?.categories ?? [];
}
