import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { Link } from 'react-router';
import { AddToCartButton } from '../../features/cart/add-to-cart-button.tsx';
import { RatingBadge } from '../../features/ratings/stars.tsx';
import { HeartButton } from '../../features/wishlist/heart-button.tsx';
import type { CardView } from '../../lib/card-data.ts';
import { ProductBadges } from './badges.tsx';
import { ProductImage } from './product-image.tsx';

type Props = { card: CardView; priority?: boolean; headingLevel?: 2 | 3 };

// Short class names for what every card repeats (app.css): a page carries up to 24 cards.
export function ProductCard({ card, priority = false, headingLevel = 3 }: Props) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-testid="product-card" className="product-card">
      <div className="relative aspect-square bg-brand-50">
        {card.image && (
          <ProductImage
            image={card.image}
            sizes="(max-width: 600px) 50vw, (max-width: 1024px) 33vw, 25vw"
            largest={720}
            priority={priority}
            className="size-full object-cover"
            alt={card.title}
          />
        )}
        <ProductBadges badges={card.badges} className="absolute top-2 left-2" />
        <HeartButton productId={card.id} title={card.title} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-slate-600">{card.categoryName}</p>
        <Title className="text-sm leading-snug font-semibold">
          <Link to={paths.productDetail(card.id, card.slug)} className="after:absolute after:inset-0">
            {card.title}
          </Link>
        </Title>
        {card.rating && <RatingBadge average={card.rating.average} count={card.rating.count} />}
        <p className="mt-auto pt-1 text-sm">
          {card.soldOut ? (
            <span className="font-medium text-slate-600">Sold out</span>
          ) : (
            card.price !== null && (
              <>
                {card.from && <span className="text-slate-600">From </span>}
                <span className="font-bold text-brand-800">{formatRupees(card.price)}</span>
                {card.taxed && <span className="text-xs text-slate-600"> + GST</span>}
              </>
            )
          )}
        </p>
        {card.quickAdd && (
          <AddToCartButton
            productId={card.id}
            variantId={card.quickAdd.variantId}
            stock={card.quickAdd.stock}
            label="Quick add"
            ariaLabel={`Quick add ${card.title} to cart`}
            className="quick-add"
          />
        )}
      </div>
    </article>
  );
}
