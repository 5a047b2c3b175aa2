import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { AddToCartButton } from '../../features/cart/add-to-cart-button.tsx';
import { RatingBadge } from '../../features/ratings/stars.tsx';
import { HeartButton } from '../../features/wishlist/heart-button.tsx';
import type { CardView } from '../../lib/card-data.ts';
import { Link } from '../../lib/link.tsx';
import { ProductBadges } from './badges.tsx';
import { ProductImage } from './product-image.tsx';

type Props = {
  card: CardView;
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** Every card opens the same route: one card a grid asks React Router to discover it (issue 14). */
  discover?: boolean;
};

// Short class names for what every card repeats (app.css): a list page carries a dozen cards.
export function ProductCard({ card, priority = false, headingLevel = 3, discover = true }: Props) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-testid="product-card" className="product-card">
      <div className="card-photo">
        {card.image && (
          <ProductImage
            image={card.image}
            sizes="(max-width:600px) 50vw,(max-width:1024px) 33vw,25vw"
            largest={720}
            // A dozen cards a page, each naming its files: only those a phone's screen picks (issue 14).
            smallest={480}
            priority={priority}
            alt={card.title}
          />
        )}
        <ProductBadges badges={card.badges} />
        <HeartButton productId={card.id} title={card.title} />
      </div>
      <div className="card-body">
        <p className="card-category">{card.categoryName}</p>
        <Title className="card-title">
          <Link to={paths.productDetail(card.id, card.slug, card.variant)} discover={discover ? 'render' : 'none'}>
            {card.title}
          </Link>
        </Title>
        {card.rating && <RatingBadge average={card.rating.average} count={card.rating.count} />}
        <p className="card-price">
          {card.soldOut ? (
            <>
              {card.size && <span>{card.size} </span>}
              <span className="sold-out">Sold out</span>
            </>
          ) : (
            card.price !== null && (
              <>
                {card.from && <span>From </span>}
                {card.size && <span>{card.size} </span>}
                <b>{formatRupees(card.price)}</b>
                {card.taxed && <span className="gst"> + GST</span>}
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
