import type { ShopDetails } from '@discus/domain/shop';
import { useRouteLoaderData } from 'react-router';

/** The shop's business details, loaded once by the root route from the server's settings. */
export function useShop(): ShopDetails {
  return useRootData().shop;
}

/**
 * The shop's year (in India) when the page was drawn, for the footer. The phone's own clock may say
 * another year (New Year's Eve is 5.5 hours earlier in India than at UTC, and a phone's clock can be
 * wrong), and React must take over a page as the server drew it.
 */
export function useShopYear(): number {
  return useRootData().year;
}

function useRootData() {
  const data = useRouteLoaderData('root') as { shop: ShopDetails; year: number } | undefined;
  if (!data) throw new Error("the root route's data is read below the root route only");
  return data;
}
