import {
  adminCategoriesAnswer,
  adminCategory,
  bulkStockAnswer,
  bulkStockBody,
  csvImportAnswer,
  csvImportBody,
  deleteCategoryBody,
  deleteShopWordBody,
  editableProductAnswer,
  getEditableProductBody,
  inventoryAnswer,
  inventoryBody,
  lowStockAnswer,
  lowStockBody,
  productAuditAnswer,
  productAuditBody,
  reorderCategoriesBody,
  saveCategoryBody,
  saveProductBody,
  saveShopWordBody,
  setProductActiveAnswer,
  setProductActiveBody,
  shopWordsAnswer,
  shopWordsBody,
  updateVariantAnswer,
  updateVariantBody,
  uploadedPhotoAnswer,
} from '@discus/domain/contracts/admin-catalog';
import { apiPaths } from '@discus/domain/contracts/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest } from '../../lib/errors.ts';
import { acceptPictureBodies, pictureOf } from '../../lib/image-body.ts';
import { signedInAccount } from '../../plugins/auth.ts';
import { productAudit } from './admin-audit.ts';
import { adminCategories, deleteCategory, reorderCategories, saveCategory } from './admin-categories.ts';
import { exportCsv, importCsv } from './admin-csv.ts';
import {
  bulkStock,
  type Editor,
  listInventory,
  setLowStockAt,
  setProductActive,
  updateVariant,
} from './admin-inventory.ts';
import { sweepAbandonedUploads, uploadPhoto } from './admin-photos.ts';
import { getEditableProduct, saveProduct } from './admin-products.ts';
import { deleteShopWord, listShopWords, saveShopWord } from './shop-words.ts';

const tags = ['admin catalogue'];
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const editorOf = (app: FastifyInstance, request: FastifyRequest): Editor => ({
  db: app.db,
  changes: app.catalogueChanges,
  actorUserId: signedInAccount(request).userId,
});

