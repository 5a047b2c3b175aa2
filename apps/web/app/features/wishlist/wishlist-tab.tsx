import type { VariantOption } from '@discus/domain/contracts/catalog';
import type { WishlistItem } from '@discus/domain/contracts/wishlist';
import { messages } from '@discus/domain/messages';
import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { type ReactNode, useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '../../components/form/buttons.ts';
import { ProductImage } from '../../components/product/product-image.tsx';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { Link } from '../../lib/link.tsx';
import { optionPrice } from '../../lib/product-price.ts';
import { useRefusedSession } from '../account/use-refused-session.ts';
import { useCart } from '../cart/cart-context.tsx';
import { useWishlist } from './wishlist-context.tsx';

const optionLabel = (o: VariantOption) => [o.size, o.color].filter(Boolean).join(' · ') || 'Standard';

/** The Wishlist tab of /MyProfile (seed section 2, `openWishlist`): kept products with today's price and stock. */
export function WishlistTab({ empty }: { empty: ReactNode }) {
  const showMessage = useSnackbar();
  const onRefused = useRefusedSession();
  const wishlist = useWishlist();
  const [items, setItems] = useState<WishlistItem[] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one read when the tab opens
  useEffect(() => {
    let current = true;
    browserApi
      .wishlist()
      .then((list) => {
        if (!current) return;
        setItems(list);
        wishlist.setIds(list.map((i) => i.product.id));
      })
      .catch((error) => {
        if (!onRefused(error)) showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
      });
    return () => {
      current = false;
    };
  }, []);

  if (!items) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        {messages.loading}
      </p>
    );
  }
  if (items.length === 0) return <>{empty}</>;

  const drop = (productId: number, ids: number[]) => {
    setItems((now) => now?.filter((i) => i.product.id !== productId) ?? null);
    wishlist.setIds(ids);
  };

  return (
    <ul className="space-y-3" aria-label="Your wishlist">
      {items.map((item) => (
        <WishlistRow key={item.product.id} item={item} onGone={drop} />
      ))}
    </ul>
  );
}

function WishlistRow({ item, onGone }: { item: WishlistItem; onGone: (productId: number, ids: number[]) => void }) {
  const { product } = item;
  const cart = useCart();
  const showMessage = useSnackbar();
  const [busy, setBusy] = useState(false);
  const firstInStock = product.options.find((o) => o.variant_quantity > 0);
  const [chosenId, setChosenId] = useState(
    product.options.some((o) => o._id === item.variantId && o.variant_quantity > 0)
      ? (item.variantId ?? undefined)
      : firstInStock?._id,
  );
  const chosen = product.options.find((o) => o._id === chosenId);
  const soldOut = product.options.every((o) => o.variant_quantity === 0);
  const image = product.variant_images[0];

  const run = async (work: () => Promise<number[]>, done: string) => {
    setBusy(true);
    try {
      onGone(product.id, await work());
      showMessage(done);
    } catch (error) {
      showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    } finally {
      setBusy(false);
    }
  };

  const moveToCart = () =>
    chosen &&
    run(async () => {
      await browserApi.moveWishlistToCart(product.id, chosen._id);
      await cart.refresh();
      return browserApi.wishlist().then((list) => list.map((i) => i.product.id));
    }, messages.wishlistMovedToCart);

  return (
    <li
      data-testid="wishlist-item"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-brand-50">
          {image && <ProductImage image={image} sizes="80px" className="size-full object-cover" alt={product.title} />}
        </div>
        <div className="min-w-0">
          <Link
            to={paths.productDetail(product.id, product.slug)}
            className="font-semibold text-slate-900 hover:underline"
          >
            {product.title}
          </Link>
          {chosen ? <OptionPrice option={chosen} /> : null}
          <p className={`text-sm ${soldOut ? 'font-medium text-coral-600' : 'text-slate-600'}`}>
            {soldOut ? 'Sold out' : chosen ? `${chosen.variant_quantity} in stock` : ''}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {product.options.length > 1 && !soldOut && (
          <label className="text-sm text-slate-700">
            <span className="sr-only">Option of {product.title}</span>
            <select
              value={chosenId}
              onChange={(e) => setChosenId(Number(e.target.value))}
              className="rounded-md border border-slate-300 px-2 py-2 text-sm"
            >
              {product.options.map((o) => (
                <option key={o._id} value={o._id} disabled={o.variant_quantity === 0}>
                  {optionLabel(o)}
                  {o.variant_quantity === 0 ? ' (sold out)' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" className={primaryButton} disabled={busy || !chosen} onClick={() => void moveToCart()}>
          Move to cart
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          aria-label={`Remove ${product.title} from wishlist`}
          onClick={() => void run(() => browserApi.removeFromWishlist(product.id), messages.wishlistRemoved)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

function OptionPrice({ option }: { option: VariantOption }) {
  const { price, discountPercent } = optionPrice(option);
  return (
    <p className="text-sm">
      <span className="font-bold text-brand-800">{formatRupees(price)}</span>
      {discountPercent > 0 && (
        <span className="ml-2 rounded bg-coral-600 px-1.5 py-0.5 text-xs font-semibold text-white">
          {discountPercent}% off
        </span>
      )}
      {option.variant_tax_percentage > 0 && <span className="text-xs text-slate-600"> + GST</span>}
    </p>
  );
}
