import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, type TestStore } from './test-store.ts';

// The demo shop's past orders are what the owner's screens and the accountant's CSV show first:
// each line carries its GST split by the place of supply, as a real order does.
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

it('splits the GST of every demo order line by where it went: CGST + SGST in Maharashtra, IGST elsewhere', async () => {
  const { rows } = await store.db.execute<{
    state: string;
    supply_kind: string;
    tax_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
    hsn_code: string;
  }>(sql`SELECT o.state, o.supply_kind, l.tax_paise, l.cgst_paise, l.sgst_paise, l.igst_paise, l.hsn_code
         FROM orders o JOIN order_lines l ON l.order_id = o.id`);
  const taxed = rows.filter((r) => r.tax_paise > 0);
  expect(taxed.some((r) => r.state === 'Maharashtra')).toBe(true);
  expect(taxed.some((r) => r.state !== 'Maharashtra')).toBe(true);
  for (const line of rows) {
    expect(line.supply_kind).toBe(line.state === 'Maharashtra' ? 'intra_state' : 'inter_state');
    expect(line.cgst_paise + line.sgst_paise + line.igst_paise).toBe(line.tax_paise);
    if (line.state === 'Maharashtra') expect(line.igst_paise).toBe(0);
    else expect(line.cgst_paise + line.sgst_paise).toBe(0);
    expect(line.hsn_code).toMatch(/^\d{4,8}$/);
  }
});
