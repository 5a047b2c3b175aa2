import { useWishlist } from './wishlist-context.tsx';

type Props = { productId: number; title: string; variantId?: number; className?: string };

/** The heart on a product card and the product page: keeps the product in the wishlist. */
export function HeartButton({ productId, title, variantId, className = '' }: Props) {
  const wishlist = useWishlist();
  const kept = wishlist.has(productId);
  return (
    <button
      type="button"
      data-testid="wishlist-heart"
      aria-pressed={kept}
      aria-label={kept ? `Remove ${title} from wishlist` : `Add ${title} to wishlist`}
      title={kept ? 'In your wishlist' : 'Add to wishlist'}
      onClick={() => void wishlist.toggle(productId, variantId)}
      className={className ? `heart-button ${className}` : 'heart-button'}
    >
      {/* Drawn by CSS: empty, nothing for a screen reader to read. */}
      <span className={kept ? 'icon-heart-filled' : 'icon-heart'} />
    </button>
  );
}
