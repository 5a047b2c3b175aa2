import { useCart } from './cart-context.tsx';

type Props = {
  productId: number;
  variantId: number;
  /** The option's stock: nothing to add when it is 0 or all of it is in the cart. */
  stock: number;
  className: string;
  label?: string;
  ariaLabel?: string;
};

/** Adds one of the chosen option (seed section 4 'add'); disabled when sold out or all of it is in the cart. */
export function AddToCartButton({ productId, variantId, stock, className, label = 'Add to cart', ariaLabel }: Props) {
  const cart = useCart();
  const busy = cart.isBusy(productId);
  const soldOut = stock === 0;
  const allInCart = !soldOut && cart.quantityOf(productId, variantId) >= stock;
  return (
    <button
      type="button"
      className={className}
      disabled={soldOut || allInCart || busy}
      aria-busy={busy}
      aria-label={ariaLabel}
      onClick={() => void cart.add(productId, variantId)}
    >
      {soldOut ? 'Sold out' : allInCart ? 'All in your cart' : label}
    </button>
  );
}
