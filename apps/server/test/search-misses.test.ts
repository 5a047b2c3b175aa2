import { apiPaths } from '@discus/domain/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchMisses } from '../src/modules/catalog/search-misses.ts';
import { authHeader } from './account-fixtures.ts';
import { firstCategoryId, itemForm, ownerToken, variant } from './admin-catalog-fixtures.ts';
import { eventually as within } from './eventually.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// Counts are written every jobs round.
const eventually = <T>(read: () => Promise<T>, check: (value: T) => boolean) => within(read, check, 3000);

// What buyers searched for and did not find, on the owner's dashboard (issue 14: search quality).

let store: TestStore;
let token: string;

beforeAll(async () => {
  store = await createTestStore({}, { jobPollingSeconds: 0.2 });
  token = await ownerToken(store);
});
afterAll(() => store.close());

type Miss = { query: string; searches: number; found: number; leftOut: string[]; lastSearchedAt: string };

const search = async (query: string, pageNo = 1) => {
  const answer = await post(store.app, apiPaths.searchProducts, { query, pageNo, pageSize: 10 });
  expect(answer.status).toBe(200);
};
const misses = async (): Promise<Miss[]> => {
  const answer = await post(store.app, apiPaths.adminDashboard, {}, authHeader(token));
  expect(answer.status).toBe(200);
  return answer.body.result.searchMisses;
};

describe('searches that found little', () => {
  it('are listed for the owner, most searched first, with what each found and left out', async () => {
    const before = new Date();
    await search('zzqxv');
    await search('  ZZQXV ');
    await search('Zzqxv', 2);
    await search('purple discus');
    await search('discus');
    const listed = await eventually(misses, (found) => found.length >= 2 && found[0]?.searches === 2);
    expect(listed.map(({ query, searches, found, leftOut }) => ({ query, searches, leftOut, found }))).toEqual([
      { query: 'zzqxv', searches: 2, leftOut: [], found: 0 },
      { query: 'purple discus', searches: 1, leftOut: ['purple'], found: expect.any(Number) },
    ]);
    expect(listed[1]?.found).toBeGreaterThan(0);
    expect(new Date(listed[0]?.lastSearchedAt as string).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('leaves out the searches the catalogue answers now', async () => {
    await search('vexillum');
    await search('vexillum discus');
    await eventually(misses, (found) => found.filter((m) => m.query.startsWith('vexillum')).length === 2);
    const saved = await post(
      store.app,
      apiPaths.adminSaveProduct,
      {
        product: itemForm(await firstCategoryId(store), {
          title: 'Vexillum Discus',
          description: 'A strain named for the shop.',
          variants: [variant({ size: '3 inch' })],
        }),
      },
      authHeader(token),
    );
    expect(saved.status).toBe(200);
    const listed = await eventually(misses, (found) => !found.some((m) => m.query.startsWith('vexillum')));
    expect(listed.map((m) => m.query)).not.toContain('vexillum');
    expect(listed.map((m) => m.query)).not.toContain('vexillum discus');
  });

  it("never keeps a search that may hold someone's phone number or e-mail address", async () => {
    await search('call 9876543210');
    await search('me@example.com');
    await search('qqzzvv');
    const listed = await eventually(misses, (found) => found.some((m) => m.query === 'qqzzvv'));
    expect(listed.map((m) => m.query)).toContain('qqzzvv');
    const { rows } = await store.db.execute(sql`SELECT query FROM search_misses WHERE query ~ '[0-9@]'`);
    expect(rows).toEqual([]);
  });

  it('are shown to the owner only', async () => {
    expect((await post(store.app, apiPaths.adminDashboard, {})).status).toBe(401);
  });

  it('keep only the most searched, adding the counts of every store process', async () => {
    const one = new SearchMisses(store.db, 3);
    const other = new SearchMisses(store.db, 3);
    for (let i = 0; i < 5; i++) one.count('keep first', 0, undefined);
    for (let i = 0; i < 2; i++) other.count('keep first', 0, undefined);
    for (let i = 0; i < 4; i++) other.count('keep second', 0, undefined);
    one.count('dropped', 0, undefined);
    await Promise.all([one.write(), other.write()]);
    const { rows } = await store.db.execute(sql`SELECT query, searches FROM search_misses ORDER BY searches DESC`);
    expect(rows).toHaveLength(3);
    expect(rows.slice(0, 2)).toEqual([
      { query: 'keep first', searches: 7 },
      { query: 'keep second', searches: 4 },
    ]);
    expect(rows.map((r) => r.query)).not.toContain('dropped');
  });
});
