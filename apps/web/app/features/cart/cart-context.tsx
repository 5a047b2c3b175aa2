import { mergeCartItems } from '@discus/domain/cart';
import type { CartItem, GetCartAnswer } from '@discus/domain/contracts/cart';
import { messages } from '@discus/domain/messages';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSnackbar } from '../../components/snackbar.tsx';
import { type Api, ApiError } from '../../lib/api.ts';
import { browserApi, browserApiWithToken } from '../../lib/browser-api.ts';
import { storage } from '../../lib/storage.ts';
import { useAccount } from '../account/account-context.tsx';
import { type CartView, cartView, changeQuantity, emptyCartView, removeFromItems, stockFrom } from './cart-view.ts';

type Cart = CartView & {
  /** False until the cart of the current userId has been read once. */
  loaded: boolean;
  isBusy: (productId: number) => boolean;
  /** Adds one of a variant: creates the cart when there is none (seed section 4). */
  add: (productId: number, variantId: number) => Promise<boolean>;
  increase: (productId: number, variantId: number) => Promise<boolean>;
  decrease: (productId: number, variantId: number) => Promise<boolean>;
  /** Removes one variant, or the whole product when variantId is omitted. */
  remove: (productId: number, variantId?: number) => Promise<boolean>;
  /** How many of a variant the cart holds. */
  quantityOf: (productId: number, variantId: number) => number;
  /** Reads the cart again after the server changed it (an order placed, an order's items put back). */
  refresh: () => Promise<void>;
};

const CartContext = createContext<Cart | null>(null);

function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.serverError;
}

