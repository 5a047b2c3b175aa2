import {
  MAX_PAGE_SIZE,
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductSort,
  SEARCH_SORTS,
  type SearchSort,
} from '@discus/domain/constants';
import { paths } from '@discus/domain/paths';
import { useEffect } from 'react';
import { data, Form, useLocation, useNavigate, useSubmit } from 'react-router';
import { CategoryChips } from '../components/category-chips.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ProductGrid } from '../components/product/product-grid.tsx';
import { AskUsLink } from '../features/search/ask-us-link.tsx';
import { searchNote } from '../features/search/search-notes.ts';
import { ApiError, apiClient } from '../lib/api.ts';
import { cardViews } from '../lib/card-data.ts';
import { Link } from '../lib/link.tsx';
import { pageMeta } from '../lib/seo.ts';
import { useCategories } from '../lib/use-categories.ts';
import type { Route } from './+types/product-list';

const sortLabels: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  size_asc: 'Size: small to large',
  size_desc: 'Size: large to small',
};

// A search is sorted best match first, a list newest first; either may be sorted by price, a search by size too.
const sortsFor = (q: string | undefined): readonly SearchSort[] => (q ? SEARCH_SORTS : PRODUCT_SORTS);
const isProductSort = (sort: SearchSort | undefined): sort is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(sort ?? '');

function readQuery(url: URL) {
  const q = url.searchParams.get('q')?.trim().slice(0, 200) || undefined;
  const sorts = sortsFor(q);
  const sort = url.searchParams.get('sort') as SearchSort | null;
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return {
    categorySlug: url.searchParams.get('category') || undefined,
    q,
    // The order chosen, if any: a search's words may ask for one ("cheapest"), else the first.
    sort: sort && sorts.includes(sort) ? sort : undefined,
    pageNo: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = readQuery(url);
  const api = apiClient(context.transport);
  const page = { pageNo: query.pageNo, pageSize: Math.min(PRODUCT_LIST_PAGE_SIZE, MAX_PAGE_SIZE) };
  try {
    const [products, categories] = await Promise.all([
      query.q
        ? api.searchProducts({ query: query.q, sort: query.sort, ...page })
        : api.listProducts({
            categorySlug: query.categorySlug,
            sort: isProductSort(query.sort) ? query.sort : 'newest',
            ...page,
          }),
      query.categorySlug && !query.q ? api.categories() : [],
    ]);
    const found = categories.find((c) => c.slug === query.categorySlug);
    const category = found
      ? { categoryName: found.categoryName, slug: found.slug, description: found.description }
      : null;
    // The options of a size asked for go into the cards' prices, not into the page's data.
    const { sizeOptions, ...shown } = products;
    return { query, category, products: { ...shown, result: cardViews(products.result, Date.now(), sizeOptions) } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const category = loaded?.category;
  if (loaded?.query.q) {
    return [{ title: `Search: ${loaded.query.q}` }, { name: 'robots', content: 'noindex' }];
  }
  return pageMeta(
    {
      title: category ? `${category.categoryName}: buy online in India` : 'All products',
      description: category?.description || 'Discus fish, food, medicines and equipment, shipped across India.',
      path: paths.productList(category?.slug),
    },
    matches,
  );
};

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { query, category, products } = loaderData;
  const categories = useCategories();
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();

  // seed section 2: a category may arrive only as navigation state (presetCategory, an index).
  useEffect(() => {
    const preset = (location.state as { presetCategory?: unknown } | null)?.presetCategory;
    const presetCategory = typeof preset === 'number' ? categories[preset] : undefined;
    if (!query.categorySlug && !query.q && presetCategory) {
      navigate(paths.productList(presetCategory.slug), { replace: true, state: location.state });
    }
  }, [location.state, query.categorySlug, query.q, categories, navigate]);

  const heading = query.q ? `Results for “${query.q}”` : (category?.categoryName ?? 'All products');
  const note = searchNote(products);
  // The order this page is in: chosen, asked for by the search's words ("cheapest"), or the first.
  const sorts = sortsFor(query.q);
  const shownSort = query.sort ?? products.sort ?? (sorts[0] as SearchSort);
  const hrefFor = (page: number, sort = query.sort) => {
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    if (query.categorySlug) params.set('category', query.categorySlug);
    // The first order is left out of the address, unless the words would ask for another.
    if (sort && (sort !== sorts[0] || products.sort)) params.set('sort', sort);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `/product-list?${search}` : '/product-list';
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="page-title">{heading}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {`${products.totalCount} ${products.totalCount === 1 ? 'product' : 'products'}`}
          </p>
          {note && <p className="mt-1 text-sm text-slate-700">{note}</p>}
          {products.named && (
            // Sorted by date or price, a search lists only the products its rarest word names.
            <p className="mt-1 text-sm text-slate-700">
              {`Only the products named “${products.named.word}” are listed. `}
              <Link
                to={hrefFor(1, 'relevance')}
                discover="none"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {`See all ${products.totalCount + products.named.more}, best match first`}
              </Link>
            </p>
          )}
          {category?.description && <p className="mt-2 max-w-3xl text-slate-700">{category.description}</p>}
        </div>
        {products.totalCount > 1 && (
          // This page's own route: nothing to discover.
          <Form method="get" className="sort-form" discover="none">
            {query.q && <input type="hidden" name="q" value={query.q} />}
            {query.categorySlug && <input type="hidden" name="category" value={query.categorySlug} />}
            <label htmlFor="sort">Sort by</label>
            <select
              // A new address (a link, the back button) shows its own order, not the last one chosen.
              key={shownSort}
              id="sort"
              name="sort"
              defaultValue={shownSort}
              onChange={(event) => submit(event.currentTarget.form)}
            >
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabels[sort]}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit">Apply</button>
            </noscript>
          </Form>
        )}
      </div>
      <div className="mt-6">
        {products.result.length === 0 ? (
          <div className="rounded-lg bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
            {query.q ? (
              <>
                <p>Nothing matches that search. Try another word, or browse a category:</p>
                <CategoryChips className="mt-4" />
                <p className="mt-6">
                  Looking for something we do not list? <AskUsLink search={query.q} />
                </p>
              </>
            ) : (
              <p>No products here yet.</p>
            )}
          </div>
        ) : (
          <ProductGrid
            cards={products.result}
            // The first card is the largest paint on a phone: fetched first and alone.
            priorityCount={1}
            headingLevel={2}
          />
        )}
      </div>
      <Pagination
        pageNo={products.pageNo}
        pageSize={products.pageSize}
        totalCount={products.totalCount}
        hrefFor={hrefFor}
      />
    </div>
  );
}
