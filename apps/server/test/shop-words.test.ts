import { apiPaths } from '@discus/domain/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './account-fixtures.ts';
import { ownerToken } from './admin-catalog-fixtures.ts';
import { eventually } from './eventually.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// Words the owner teaches the search (decision 050): buyers' "chara" finds what "food" finds.

let store: TestStore;
let token: string;

beforeAll(async () => {
  store = await createTestStore();
  token = await ownerToken(store);
});
afterAll(() => store.close());

const admin = (path: string, body: unknown) => post(store.app, path, body, authHeader(token));
const titles = async (query: string) => {
  const answer = await post(store.app, apiPaths.searchProducts, { query, pageNo: 1, pageSize: 100 });
  expect(answer.status).toBe(200);
  return (answer.body.result as { title: string }[]).map((c) => c.title);
};

describe('words the owner teaches the search', () => {
  it("find what the shop's word finds, in the order it finds them, until forgotten", async () => {
    expect(await titles('chara')).toEqual([]);
    const food = await titles('food');
    expect(food.length).toBeGreaterThan(5);
    const saved = await admin(apiPaths.adminSaveShopWord, { word: ' Chara ', shopWord: 'FOOD' });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual([{ word: 'chara', shopWord: 'food' }]);
    expect((await admin(apiPaths.adminShopWords, {})).body.result).toEqual([{ word: 'chara', shopWord: 'food' }]);
    expect(
      await eventually(
        () => titles('chara'),
        (found) => found.length > 0,
        3000,
      ),
    ).toEqual(food);

    const gone = await admin(apiPaths.adminDeleteShopWord, { word: 'chara' });
    expect(gone.body.result).toEqual([]);
    expect(
      await eventually(
        () => titles('chara'),
        (found) => found.length === 0,
        3000,
      ),
    ).toEqual([]);
  });

  it('may be Hindi in its own script, whose vowel signs are part of a word', async () => {
    expect(await titles('चारा')).toEqual([]);
    // "चारा" (fodder), as a phone's Hindi keyboard writes it.
    const saved = await admin(apiPaths.adminSaveShopWord, { word: 'चारा', shopWord: 'food' });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual([{ word: 'चारा', shopWord: 'food' }]);
    expect(
      await eventually(
        () => titles('चारा'),
        (found) => found.length > 0,
        3000,
      ),
    ).toEqual(await titles('food'));
    await admin(apiPaths.adminDeleteShopWord, { word: 'चारा' });
  });

  it.each([
    [{ word: 'two words', shopWord: 'food' }, /One word of 2 to 30 letters/],
    // A vowel sign alone is no word.
    [{ word: '\u093f\u093e', shopWord: 'food' }, /One word of 2 to 30 letters/],
    [{ word: 'chara4', shopWord: 'food' }, /One word of 2 to 30 letters/],
    [{ word: 'food', shopWord: 'food' }, /The two words are the same/],
    [{ word: 'chara', shopWord: 'zzqxv' }, /No product's title or description has “zzqxv”/],
    // Words the search reads as an order, a typo of the shop's word, a word too common to search by:
    // the buyers' search finds products for them, but no product has them, so the taught word would find nothing.
    [{ word: 'chara', shopWord: 'latest' }, /No product's title or description has “latest”/],
    [{ word: 'bachcha', shopWord: 'baby' }, /No product's title or description has “baby”/],
    [{ word: 'chara', shopWord: 'fod' }, /No product's title or description has “fod”/],
    [{ word: 'chara', shopWord: 'the' }, /No product's title or description has “the”/],
    [{ word: 'chara' }, /./],
    [{ word: 'chara', shopWord: 'food', extra: 1 }, /./],
    [{ word: 'c'.repeat(31), shopWord: 'food' }, /One word of 2 to 30 letters/],
    [{ word: 'chara', shopWord: "food'; DROP TABLE shop_words; --" }, /One word of 2 to 30 letters/],
  ])('are refused, saying why, for %j', async (body, message) => {
    const answer = await admin(apiPaths.adminSaveShopWord, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect((await admin(apiPaths.adminShopWords, {})).body.result).toEqual([]);
  });

  it.each([
    [apiPaths.adminDeleteShopWord, {}],
    [apiPaths.adminDeleteShopWord, { word: 'c'.repeat(31) }],
    [apiPaths.adminDeleteShopWord, { word: 42 }],
    [apiPaths.adminShopWords, { word: 'chara' }],
  ])('refuse a malformed body for %s: %j', async (path, body) => {
    const answer = await admin(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('are taught by the owner only', async () => {
    for (const path of [apiPaths.adminShopWords, apiPaths.adminSaveShopWord, apiPaths.adminDeleteShopWord]) {
      const answer = await post(store.app, path, { word: 'chara', shopWord: 'food' });
      expect(answer.status).toBe(401);
    }
  });
});
