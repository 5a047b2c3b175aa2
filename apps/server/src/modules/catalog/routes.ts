import {
  getProductByIdAnswer,
  getProductByIdBody,
  getProductCategoryAnswer,
  getProductCategoryBody,
  listProductsBody,
  productPage,
  searchProductsBody,
} from '@discus/domain/contracts/catalog';
import { apiPaths } from '@discus/domain/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchProducts } from './search.ts';
import { getProduct, listCategories, listProducts } from './service.ts';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => ({ result: await listCategories(app.db, request.body?.all === true) }),
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
    async (request) => {
      const { query, pageNo, pageSize } = request.body;
      return searchProducts(app.db, query, pageNo, pageSize);
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
    async (request) => listProducts(app.db, request.body),
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
    async (request) => ({ result: await getProduct(app.db, request.body.id) }),
  );
};