/** The owner's catalogue calls (issue 10). Registered inside adminRoutes, so only the admin reaches them. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, opts) => {
  app.post(
    apiPaths.adminInventory,
    {
      schema: {
        tags,
        summary: 'Products with all their variants: search, filters, sort, pages',
        body: inventoryBody,
        response: { 200: inventoryAnswer },
      },
    },
    async (request) => listInventory(app.db, request.body),
  );

  app.post(
    apiPaths.adminUpdateVariant,
    {
      schema: {
        tags,
        summary: "One variant's price, stock, discount, GST or active flag, at the version it was seen",
        body: updateVariantBody,
        response: { 200: updateVariantAnswer },
      },
    },
    async (request) => ({ result: await updateVariant(editorOf(app, request), request.body) }),
  );

  app.post(
    apiPaths.adminSetProductActive,
    {
      schema: {
        tags,
        summary: 'Show or hide a product in the storefront',
        body: setProductActiveBody,
        response: { 200: setProductActiveAnswer },
      },
    },
    async (request) => ({ result: await setProductActive(editorOf(app, request), request.body) }),
  );

  app.post(
    apiPaths.adminBulkStock,
    {
      schema: {
        tags,
        summary: 'Set the stock of many variants at once (all or none)',
        body: bulkStockBody,
        response: { 200: bulkStockAnswer },
      },
    },
    async (request) => ({ result: await bulkStock(editorOf(app, request), request.body.items) }),
  );

  app.post(
    apiPaths.adminLowStock,
    {
      schema: {
        tags,
        summary: 'The stock count at or below which a product shows as low',
        body: lowStockBody,
        response: { 200: lowStockAnswer },
      },
    },
    async (request) => ({ lowStockAt: await setLowStockAt(app.db, request.body.lowStockAt) }),
  );

  app.post(
    apiPaths.adminShopWords,
    {
      schema: {
        tags,
        summary: 'The words taught to the search',
        body: shopWordsBody,
        response: { 200: shopWordsAnswer },
      },
    },
    async () => ({ result: await listShopWords(app.db) }),
  );

  app.post(
    apiPaths.adminSaveShopWord,
    {
      schema: {
        tags,
        summary: "Teaches the search a buyers' word for a word the shop uses",
        body: saveShopWordBody,
        response: { 200: shopWordsAnswer },
      },
    },
    async (request) => ({ result: await saveShopWord(app.db, app.catalogueChanges, request.body) }),
  );

  app.post(
    apiPaths.adminDeleteShopWord,
    {
      schema: { tags, summary: 'Forgets a taught word', body: deleteShopWordBody, response: { 200: shopWordsAnswer } },
    },
    async (request) => ({ result: await deleteShopWord(app.db, app.catalogueChanges, request.body.word) }),
  );

  app.post(
    apiPaths.adminGetProduct,
    {
      schema: {
        tags,
        summary: 'A product as the edit form shows it',
        body: getEditableProductBody,
        response: { 200: editableProductAnswer },
      },
    },
    async (request) => ({ result: await getEditableProduct(app.db, request.body.productId) }),
  );

  app.post(
    apiPaths.adminSaveProduct,
    {
      schema: {
        tags,
        summary: 'Create a product, or change one at the version it was loaded, with variants and photos',
        body: saveProductBody,
        response: { 200: editableProductAnswer },
      },
    },
    async (request) => {
      const { productId, version, product } = request.body;
      if (productId !== undefined && version === undefined)
        throw new BadRequest('Invalid request: version: is required');
      return { result: await saveProduct(editorOf(app, request), { productId, version, product }) };
    },
  );

  app.post(
    apiPaths.adminProductAudit,
    {
      schema: {
        tags,
        summary: "A product's history: who changed what, when (newest first)",
        body: productAuditBody,
        response: { 200: productAuditAnswer },
      },
    },
    async (request) => productAudit(app.db, request.body.productId, request.body.pageNo),
  );

  app.post(
    apiPaths.adminCategories,
    {
      schema: {
        tags,
        summary: 'Every category, hidden ones too, with product counts',
        body: z.object({}).strict().optional(),
        response: { 200: adminCategoriesAnswer },
      },
    },
    async () => ({ result: await adminCategories(app.db) }),
  );

  app.post(
    apiPaths.adminSaveCategory,
    {
      schema: {
        tags,
        summary: 'Add, rename, describe, picture or hide a category',
        body: saveCategoryBody,
        response: { 200: z.object({ result: adminCategory }) },
      },
    },
    async (request) => ({ result: await saveCategory(editorOf(app, request), request.body) }),
  );

  app.post(
    apiPaths.adminReorderCategories,
    {
      schema: {
        tags,
        summary: 'The order of the categories (every id once)',
        body: reorderCategoriesBody,
        response: { 200: adminCategoriesAnswer },
      },
    },
    async (request) => ({ result: await reorderCategories(editorOf(app, request), request.body.categoryIds) }),
  );

  app.post(
    apiPaths.adminDeleteCategory,
    {
      schema: {
        tags,
        summary: 'Delete an empty category',
        body: deleteCategoryBody,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await deleteCategory(editorOf(app, request), request.body.categoryId);
      return { ok: true as const };
    },
  );

  app.post(
    apiPaths.adminExportCsv,
    { schema: { tags, summary: 'The catalogue as CSV, one line per variant', body: z.object({}).strict().optional() } },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        .header('cache-control', 'no-store');
      return exportCsv(app.db);
    },
  );

  app.post(
    apiPaths.adminImportCsv,
    {
      schema: {
        tags,
        summary: 'Preview, then apply, stock and prices from an edited export (all or nothing)',
        body: csvImportBody,
        response: { 200: csvImportAnswer },
      },
    },
    async (request) => importCsv(editorOf(app, request), request.body.csv, request.body.apply),
  );

  await app.register(photoUploadRoutes, opts);

  const sweep = () =>
    sweepAbandonedUploads(app.db, opts.uploadsDir).catch((error) =>
      app.log.warn({ err: error }, 'abandoned uploads not swept'),
    );
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

/** The two calls whose body is the picture itself; their own plugin, so the image parsers exist only here. */
const photoUploadRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, opts) => {
  acceptPictureBodies(app);
  const upload = (area: 'products' | 'categories') => async (request: FastifyRequest) => {
    return { result: await uploadPhoto(app.db, opts.uploadsDir, area, pictureOf(request)) };
  };
  app.post(
    apiPaths.adminUploadProductPhoto,
    {
      schema: {
        tags,
        summary: 'Upload a product photo (the image as the body): checked, re-encoded to WebP sizes',
        response: { 200: uploadedPhotoAnswer },
      },
    },
    upload('products'),
  );
  app.post(
    apiPaths.adminUploadCategoryImage,
    {
      schema: {
        tags,
        summary: 'Upload a category picture (the image as the body)',
        response: { 200: uploadedPhotoAnswer },
      },
    },
    upload('categories'),
  );
};
