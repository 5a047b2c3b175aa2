import { addToCartBody, cartAnswer, getCartAnswer, getCartBody, updateCartBody } from '@discus/domain/contracts/cart';
import { apiPaths } from '@discus/domain/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identifyAccount } from '../../plugins/auth.ts';
import { addToCart, getCart, updateCart } from './service.ts';

const tags = ['cart'];

// issue 4: the guest's cart by its random id; a user's cart by their profileId and x-auth-token.
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.getCart,
    {
      schema: {
        tags,
        summary: 'The active cart of a guest id or of the logged-in user, with products and what is in stock',
        body: getCartBody,
        response: { 200: getCartAnswer },
      },
      preHandler: identifyAccount,
    },
    async (request) => getCart(app.db, request.body.userId, request.account),
  );

  app.post(
    apiPaths.addToCart,
    {
      schema: {
        tags,
        summary: 'Add quantities to the cart (created when there is none); checked against stock',
        body: addToCartBody,
        response: { 200: cartAnswer },
      },
      preHandler: identifyAccount,
    },
    async (request) => ({ result: await addToCart(app.db, request.body, request.account) }),
  );

  app.post(
    apiPaths.updateCart,
    {
      schema: {
        tags,
        summary: 'Replace the lines of a cart; with syncedLocalCartId that guest cart is emptied and retired',
        body: updateCartBody,
        response: { 200: cartAnswer },
      },
      preHandler: identifyAccount,
    },
    async (request) => ({ result: await updateCart(app.db, request.body, request.account) }),
  );
};
