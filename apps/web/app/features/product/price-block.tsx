import type { VariantOption } from '@discus/domain/contracts/catalog';
import { formatRupees } from '@discus/domain/money';
import { optionPrice } from '../../lib/product-price.ts';

/** The selected option's price: after discount, its GST, and the stock state. */
export function PriceBlock({ option }: { option: VariantOption }) {
  const { listPrice, price, priceWithTax, discountPercent } = optionPrice(option);
  const tax = option.variant_tax_percentage;
  const stock = option.variant_quantity;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-brand-800" data-testid="price">
          {formatRupees(price)}
        </span>
        {discountPercent > 0 && (
          <>
            <span className="text-base text-slate-600 line-through">
              <span className="sr-only">was </span>
              {formatRupees(listPrice)}
            </span>
            <span className="rounded bg-coral-600 px-2 py-0.5 text-sm font-semibold text-white">
              {discountPercent}% off
            </span>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {tax > 0 ? (
          <>
            + {tax}% GST · <span className="font-medium">{formatRupees(priceWithTax)}</span> incl. GST
          </>
        ) : (
          'No GST on live fish'
        )}
      </p>
      <p className="mt-3 text-sm font-semibold" data-testid="stock-state">
        {stock === 0 ? (
          <span className="text-red-700">Sold out</span>
        ) : stock <= 3 ? (
          <span className="text-coral-600">Only {stock} left</span>
        ) : (
          <span className="text-emerald-700">In stock</span>
        )}
      </p>
    </div>
  );
}
