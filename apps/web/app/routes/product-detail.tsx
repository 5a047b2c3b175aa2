import { productBadges } from '@discus/domain/badges';
import { imageUrl } from '@discus/domain/images';
import { paths } from '@discus/domain/paths';
import type { ShopDetails } from '@discus/domain/shop';
import { useState } from 'react';
import { data, useRouteLoaderData } from 'react-router';
import { primaryButton } from '../components/form/buttons.ts';
import { ProductBadges } from '../components/product/badges.tsx';
import { AddToCartButton } from '../features/cart/add-to-cart-button.tsx';
import { Gallery } from '../features/product/gallery.tsx';
import { PriceBlock } from '../features/product/price-block.tsx';
import { jsonForScript, productJsonLd } from '../features/product/product-json-ld.ts';
import { VariantPicker } from '../features/product/variant-picker.tsx';
import { RatingsSection } from '../features/ratings/ratings-section.tsx';
import { RatingBadge } from '../features/ratings/stars.tsx';
import { BackInStockForm } from '../features/stock-alerts/back-in-stock-form.tsx';
import { HeartButton } from '../features/wishlist/heart-button.tsx';
import { ApiError, apiClient } from '../lib/api.ts';
import { Link } from '../lib/link.tsx';
import { pageMeta, siteOrigin } from '../lib/seo.ts';
import type { Route } from './+types/product-detail';

export async function loader({ url, context }: Route.LoaderArgs) {
  const id = Number(url.searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  try {
    const api = apiClient(context.transport);
    const [product, ratings] = await Promise.all([api.productById(id), api.ratings({ productId: id })]);
    // The option a link opened the product on ("discus 4 inch": its 4" option), when it is one of its own.
    const variant = Number(url.searchParams.get('variant'));
    const opened = product.options.find((o) => o._id === variant)?._id;
    return { product, ratings, now: Date.now(), ...(opened !== undefined && { opened }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: 'Product not found' }];
  const { product } = loaded;
  const image = product.variant_images[0];
  return pageMeta(
    {
      title: `${product.title} | ${product.category.categoryName}`,
      description: product.description.slice(0, 160),
      path: paths.productDetail(product.id, product.slug),
      image: image ? `${siteOrigin(matches)}${imageUrl('products', image.filename, 960)}` : undefined,
      type: 'product',
    },
    matches,
  );
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, ratings, now } = loaderData;
  const { shop, origin } = useRouteLoaderData('root') as { shop: ShopDetails; origin: string };
  const firstInStock = product.options.find((o) => o.variant_quantity > 0) ?? product.options[0];
  const opened = product.options.find((o) => o._id === loaderData.opened) ?? firstInStock;
  const [selectedId, setSelectedId] = useState(opened?._id);
  // The state outlives a link to another product (the same route): its own option, else the one it opened on.
  const selected = product.options.find((o) => o._id === selectedId) ?? opened;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={paths.home()} className="hover:underline">
              Home
            </Link>{' '}
            /
          </li>
          <li>
            <Link to={paths.productList(product.category.slug)} className="hover:underline">
              {product.category.categoryName}
            </Link>{' '}
            /
          </li>
          <li aria-current="page" className="text-slate-800">
            {product.title}
          </li>
        </ol>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <Gallery product={product} selectedVariantId={selected?._id ?? 0} />
        <div>
          <ProductBadges badges={productBadges(product, now)} />
          {product.rating && (
            <a href="#ratings-heading" className="mt-2 inline-block">
              <RatingBadge average={product.rating.average} count={product.rating.count} />
            </a>
          )}
          <h1 className="mt-2 page-title">{product.title}</h1>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {product.strain && (
              <div className="flex gap-1">
                <dt>Strain:</dt>
                <dd className="font-medium">{product.strain}</dd>
              </div>
            )}
            {product.grade && (
              <div className="flex gap-1">
                <dt>Grade:</dt>
                <dd className="font-medium">{product.grade}</dd>
              </div>
            )}
          </dl>
          {product.oneOff && (
            <p className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-100">
              The fish you see is the fish you get: this exact fish, photographed in our tanks.
            </p>
          )}
          {selected ? (
            <div className="mt-5 space-y-5">
              <PriceBlock option={selected} />
              <VariantPicker options={product.options} selected={selected} onSelect={(o) => setSelectedId(o._id)} />
              <div className="flex items-center gap-3">
                <AddToCartButton
                  productId={product.id}
                  variantId={selected._id}
                  stock={selected.variant_quantity}
                  className={`${primaryButton} w-full sm:w-auto`}
                />
                <HeartButton
                  productId={product.id}
                  title={product.title}
                  variantId={selected._id}
                  className="shrink-0"
                />
              </div>
              {selected.variant_quantity === 0 && <BackInStockForm variantId={selected._id} />}
            </div>
          ) : (
            <p className="mt-5 text-slate-700">This product is not available right now.</p>
          )}
          {product.liveFish && (
            <p className="mt-5 rounded-md bg-white p-3 text-sm text-slate-700 ring-1 ring-slate-200">
              Live fish are dispatched Monday to Wednesday in oxygen-packed, insulated boxes, with a live arrival
              guarantee.{' '}
              <Link to={paths.shippingPolicy()} className="text-brand-700 underline">
                How we ship
              </Link>
            </p>
          )}
          <section aria-labelledby="description-heading" className="mt-6">
            <h2 id="description-heading" className="text-lg font-semibold">
              Description
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{product.description}</p>
            {product.hsnCode && <p className="mt-3 text-xs text-slate-600">HSN code {product.hsnCode}</p>}
          </section>
        </div>
      </div>
      <RatingsSection productId={product.id} initial={ratings} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, with "<" escaped by jsonForScript
        dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(product, origin, shop.name, ratings.result)) }}
      />
    </div>
  );
}
