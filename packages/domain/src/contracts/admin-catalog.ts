import { z } from 'zod';
import {
  CSV_MAX_ROWS,
  DESCRIPTION_MAX,
  GST_RATES,
  INVENTORY_PAGE_SIZE,
  INVENTORY_SORTS,
  MAX_DISCOUNT_PERCENT,
  MAX_PHOTOS,
  MAX_PRICE_RUPEES,
  MAX_STOCK,
  MAX_VARIANTS,
  STOCK_FILTERS,
  TITLE_MAX,
  TITLE_MIN,
} from '../catalogue-rules.ts';
import { entityId, pageNo, pageSize } from './common.ts';
import { plainText } from './text.ts';

// The owner's catalogue calls (issue 10): POST /api/admin/catalog/..., JSON, behind the admin guard.

export const priceField = z
  .number({ error: 'Price must be a number' })
  .gt(0, 'Price must be more than ₹0')
  .max(MAX_PRICE_RUPEES, `Price must be at most ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')}`)
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'Price can have at most 2 decimals (paise)',
  });
export const stockField = z
  .number({ error: 'Stock must be a number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`);
export const taxField = z
  .number({ error: 'GST rate must be a number' })
  .refine((v) => (GST_RATES as readonly number[]).includes(v), {
    message: `GST rate must be one of ${GST_RATES.join(', ')} %`,
  });
export const discountField = z
  .number({ error: 'Discount must be a number' })
  .int('Discount must be a whole percent')
  .min(0, 'Discount cannot be negative')
  .max(MAX_DISCOUNT_PERCENT, `Discount must be at most ${MAX_DISCOUNT_PERCENT} %`);
export const versionField = z.number().int().min(1);

export const inventoryVariant = z.object({
  id: z.number().int(),
  size: z.string(),
  color: z.string(),
  price: z.number(),
  stock: z.number().int(),
  discountEnabled: z.boolean(),
  discountPercent: z.number().int(),
  taxPercent: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
});
export type InventoryVariant = z.infer<typeof inventoryVariant>;

export const inventoryProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  category: z.object({ id: z.number().int(), categoryName: z.string(), active: z.boolean() }),
  image: z.object({ filename: z.string(), alt: z.string() }).nullable(),
  variants: z.array(inventoryVariant),
});
export type InventoryProduct = z.infer<typeof inventoryProduct>;

export const inventoryBody = z
  .object({
    query: z.string().trim().max(200).optional(),
    categoryId: entityId.optional(),
    stock: z.enum(STOCK_FILTERS).optional(),
    active: z.boolean().optional(),
    sort: z.enum(INVENTORY_SORTS).default('relevance'),
    pageNo: pageNo.default(1),
    pageSize: pageSize.default(INVENTORY_PAGE_SIZE),
  })
  .strict();
export type InventoryBody = z.input<typeof inventoryBody>;
export type InventoryQuery = z.output<typeof inventoryBody>;

export const inventoryAnswer = z.object({
  result: z.array(inventoryProduct),
  totalCount: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  lowStockAt: z.number().int(),
});
export type InventoryAnswer = z.infer<typeof inventoryAnswer>;

