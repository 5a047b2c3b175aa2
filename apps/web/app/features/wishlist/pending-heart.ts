// A guest's tapped heart waits here while they log in (session storage: no identity, ends with
// the tab), and is kept once the login succeeds.
const KEY = 'pendingWishlist';

export type PendingHeart = { productId: number; variantId?: number };

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const pendingHeart = {
  keep(heart: PendingHeart): void {
    store()?.setItem(KEY, JSON.stringify(heart));
  },
  take(): PendingHeart | null {
    const s = store();
    const raw = s?.getItem(KEY) ?? null;
    s?.removeItem(KEY);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as PendingHeart;
      return Number.isInteger(value.productId) ? value : null;
    } catch {
      return null;
    }
  },
};
