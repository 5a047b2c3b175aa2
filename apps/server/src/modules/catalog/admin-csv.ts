import { CSV_MAX_ROWS } from '@discus/domain/catalogue-rules';
import {
  type CsvImportAnswer,
  discountField,
  priceField,
  stockField,
  taxField,
} from '@discus/domain/contracts/admin-catalog';
import { messages } from '@discus/domain/messages';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { BadRequest } from '../../lib/errors.ts';
import { type Change, recordAudit } from './admin-audit.ts';
import type { Editor } from './admin-inventory.ts';
import { setStock } from './stock.ts';

// The catalogue as a spreadsheet: one line per variant. The owner edits price, stock, discount and
// GST in it and imports it back; the other columns say what each line is.
const COLUMNS = [
  'variant_id',
  'product_id',
  'title',
  'category',
  'size',
  'color',
  'price',
  'stock',
  'discount_enabled',
  'discount_percent',
  'gst_percent',
  'product_active',
  'variant_active',
] as const;

type VariantLine = {
  variant_id: number;
  product_id: number;
  title: string;
  category: string;
  size: string;
  color: string;
  price: string;
  stock: number;
  discount_enabled: boolean;
  discount_percent: number;
  gst_percent: number;
  product_active: boolean;
  variant_active: boolean;
};

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
// A cell starting like a formula would run as one when the file is opened in a spreadsheet.
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

async function variantLines(db: Db): Promise<VariantLine[]> {
  const { rows } = await db.execute(sql`
    SELECT v.id AS variant_id, p.id AS product_id, p.title, c.name AS category, v.size, v.color,
      to_char(v.price_paise / 100.0, 'FM999999990.00') AS price, v.stock, v.discount_enabled, v.discount_percent,
      v.tax_percent AS gst_percent, p.active AS product_active, v.active AS variant_active
    FROM variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id
    ORDER BY c.sort_order, c.name, p.title, p.id, v.sort_order, v.id`);
  return rows as VariantLine[];
}

export async function exportCsv(db: Db): Promise<string> {
  const lines = await variantLines(db);
  return stringify(
    lines.map((l) => ({
      ...l,
      title: asText(l.title),
      category: asText(l.category),
      size: asText(l.size),
      color: asText(l.color),
      discount_enabled: yesNo(l.discount_enabled),
      product_active: yesNo(l.product_active),
      variant_active: yesNo(l.variant_active),
    })),
    { header: true, columns: [...COLUMNS] },
  );
}

const number = (field: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .min(1, 'is empty')
    .transform((v) => Number(v.replace(/[₹,\s]/g, '')))
    .pipe(field);
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['yes', 'no', 'true', 'false', '1', '0'].includes(v), 'must be yes or no')
  .transform((v) => ['yes', 'true', '1'].includes(v));

// What an import may change; every other column is ignored.
const importedLine = z.object({
  variant_id: number(z.number().int().positive('Unknown variant')),
  price: number(priceField).optional(),
  stock: number(stockField).optional(),
  discount_enabled: flag.optional(),
  discount_percent: number(discountField).optional(),
  gst_percent: number(taxField).optional(),
});

const FIELD_OF = {
  price: 'price',
  stock: 'stock',
  discount_enabled: 'discountEnabled',
  discount_percent: 'discountPercent',
  gst_percent: 'taxPercent',
} as const;

type Planned = {
  line: number;
  variantId: number;
  productId: number;
  title: string;
  changes: Change[];
  values: z.infer<typeof importedLine>;
};

function readCsv(text: string): Record<string, string>[] {
  try {
    return parse(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: false,
      relax_column_count: false,
    }) as Record<string, string>[];
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw new BadRequest(
      `The file is not a readable CSV${where ? ` (line ${where})` : ''}: ${(error as Error).message}`,
    );
  }
}

/**
 * Reads an edited export: a preview of every change (old → new) and every line's error by its line
 * number. With `apply`, a file without errors is applied in one transaction; one bad line applies
 * nothing.
 */
