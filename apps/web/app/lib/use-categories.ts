import type { CategoryRef } from '@discus/domain/contracts/catalog';
import { useRouteLoaderData } from 'react-router';

/** A category as every page has it: its description comes with its own page, its picture with home's tiles. */
export type NavCategory = CategoryRef;

/** The active categories, loaded once by the root route for the nav bar and the drawer. */
export function useCategories(): NavCategory[] {
  const data = useRouteLoaderData('root') as { categories: NavCategory[] } | undefined;
  return data?.categories ?? [];
}
