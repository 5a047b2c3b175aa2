import type { ShopDetails } from '@discus/domain/shop';
import { useRouteLoaderData } from 'react-router';

/** The shop's business details, loaded once by the root route from the server's settings. */
export function useShop(): ShopDetails {
  const data = useRouteLoaderData('root') as { shop: ShopDetails } | undefined;
  if (!data) throw new Error('useShop must be used below the root route');
  return data.shop;
}
