import { messages } from '@discus/domain/messages';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useAccount } from '../account/account-context.tsx';
import { pendingHeart } from './pending-heart.ts';

type Wishlist = {
  /** The product ids the logged-in buyer keeps (empty for a guest). */
  ids: ReadonlySet<number>;
  has: (productId: number) => boolean;
  /** Keeps or drops a product; a guest is asked to log in and the heart is kept after login. */
  toggle: (productId: number, variantId?: number) => Promise<void>;
  /** Sets the ids after a change made elsewhere (the Wishlist tab). */
  setIds: (ids: number[]) => void;
};

const WishlistContext = createContext<Wishlist | null>(null);

// issue 13. Public pages are cached without personal data: which hearts are filled is read here,
// in the browser, with the buyer's token.
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { user, ready, openLogin, addLoginStep } = useAccount();
  const showMessage = useSnackbar();
  const [ids, setIdsState] = useState<ReadonlySet<number>>(new Set());
  // Changes answered so far: a read that began before one of them may have missed it, so its
  // answer is dropped (the heart kept at login, answered while the login's read was on its way).
  const changes = useRef(0);
  const setIds = useCallback((next: number[]) => {
    changes.current++;
    setIdsState(new Set(next));
  }, []);

  useEffect(() => {
    if (!ready) return;
    if (!user) {
      setIdsState(new Set());
      return;
    }
    let current = true;
    const changesBefore = changes.current;
    browserApi
      .wishlist()
      .then((items) => {
        if (current && changes.current === changesBefore) setIdsState(new Set(items.map((i) => i.product.id)));
      })
      .catch((error) => console.error('wishlist: reading failed', error));
    return () => {
      current = false;
    };
  }, [ready, user]);

  // The heart a guest tapped before logging in is kept as soon as the login is accepted.
  useEffect(
    () =>
      addLoginStep(async () => {
        const heart = pendingHeart.take();
        if (!heart) return;
        setIds(await browserApi.addToWishlist(heart.productId, heart.variantId));
        showMessage(messages.wishlistAdded);
      }),
    [addLoginStep, setIds, showMessage],
  );

  const toggle = useCallback(
    async (productId: number, variantId?: number) => {
      if (!user) {
        pendingHeart.keep({ productId, variantId });
        openLogin();
        return;
      }
      const kept = ids.has(productId);
      try {
        setIds(
          kept ? await browserApi.removeFromWishlist(productId) : await browserApi.addToWishlist(productId, variantId),
        );
        showMessage(kept ? messages.wishlistRemoved : messages.wishlistAdded);
      } catch (error) {
        console.error('wishlist: change failed', error);
        showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
      }
    },
    [user, ids, openLogin, setIds, showMessage],
  );

  const value = useMemo<Wishlist>(
    () => ({ ids, has: (productId) => ids.has(productId), toggle, setIds }),
    [ids, toggle, setIds],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): Wishlist {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error('useWishlist must be used inside WishlistProvider');
  return wishlist;
}
