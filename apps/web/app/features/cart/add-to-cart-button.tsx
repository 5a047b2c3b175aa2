import type { VariantOption } from '@discus/domain/contracts/catalog';
import { useCart } from './cart-context.tsx';

type Props = { productId: number; option: VariantOption; className: string; label?: string; ariaLabel?: string };

/** Adds one of the chosen option (seed section 4 'add'); disabled when sold out or all of it is in the cart. */
export function AddToCartButton({ productId, option, className, label = 'Add to cart', ariaLabel }: Props) {
  const cart = useCart();
  const busy = cart.isBusy(productId);
  const soldOut = option.variant_quantity === 0;
  const allInCart = !soldOut && cart.quantityOf(productId, option._id) >= option.variant_quantity;
  return (
    <button
      type="button"
      className={className}
      disabled={soldOut || allInCart || busy}
      aria-busy={busy}
      aria-label={ariaLabel}
      onClick={() => void cart.add(productId, option._id)}
    >
      {soldOut ? 'Sold out' : allInCart ? 'All in your cart' : label}
    </button>
  );
}