export const updateVariantBody = z
  .object({
    variantId: entityId,
    version: versionField,
    price: priceField.optional(),
    stock: stockField.optional(),
    discountEnabled: z.boolean().optional(),
    discountPercent: discountField.optional(),
    taxPercent: taxField.optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type UpdateVariantBody = z.infer<typeof updateVariantBody>;
export const updateVariantAnswer = z.object({ result: inventoryVariant });

export const setProductActiveBody = z
  .object({ productId: entityId, version: versionField, active: z.boolean() })
  .strict();
export const setProductActiveAnswer = z.object({
  result: z.object({ id: z.number().int(), active: z.boolean(), version: z.number().int() }),
});

export const bulkStockBody = z
  .object({
    items: z
      .array(z.object({ variantId: entityId, version: versionField, stock: stockField }).strict())
      .min(1, 'Choose at least one variant')
      .max(500),
  })
  .strict();
export const bulkStockAnswer = z.object({ result: z.array(inventoryVariant) });

export const lowStockBody = z.object({ lowStockAt: z.number().int().min(0).max(1000) }).strict();
export const lowStockAnswer = z.object({ lowStockAt: z.number().int() });

// The add / edit item form.
const sizeText = plainText('Size', 0, 40);
const colourText = plainText('Colour', 0, 40);

export const variantInput = z
  .object({
    id: entityId.optional(),
    /** The version the form was loaded with: a variant changed since (a sale, an inline edit) refuses the save. */
    version: z.number().int().min(1).optional(),
    size: sizeText,
    color: colourText,
    price: priceField,
    stock: stockField,
    discountEnabled: z.boolean(),
    discountPercent: discountField,
    taxPercent: taxField,
  })
  .strict();
export type VariantInput = z.infer<typeof variantInput>;

export const photoInput = z
  .object({
    filename: z.string().regex(/^[a-f0-9]{20}$/, 'Unknown photo'),
    alt: plainText('Photo description', 0, 200),
    /** Index in `variants` of the variant this photo shows, or null for the whole product. */
    variantIndex: z.number().int().min(0).max(MAX_VARIANTS).nullable(),
  })
  .strict();
export type PhotoInput = z.infer<typeof photoInput>;

const variantKey = (v: { size: string; color: string }) =>
  `${v.size.trim().toLowerCase()}|${v.color.trim().toLowerCase()}`;

export const productForm = z
  .object({
    title: plainText('Title', TITLE_MIN, TITLE_MAX),
    categoryId: entityId,
    description: z
      .string()
      .max(DESCRIPTION_MAX, `Description should be at most ${DESCRIPTION_MAX} characters`)
      .transform((v) => v.replace(/\r\n?/g, '\n').trim()),
    hsnCode: z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'HSN code must be 4, 6 or 8 digits'),
    liveFish: z.boolean(),
    sizeInches: z
      .number()
      .gt(0, 'Size must be more than 0 inches')
      .max(20, 'Size must be at most 20 inches')
      .nullable(),
    strain: plainText('Strain', 0, 80),
    grade: plainText('Grade', 0, 40),
    oneOff: z.boolean(),
    active: z.boolean(),
    variants: z.array(variantInput).min(1, 'Add at least one variant').max(MAX_VARIANTS),
    photos: z.array(photoInput).max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`),
  })
  .strict()
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.variants.forEach((v, i) => {
      const key = variantKey(v);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'size'],
          message: 'Two variants have the same size and colour',
        });
      }
      seen.add(key);
    });
    form.photos.forEach((p, i) => {
      if (p.variantIndex !== null && p.variantIndex >= form.variants.length) {
        ctx.addIssue({ code: 'custom', path: ['photos', i, 'variantIndex'], message: 'That variant does not exist' });
      }
    });
  });
export type ProductForm = z.input<typeof productForm>;
export type ProductFormValues = z.output<typeof productForm>;

export const saveProductBody = z
  .object({
    /** Absent: a new product. */
    productId: entityId.optional(),
    version: versionField.optional(),
    product: productForm,
  })
  .strict();

export const editableVariant = variantInput.extend({ id: z.number().int(), version: z.number().int() });
export const editableProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  title: z.string(),
  categoryId: z.number().int(),
  description: z.string(),
  hsnCode: z.string(),
  liveFish: z.boolean(),
  sizeInches: z.number().nullable(),
  strain: z.string(),
  grade: z.string(),
  oneOff: z.boolean(),
  active: z.boolean(),
  variants: z.array(editableVariant),
  photos: z.array(
    z.object({
      filename: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.string(),
      variantIndex: z.number().int().nullable(),
    }),
  ),
});
export type EditableProduct = z.infer<typeof editableProduct>;
export const editableProductAnswer = z.object({ result: editableProduct });
export const getEditableProductBody = z.object({ productId: entityId }).strict();

export const uploadedPhotoAnswer = z.object({
  result: z.object({ filename: z.string(), width: z.number().int(), height: z.number().int() }),
});

// Audit: who changed what, when, old → new.
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const productAuditBody = z.object({ productId: entityId, pageNo: pageNo.default(1) }).strict();
export const productAuditAnswer = z.object({ result: z.array(auditEntry), totalCount: z.number().int() });

// Categories.
export const adminCategory = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  slug: z.string(),
  description: z.string(),
  imageFilename: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoriesAnswer = z.object({ result: z.array(adminCategory) });
export const categoryForm = z
  .object({
    categoryName: plainText('Category name', 2, 60),
    description: plainText('Description', 0, 500),
    imageFilename: z
      .string()
      .regex(/^[a-f0-9]{20}$/, 'Unknown image')
      .nullable(),
    active: z.boolean(),
  })
  .strict();
export type CategoryForm = z.infer<typeof categoryForm>;
export const saveCategoryBody = z.object({ categoryId: entityId.optional(), category: categoryForm }).strict();
export const reorderCategoriesBody = z.object({ categoryIds: z.array(entityId).min(1).max(500) }).strict();
export const deleteCategoryBody = z.object({ categoryId: entityId }).strict();

// CSV: the whole catalogue out; stock and prices in (preview first, then all or nothing).
export const csvImportBody = z
  .object({
    csv: z.string().min(1, 'The file is empty').max(900_000, 'The file is too large'),
    apply: z.boolean(),
  })
  .strict();
export const csvImportAnswer = z.object({
  applied: z.boolean(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      variantId: z.number().int(),
      title: z.string(),
      changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
    }),
  ),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type CsvImportAnswer = z.infer<typeof csvImportAnswer>;
export const CSV_IMPORT_LIMIT = CSV_MAX_ROWS;

// Words the owner teaches the search: buyers' `word` finds what the shop's `shopWord` finds.
// One word each, letters only (with their marks: Hindi's vowel signs), as the search reads words
// ("chara" → "food", "चारा" → "food").
const searchWord = z
  .string()
  .trim()
  .normalize('NFC')
  .toLowerCase()
  .regex(/^\p{L}[\p{L}\p{M}]{1,29}$/u, 'One word of 2 to 30 letters, no spaces or digits');
export const shopWord = z.object({ word: z.string(), shopWord: z.string() });
export type ShopWord = z.infer<typeof shopWord>;
export const shopWordsBody = z.object({}).strict();
export const shopWordsAnswer = z.object({ result: z.array(shopWord) });
export const saveShopWordBody = z.object({ word: searchWord, shopWord: searchWord }).strict();
export const deleteShopWordBody = z.object({ word: searchWord }).strict();
/** How many words the owner may teach. */
export const MAX_SHOP_WORDS = 500;
