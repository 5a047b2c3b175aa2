import {
  deleteAddressAnswer,
  deleteAddressBody,
  listAddressesAnswer,
  listAddressesBody,
  saveAddressAnswer,
  saveAddressBody,
} from '@discus/domain/contracts/addresses';
import { apiPaths } from '@discus/domain/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInAccount } from '../../plugins/auth.ts';
import { deleteAddress, listAddresses, saveAddress } from './service.ts';

const tags = ['addresses'];

// issue 9: a buyer's saved delivery addresses; only the owner's token reaches them.
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.listAddresses,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The buyer’s saved addresses, the default first',
        body: listAddressesBody,
        response: { 200: listAddressesAnswer },
      },
    },
    async (request) => ({ result: await listAddresses(app.db, signedInAccount(request).userId) }),
  );

  app.post(
    apiPaths.saveAddress,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Add an address, or change one of the buyer’s own (with id)',
        body: saveAddressBody,
        response: { 200: saveAddressAnswer },
      },
    },
    async (request) => ({ result: await saveAddress(app.db, signedInAccount(request).userId, request.body) }),
  );

  app.post(
    apiPaths.deleteAddress,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete one of the buyer’s addresses (orders keep their own copy)',
        body: deleteAddressBody,
        response: { 200: deleteAddressAnswer },
      },
    },
    async (request) => {
      await deleteAddress(app.db, signedInAccount(request).userId, request.body.id);
      return { result: { id: request.body.id } };
    },
  );
};
