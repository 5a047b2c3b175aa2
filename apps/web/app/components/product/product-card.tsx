import type { ProductSummary } from '@discus/domain/contracts/catalog';
import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { Link } from 'react-router';
import { AddToCartButton } from '../../features/cart/add-to-cart-button.tsx';
import { RatingBadge } from '../../features/ratings/stars.tsx';
import { HeartButton } from '../../features/wishlist/heart-button.tsx';
import { lowestPrice } from '../../lib/product-price.ts';
import { ProductBadges } from './badges.tsx';
import { ProductImage } from './product-image.tsx';

type Props = { product: ProductSummary; now: number; priority?: boolean; headingLevel?: 2 | 3 };

export function ProductCard({ product, now, priority = false, headingLevel = 3 }: Props) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const image = product.variant_images[0];
  const price = lowestPrice(product.options);
  const soldOut = product.options.every((o) => o.variant_quantity === 0);
  const taxed = product.options.some((o) => o.variant_tax_percentage > 0);
  // A quick add only when there is nothing to choose: exactly one option in stock.
  const inStock = product.options.filter((o) => o.variant_quantity > 0);
  const quickAdd = inStock.length === 1 ? inStock[0] : undefined;
  return (
    <article
      data-testid="product-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
    >
      <div className="relative aspect-square bg-brand-50">
        {image && (
          <ProductImage
            image={image}
            sizes="(max-width: 600px) 50vw, (max-width: 1024px) 33vw, 25vw"
            priority={priority}
            className="size-full object-cover"
            alt={product.title}
          />
        )}
        <div className="absolute top-2 left-2">
          <ProductBadges product={product} now={now} />
        </div>
        <HeartButton productId={product.id} title={product.title} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-slate-600">{product.category.categoryName}</p>
        <Title className="text-sm leading-snug font-semibold text-slate-900">
          <Link to={paths.productDetail(product.id, product.slug)} className="after:absolute after:inset-0">
            {product.title}
          </Link>
        </Title>
        {product.rating && <RatingBadge average={product.rating.average} count={product.rating.count} />}
        <p className="mt-auto pt-1 text-sm">
          {soldOut ? (
            <span className="font-medium text-slate-600">Sold out</span>
          ) : (
            price !== null && (
              <>
                {product.options.length > 1 && <span className="text-slate-600">From </span>}
                <span className="font-bold text-brand-800">{formatRupees(price)}</span>
                {taxed && <span className="text-xs text-slate-600"> + GST</span>}
              </>
            )
          )}
        </p>
        {quickAdd && (
          <AddToCartButton
            productId={product.id}
            option={quickAdd}
            label="Quick add"
            ariaLabel={`Quick add ${product.title} to cart`}
            className="relative z-10 mt-2 rounded-md border border-brand-700 px-3 py-1.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500"
          />
        )}
      </div>
    </article>
  );
}