export async function importCsv(editor: Editor, text: string, apply: boolean): Promise<CsvImportAnswer> {
  const records = readCsv(text);
  if (records.length === 0) throw new BadRequest('The file has no lines under its header');
  if (records.length > CSV_MAX_ROWS) throw new BadRequest(`The file has more than ${CSV_MAX_ROWS} lines`);
  if (!('variant_id' in (records[0] ?? {})))
    throw new BadRequest('The file needs a variant_id column (use the export)');

  const current = new Map((await variantLines(editor.db)).map((l) => [l.variant_id, l]));
  const errors: CsvImportAnswer['errors'] = [];
  const planned: Planned[] = [];
  const seen = new Map<number, number>();
  records.forEach((record, index) => {
    const line = index + 2; // the header is line 1
    const given = Object.fromEntries(
      Object.entries(record).filter(
        ([key, value]) => key in importedLine.shape && (key === 'variant_id' || value.trim() !== ''),
      ),
    );
    const parsed = importedLine.safeParse(given);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({ line, message: `${String(issue?.path[0] ?? 'line')}: ${issue?.message ?? 'is invalid'}` });
      return;
    }
    const values = parsed.data;
    const before = current.get(values.variant_id);
    if (!before) {
      errors.push({ line, message: `variant_id: no variant ${values.variant_id}` });
      return;
    }
    const earlier = seen.get(values.variant_id);
    if (earlier !== undefined) {
      errors.push({ line, message: `variant_id: variant ${values.variant_id} is also on line ${earlier}` });
      return;
    }
    seen.set(values.variant_id, line);
    const changes: Change[] = [];
    const now = {
      price: Number(before.price),
      stock: before.stock,
      discountEnabled: before.discount_enabled,
      discountPercent: before.discount_percent,
      taxPercent: before.gst_percent,
    };
    for (const [column, field] of Object.entries(FIELD_OF) as [keyof typeof FIELD_OF, keyof typeof now][]) {
      const to = values[column];
      if (to !== undefined && to !== now[field]) changes.push({ field, from: now[field], to });
    }
    if (changes.length > 0) {
      const title = [before.title, before.size, before.color].filter(Boolean).join(' · ');
      planned.push({ line, variantId: before.variant_id, productId: before.product_id, title, changes, values });
    }
  });

  const rows = planned.map(({ values: _, productId: __, ...row }) => row);
  if (!apply) return { applied: false, rows, errors };
  if (errors.length > 0) {
    const named = errors
      .slice(0, 5)
      .map((e) => `line ${e.line}: ${e.message}`)
      .join('; ');
    throw new BadRequest(`${messages.csvNothingApplied} ${named}`);
  }
  await inTransaction(editor.db, async (tx) => {
    const stocks = planned.flatMap((p) =>
      p.values.stock === undefined ? [] : [{ variantId: p.variantId, stock: p.values.stock }],
    );
    await setStock(tx.$client, stocks);
    for (const p of planned) {
      const v = p.values;
      await tx.execute(sql`UPDATE variants SET
          price_paise = coalesce(${v.price === undefined ? null : Math.round(v.price * 100)}::int, price_paise),
          discount_enabled = coalesce(${v.discount_enabled ?? null}::boolean, discount_enabled),
          discount_percent = coalesce(${v.discount_percent ?? null}::smallint, discount_percent),
          tax_percent = coalesce(${v.gst_percent ?? null}::smallint, tax_percent)
        WHERE id = ${p.variantId}`);
      await recordAudit(tx, {
        actorUserId: editor.actorUserId,
        productId: p.productId,
        action: `CSV import, line ${p.line}`,
        changes: p.changes,
      });
    }
    for (const productId of new Set(planned.map((p) => p.productId))) {
      await editor.changes.publish(tx, { kind: 'product', productId });
    }
  });
  return { applied: true, rows, errors };
}
