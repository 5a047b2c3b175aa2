import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { ProductImage } from '../../components/product/product-image.tsx';
import { Link } from '../../lib/link.tsx';
import { useCart } from './cart-context.tsx';
import type { CartLine } from './cart-view.ts';

const stepButton =
  'flex size-8 items-center justify-center rounded-md border border-slate-300 bg-white text-base font-semibold ' +
  'text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** What the buyer must know about a line whose stock dropped or whose product was withdrawn. */
function lineWarning(line: CartLine): string | null {
  if (line.withdrawn || line.availableQuantity === 0) return 'No longer available';
  if (line.availableQuantity < line.quantity) return `Only ${line.availableQuantity} left`;
  return null;
}

type Props = { compact?: boolean; onNavigate?: () => void };

/** The cart's lines with quantity controls: the header's mini cart and the cart page. */
export function CartLines({ compact = false, onNavigate }: Props) {
  const cart = useCart();
  const imageSize = compact ? 'size-14' : 'size-20 sm:size-24';
  return (
    <ul className="divide-y divide-slate-200" data-testid="cart-lines">
      {cart.lines.map((line) => {
        const busy = cart.isBusy(line.productId);
        const warning = lineWarning(line);
        const label = [line.title, line.size, line.color].filter(Boolean).join(', ');
        return (
          <li key={line.key} className="flex gap-3 py-3" data-testid="cart-line" aria-busy={busy}>
            <div className={`${imageSize} shrink-0 overflow-hidden rounded-md bg-brand-50`}>
              {line.image && <ProductImage image={line.image} sizes="96px" className="size-full object-cover" alt="" />}
            </div>
            <div className="min-w-0 flex-1">
              <Link
                to={paths.productDetail(line.productId, line.slug, line.variantId)}
                onClick={onNavigate}
                className="block truncate text-sm font-semibold text-slate-900 hover:underline"
              >
                {line.title}
              </Link>
              <p className="text-xs text-slate-600">{[line.size, line.color].filter(Boolean).join(' · ')}</p>
              {warning && (
                <p className="mt-0.5 text-xs font-semibold text-red-700" data-testid="cart-line-warning">
                  {warning}
                </p>
              )}
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    className={stepButton}
                    disabled={busy}
                    onClick={() => void cart.decrease(line.productId, line.variantId)}
                    aria-label={`Decrease quantity of ${label}`}
                  >
                    −
                  </button>
                  <output className="w-8 text-center text-sm font-medium" aria-label={`Quantity of ${label}`}>
                    {line.quantity}
                  </output>
                  <button
                    type="button"
                    className={stepButton}
                    disabled={busy || line.quantity >= line.maxQuantity}
                    onClick={() => void cart.increase(line.productId, line.variantId)}
                    aria-label={`Increase quantity of ${label}`}
                  >
                    +
                  </button>
                </div>
                {!compact && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void cart.remove(line.productId, line.variantId)}
                    className="text-sm font-medium text-red-700 underline underline-offset-2 hover:text-red-900 disabled:opacity-50"
                    aria-label={`Remove ${label}`}
                  >
                    Remove
                  </button>
                )}
              </div>
            </div>
            <p className="shrink-0 text-sm font-semibold text-slate-900" data-testid="cart-line-total">
              {formatRupees(line.total)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