/**
 * The cart of the current userId (a guest id, or the profileId once logged in): read at session
 * start, re-read after every change, merged into the account's cart on login (seed section 4).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user, ready, addLoginStep } = useAccount();
  const showMessage = useSnackbar();
  const [view, setView] = useState<CartView>(emptyCartView);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const readSeq = useRef(0);
  // Storage is only read in the browser, after the session start has settled who is browsing.
  const ownerId = ready ? (user?.profileId ?? storage.get('userId')) : null;

  // PRODUCT.md section 1: cart failures are shown (error snackbar) as well as logged.
  const fail = useCallback(
    (what: string, error: unknown) => {
      console.error(`cart: ${what} failed`, error);
      showMessage(failureMessage(error), 'error');
    },
    [showMessage],
  );

  /** Reads the cart of userId; only the newest read is applied (a login may overtake a slower read). */
  const read = useCallback(async (userId: string, api: Api = browserApi): Promise<CartView> => {
    const seq = ++readSeq.current;
    const next = cartView(await api.getCart(userId));
    if (seq === readSeq.current) {
      setView(next);
      setLoaded(true);
    }
    return next;
  }, []);

  useEffect(() => {
    if (!ownerId) return;
    read(ownerId).catch((error) => fail('reading the cart', error));
  }, [ownerId, read, fail]);

  const currentOwner = useCallback(() => user?.profileId ?? storage.get('userId'), [user]);

  /** One change to one product: busy while it runs, then the cart is read again. */
  const change = useCallback(
    async (productId: number, what: string, run: (userId: string) => Promise<unknown>): Promise<boolean> => {
      const userId = currentOwner();
      if (!userId) return false;
      setBusy((now) => new Set(now).add(productId));
      let ok = true;
      try {
        await run(userId);
      } catch (error) {
        ok = false;
        fail(what, error);
      }
      try {
        await read(userId);
      } catch (error) {
        if (ok) fail('reading the cart', error);
        ok = false;
      } finally {
        setBusy((now) => {
          const next = new Set(now);
          next.delete(productId);
          return next;
        });
      }
      return ok;
    },
    [currentOwner, fail, read],
  );

  const addOne = useCallback(
    (productId: number, variantId: number, what: string) =>
      change(productId, what, (userId) =>
        browserApi.addToCart({ userId, cartItems: [{ productId, selectedVariants: [{ variantId, quantity: 1 }] }] }),
      ),
    [change],
  );

  /**
   * Replaces the items of the freshly read cart with what edit makes of them. The read's version
   * goes along: if another tab changed the cart in between, the server refuses (409) and the edit
   * is made again on a new read, so nothing added elsewhere is lost.
   */
  const replaceItems = useCallback(
    (productId: number, what: string, edit: (items: CartItem[]) => CartItem[]) =>
      change(productId, what, async (userId) => {
        for (let attempt = 1; ; attempt++) {
          const base = (await browserApi.getCart(userId)).cartData_base;
          if (!base) return;
          try {
            await browserApi.updateCart({ cartId: base.id, cartItems: edit(base.cartItems), version: base.version });
            return;
          } catch (error) {
            if (!(error instanceof ApiError && error.status === 409) || attempt >= 3) throw error;
          }
        }
      }),
    [change],
  );

  const add = useCallback((p: number, v: number) => addOne(p, v, 'adding to the cart'), [addOne]);
  const increase = useCallback((p: number, v: number) => addOne(p, v, 'increasing a quantity'), [addOne]);
  const decrease = useCallback(
    (p: number, v: number) => replaceItems(p, 'decreasing a quantity', (items) => changeQuantity(items, p, v, -1)),
    [replaceItems],
  );
  const remove = useCallback(
    (p: number, v?: number) => replaceItems(p, 'removing from the cart', (items) => removeFromItems(items, p, v)),
    [replaceItems],
  );

  // seed section 4: on login the guest cart joins the account's cart before userId becomes the profileId.
  useEffect(
    () =>
      addLoginStep(async ({ guestUserId, user: loggedIn }) => {
        const userId = loggedIn.profileId;
        try {
          // The guest cart is reached by its guest id alone; the account's with the new token (stored).
          const guestApi = browserApiWithToken('');
          const [mine, guest] = await Promise.all([
            browserApi.getCart(userId),
            guestUserId && guestUserId !== userId ? guestApi.getCart(guestUserId) : Promise.resolve(null),
          ]);
          await syncGuestCart(mine, guest, userId);
          showMessage(messages.cartSynced);
        } catch (error) {
          fail('syncing the cart', error);
        }
        await read(userId).catch((error) => fail('reading the cart', error));
      }),
    [addLoginStep, showMessage, fail, read],
  );

  const refresh = useCallback(async () => {
    const userId = currentOwner();
    if (userId) await read(userId).catch((error) => fail('reading the cart', error));
  }, [currentOwner, read, fail]);

  const value = useMemo<Cart>(
    () => ({
      ...view,
      loaded,
      isBusy: (productId) => busy.has(productId),
      add,
      increase,
      decrease,
      remove,
      quantityOf: (productId, variantId) =>
        view.items.find((i) => i.productId === productId)?.selectedVariants.find((v) => v.variantId === variantId)
          ?.quantity ?? 0,
      refresh,
    }),
    [view, loaded, busy, add, increase, decrease, remove, refresh],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

async function syncGuestCart(mine: GetCartAnswer, guest: GetCartAnswer | null, userId: string): Promise<void> {
  const guestCart = guest?.cartData_base;
  if (!guestCart || guestCart.cartItems.length === 0) return;
  const stock = stockFrom([mine, guest]);
  if (mine.cartData_base) {
    await browserApi.updateCart({
      cartId: mine.cartData_base.id,
      cartItems: mergeCartItems(mine.cartData_base.cartItems, guestCart.cartItems, stock),
      syncedLocalCartId: guestCart.id,
      version: mine.cartData_base.version,
    });
    return;
  }
  const cartItems = mergeCartItems([], guestCart.cartItems, stock);
  if (cartItems.length === 0) return;
  await browserApi.addToCart({ userId, cartItems, syncedLocalCartId: guestCart.id });
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside CartProvider');
  return cart;
}
