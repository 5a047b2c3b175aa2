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
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 hover:bg-white ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className={`size-5 ${kept ? 'fill-rose-600 text-rose-600' : 'fill-none text-slate-700'}`}
        aria-hidden="true"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </button>
  );
}
