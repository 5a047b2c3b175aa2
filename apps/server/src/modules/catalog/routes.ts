import {
  type Category,
  getProductByIdAnswer,
  getProductByIdBody,
  getProductCategoryAnswer,
  getProductCategoryBody,
  listProductsBody,
  type Product,
  type ProductPage,
  productPage,
  searchProductsBody,
} from '@discus/domain/contracts/catalog';
import { apiPaths } from '@discus/domain/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/checked-json.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { followCatalogueChanges } from './follow-changes.ts';
import { CardCache, type SearchAnswer, searchKey, searchProducts } from './search.ts';
import { SearchMisses } from './search-misses.ts';
import { getProduct, listCategories, listProducts } from './service.ts';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every page render asks for the categories (the nav bar); they change rarely.
  const categories = new TtlCache<boolean, Category[]>(5000);
  // Popular searches ("discus", "pigeon") and category pages repeat across buyers; answers are
  // public and may be seconds old, like the rendered pages.
  const searches = new TtlCache<string, SearchAnswer>(5000, 2000);
  const lists = new TtlCache<string, ProductPage>(5000, 2000);
  // Product pages are read far more than they change; stock shown may be seconds old, as on the
  // cached pages, while every cart and order call checks stock in the database itself.
  const products = new TtlCache<number, Product>(5000, 5000);
  // Distinct searches (other words, other pages) mostly show cards read moments ago.
  const cards = new CardCache(5000, 20_000);
  // A change made through any store process empties them at once, and again once the search index
  // has followed it (plugins/catalogue-changes.ts).
  const released = [categories, searches, lists, products, cards].map((cache) => app.catalogueChanges.keep(cache));
  app.addHook('onClose', async () => {
    for (const release of released) release();
  });
  followCatalogueChanges(app);
  // Searches that found little, counted here and added to the table every jobs round.
  const misses = new SearchMisses(app.db);
  app.jobs.repeat('search-misses', () => misses.write());

  app.post(
    apiPaths.getProductCategory,
    {
      schema: {
        tags,
        summary: 'Active categories; with all: true also those without products yet',
        body: getProductCategoryBody.optional(),
        response: { 200: getProductCategoryAnswer },
      },
    },
    async (request) => {
      const all = request.body?.all === true;
      return { result: await categories.get(all, () => listCategories(app.db, all)) };
    },
  );

  app.post(
    apiPaths.searchProducts,
    {
      schema: {
        tags,
        summary: 'Search products by title, category and description (typo-tolerant, ranked)',
        body: searchProductsBody,
        response: { 200: productPage },
      },
    },
    async (request, reply) => {
      const { query, pageNo, pageSize, sort } = request.body;
      const key = `${searchKey(query)}|${pageNo}|${pageSize}|${sort ?? ''}`;
      const answer = await searches.get(key, () => searchProducts(app.db, request.body, cards));
      // A new search (not the next page of one) that found little is counted for the owner.
      if (pageNo === 1) misses.count(query, answer.found, answer.leftOut);
      return sendJson(reply, answer.json);
    },
  );

  app.post(
    apiPaths.listProducts,
    {
      schema: {
        tags,
        summary: 'Products of a category (or all, or on offer), sorted and paged',
        body: listProductsBody,
        response: { 200: productPage },
      },
    },
    async (request) => lists.get(JSON.stringify(request.body), () => listProducts(app.db, request.body)),
  );

  app.post(
    apiPaths.getProductById,
    {
      schema: {
        tags,
        summary: 'One product with its options and images',
        body: getProductByIdBody,
        response: { 200: getProductByIdAnswer },
      },
    },
    async (request) => {
      const { id } = request.body;
      return { result: await products.get(id, () => getProduct(app.db, id)) };
    },
  );
};
