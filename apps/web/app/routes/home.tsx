import { paths } from '@discus/domain/paths';
import { CategoryLink } from '../components/layout/category-link.tsx';
import { ProductGrid } from '../components/product/product-grid.tsx';
import { ProductImage } from '../components/product/product-image.tsx';
import { apiClient } from '../lib/api.ts';
import { cardViews } from '../lib/card-data.ts';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import { useShop } from '../lib/shop.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => {
  const shop = (matches[0]?.data as { shop?: { name: string; tagline: string } } | undefined)?.shop;
  return pageMeta(
    {
      title: shop ? `${shop.name}: live discus fish shipped across India` : 'Live discus fish shipped across India',
      description:
        shop?.tagline ??
        'Healthy discus fish in many strains and sizes, with food, medicines and equipment, shipped live across India.',
      path: paths.home(),
    },
    matches,
  );
};

// A row of four on a computer, two rows on a phone: below the fold either way, and every card is
// HTML and loader data on each render (issue 14); the whole list is one link away.
const HOME_SHELF_SIZE = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const api = apiClient(context.transport);
  const [categories, newArrivals, offers] = await Promise.all([
    api.categories(),
    api.listProducts({ sort: 'newest', pageNo: 1, pageSize: HOME_SHELF_SIZE }),
    api.listProducts({ onOffer: true, sort: 'newest', pageNo: 1, pageSize: HOME_SHELF_SIZE }),
  ]);
  const now = Date.now();
  return {
    // The tiles' pictures and counts are this page's alone (the root has names and addresses).
    tiles: categories.map(({ id, categoryName, slug, image, productCount }) => ({
      id,
      categoryName,
      slug,
      image: image && { filename: image.filename, width: image.width, height: image.height },
      productCount,
    })),
    newArrivals: cardViews(newArrivals.result, now),
    offers: cardViews(offers.result, now),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const { tiles, newArrivals, offers } = loaderData;
  const firstCategory = tiles[0];

  return (
    <>
      <section className="hero">
        <div>
          <h1>{shop.name}</h1>
          <p>{shop.tagline}</p>
          <ul>
            <li>✓ Quarantined and dewormed</li>
            <li>✓ Oxygen-packed, insulated boxes</li>
            <li>✓ Live arrival guarantee</li>
          </ul>
          <div className="hero-actions">
            {firstCategory && (
              <CategoryLink category={firstCategory} index={0} className="hero-primary">
                Shop discus
              </CategoryLink>
            )}
            <Link to={paths.shippingPolicy()} className="hero-secondary">
              How we ship live fish
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="categories-heading" className="shelf">
        <h2 id="categories-heading" className="shelf-title">
          Shop by category
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {tiles.map((category, index) => (
            <li key={category.id}>
              <CategoryLink category={category} index={index} className="category-tile">
                {category.image && (
                  <ProductImage
                    image={category.image}
                    area="categories"
                    sizes="(max-width:600px) 50vw,20vw"
                    largest={720}
                    smallest={480}
                    // The largest paint on a phone: fetched first and alone (its neighbour, the same size,
                    // would halve its share of a slow link), never lazily.
                    priority={index === 0}
                    alt=""
                  />
                )}
                <span className="tile-name">{category.categoryName}</span>
                <span className="tile-count">{`${category.productCount} products`}</span>
              </CategoryLink>
            </li>
          ))}
        </ul>
      </section>

      {newArrivals.length > 0 && (
        <section aria-labelledby="new-heading" className="shelf">
          <div className="mb-4 flex items-baseline justify-between gap-3">
            <h2 id="new-heading" className="shelf-title">
              New arrivals
            </h2>
            <Link to={paths.productList()} className="text-sm font-semibold text-brand-700 hover:underline">
              See all products
            </Link>
          </div>
          <ProductGrid cards={newArrivals} />
        </section>
      )}

      {offers.length > 0 && (
        <section aria-labelledby="offers-heading" className="shelf">
          <h2 id="offers-heading" className="shelf-title mb-4">
            Offers
          </h2>
          <ProductGrid cards={offers} />
        </section>
      )}
    </>
  );
}
