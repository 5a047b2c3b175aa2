import { type EditableProduct, type ProductForm, productForm } from '@discus/domain/contracts/admin-catalog';
import type { ProductSummary } from '@discus/domain/contracts/catalog';

// The add / edit item form holds what was typed as text; these turn it into the API's form and
// back, and name each field's error with the rules the server applies (packages/domain).

export type VariantDraft = {
  key: string;
  id?: number;
  version?: number;
  size: string;
  color: string;
  price: string;
  stock: string;
  discountEnabled: boolean;
  discountPercent: string;
  taxPercent: string;
};
export type PhotoDraft = { filename: string; width: number; height: number; alt: string; variantKey: string | null };
export type ItemDraft = {
  title: string;
  categoryId: string;
  description: string;
  hsnCode: string;
  liveFish: boolean;
  sizeInches: string;
  strain: string;
  grade: string;
  oneOff: boolean;
  active: boolean;
  variants: VariantDraft[];
  photos: PhotoDraft[];
};

let keys = 0;
export const newKey = () => `v${++keys}`;

export const emptyVariant = (): VariantDraft => ({
  key: newKey(),
  size: '',
  color: '',
  price: '',
  stock: '0',
  discountEnabled: false,
  discountPercent: '0',
  taxPercent: '0',
});

export const emptyDraft = (): ItemDraft => ({
  title: '',
  categoryId: '',
  description: '',
  hsnCode: '',
  liveFish: true,
  sizeInches: '',
  strain: '',
  grade: '',
  oneOff: false,
  active: true,
  variants: [emptyVariant()],
  photos: [],
});

export function draftOf(product: EditableProduct): ItemDraft {
  const variants = product.variants.map((v) => ({
    key: newKey(),
    id: v.id,
    version: v.version,
    size: v.size,
    color: v.color,
    price: String(v.price),
    stock: String(v.stock),
    discountEnabled: v.discountEnabled,
    discountPercent: String(v.discountPercent),
    taxPercent: String(v.taxPercent),
  }));
  return {
    title: product.title,
    categoryId: String(product.categoryId),
    description: product.description,
    hsnCode: product.hsnCode,
    liveFish: product.liveFish,
    sizeInches: product.sizeInches === null ? '' : String(product.sizeInches),
    strain: product.strain,
    grade: product.grade,
    oneOff: product.oneOff,
    active: product.active,
    variants,
    photos: product.photos.map((p) => ({
      filename: p.filename,
      width: p.width,
      height: p.height,
      alt: p.alt,
      variantKey: p.variantIndex === null ? null : (variants[p.variantIndex]?.key ?? null),
    })),
  };
}

// An empty box is not zero: it is sent as NaN so the rules say it is missing.
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[₹,\s]/g, '')));

export function formOf(draft: ItemDraft): ProductForm {
  return {
    title: draft.title,
    categoryId: Number.parseInt(draft.categoryId, 10) || 0,
    description: draft.description,
    hsnCode: draft.hsnCode,
    liveFish: draft.liveFish,
    sizeInches: draft.sizeInches.trim() === '' ? null : num(draft.sizeInches),
    strain: draft.strain,
    grade: draft.grade,
    oneOff: draft.oneOff,
    active: draft.active,
    variants: draft.variants.map((v) => ({
      ...(v.id === undefined ? {} : { id: v.id, version: v.version }),
      size: v.size,
      color: v.color,
      price: num(v.price),
      stock: num(v.stock),
      discountEnabled: v.discountEnabled,
      discountPercent: num(v.discountPercent),
      taxPercent: num(v.taxPercent),
    })),
    photos: draft.photos.map((p) => {
      const index = draft.variants.findIndex((v) => v.key === p.variantKey);
      return { filename: p.filename, alt: p.alt, variantIndex: index >= 0 ? index : null };
    }),
  };
}

/** Each field's first error, by its path ("title", "variants.1.price"). */
export function draftErrors(draft: ItemDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.categoryId) errors.categoryId = 'Choose a category';
  const parsed = productForm.safeParse(formOf(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const message = issue.code === 'invalid_type' ? 'Please fill this in' : issue.message;
      errors[path] ??= message;
    }
  }
  return errors;
}

/** The storefront card of what the form holds now, for the live preview. */
export function previewOf(draft: ItemDraft, categoryName: string, createdAt: string): ProductSummary {
  const form = formOf(draft);
  return {
    id: 0,
    title: draft.title || 'Title of the item',
    slug: 'preview',
    liveFish: draft.liveFish,
    createdAt,
    category: { id: 0, categoryName: categoryName || 'Category', slug: 'preview' },
    options: form.variants.map((v, i) => ({
      _id: i,
      size: v.size,
      color: v.color,
      variant_price: Number.isFinite(v.price) ? v.price : 0,
      variant_quantity: Number.isFinite(v.stock) ? Math.max(0, v.stock) : 0,
      isDiscountEnabled: v.discountEnabled,
      variant_discount: { value: Number.isFinite(v.discountPercent) ? v.discountPercent : 0 },
      variant_tax_percentage: Number.isFinite(v.taxPercent) ? v.taxPercent : 0,
    })),
    variant_images: draft.photos.map((p) => ({
      filename: p.filename,
      width: p.width,
      height: p.height,
      alt: p.alt,
      variantId: null,
    })),
  };
}

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moved<T>(items: T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}
