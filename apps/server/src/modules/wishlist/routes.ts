import { apiPaths } from '@discus/domain/contracts/paths';
import {
  addToWishlistBody,
  listWishlistAnswer,
  listWishlistBody,
  moveWishlistToCartAnswer,
  moveWishlistToCartBody,
  removeFromWishlistBody,
  wishlistIdsAnswer,
} from '@discus/domain/contracts/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInAccount } from '../../plugins/auth.ts';
import { moveWishlistToCart } from '../../workflows/wishlist-to-cart.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './service.ts';

const tags = ['wishlist'];

// issue 13: only the x-auth-token's owner reaches their list; no call names a user.
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.listWishlist,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The buyer’s kept products, newest first, with today’s price, offer and stock',
        body: listWishlistBody,
        response: { 200: listWishlistAnswer },
      },
    },
    async (request) => ({ result: await listWishlist(app.db, signedInAccount(request).userId) }),
  );

  app.post(
    apiPaths.addToWishlist,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Keep a product (idempotent); answers the ids of every kept product',
        body: addToWishlistBody,
        response: { 200: wishlistIdsAnswer },
      },
    },
    async (request) => {
      const { productId, variantId } = request.body;
      return {
        result: { productIds: await addToWishlist(app.db, signedInAccount(request).userId, productId, variantId) },
      };
    },
  );

  app.post(
    apiPaths.removeFromWishlist,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Stop keeping a product; answers the ids of every kept product',
        body: removeFromWishlistBody,
        response: { 200: wishlistIdsAnswer },
      },
    },
    async (request) => ({
      result: { productIds: await removeFromWishlist(app.db, signedInAccount(request).userId, request.body.productId) },
    }),
  );

  app.post(
    apiPaths.moveWishlistToCart,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Put a kept product’s chosen option into the buyer’s cart and take it off the wishlist',
        body: moveWishlistToCartBody,
        response: { 200: moveWishlistToCartAnswer },
      },
    },
    async (request) => ({ result: await moveWishlistToCart(app.db, signedInAccount(request), request.body) }),
  );
};
