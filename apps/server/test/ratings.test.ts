import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './account-fixtures.ts';
import { ownerToken, photo, upload } from './admin-catalog-fixtures.ts';
import { type Variant, variantsWithStock } from './cart-fixtures.ts';
import { type Buyer, buyers, fillCart, placeOrder, saveAddress } from './checkout-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

const LIST = '/api/products/ratings/list';
const MINE = '/api/products/ratings/mine';
const SAVE = '/api/products/ratings/save';
const PHOTO = '/api/products/ratings/uploadPhoto';
const HELPFUL = '/api/products/ratings/helpful';
const ADMIN_LIST = '/api/admin/reviews/list';
const HIDE = '/api/admin/reviews/hide';
const REPLY = '/api/admin/reviews/reply';

let store: TestStore;
let owner: Record<string, string>;
let v: Variant;
let other: Variant;
let address = 0;
beforeAll(async () => {
  store = await createTestStore();
  owner = authHeader(await ownerToken(store));
  [v, other] = (await variantsWithStock(store.db, 2, 50, 20)) as [Variant, Variant];
});
afterAll(() => store.close());

// Each write comes from its own address: the per-address rate limit is tested on its own.
const from = () => ({ remoteAddress: `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });
const save = (buyer: Buyer, body: Record<string, unknown>) => post(store.app, SAVE, body, buyer.headers, from());
const rating = (productId: number, stars: number, extra: Record<string, unknown> = {}) => ({
  productId,
  stars,
  title: 'Healthy and bright',
  text: 'Arrived well packed and ate on day one.',
  ...extra,
});

async function deliveredOrder(buyer: Buyer, variant: Variant): Promise<void> {
  await fillCart(store.app, buyer, [[variant, 1]]);
  const { id } = await saveAddress(store.app, buyer);
  const placed = await placeOrder(store.app, buyer, id);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  await store.db.execute(sql`UPDATE orders SET status = 'delivered' WHERE user_id = ${buyer.userId}`);
}

const summaryOf = async (productId: number) => (await post(store.app, LIST, { productId })).body.summary;
const cardRating = async (productId: number) =>
  (await post(store.app, '/api/products/getProductById', { id: productId })).body.result.rating;

describe('a buyer rates a product', () => {
  it('marks the review "verified purchase" only after a delivered order, and a second rating edits the first', async () => {
    const [asha] = (await buyers(store.db, 1)) as [Buyer];
    const first = await save(asha, rating(v.productId, 2));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(messages.ratingSaved);
    expect(first.body.result).toMatchObject({ stars: 2, verified: false, author: 'Asha B.' });

    await deliveredOrder(asha, v);
    const second = await save(asha, rating(v.productId, 5, { title: 'Changed my mind' }));
    expect(second.body.result).toMatchObject({
      id: first.body.result.id,
      stars: 5,
      verified: true,
      title: 'Changed my mind',
    });
    const { rows } = await store.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ratings WHERE user_id = ${asha.userId} AND product_id = ${v.productId}`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await summaryOf(v.productId)).toEqual({ average: 5, count: 1 });
    expect(await cardRating(v.productId)).toEqual({ average: 5, count: 1 });

    const mine = await post(store.app, MINE, { productId: v.productId }, asha.headers);
    expect(mine.body.result).toMatchObject({ stars: 5, hidden: false });
  });

  it('never lets one buyer change another buyer’s rating', async () => {
    const [first, second] = (await buyers(store.db, 2)) as [Buyer, Buyer];
    const mine = await save(first, rating(other.productId, 5, { title: 'Mine' }));
    // The same product rated by someone else is their own rating, not an edit of the first.
    const theirs = await save(second, rating(other.productId, 1, { title: 'Theirs' }));
    expect(theirs.body.result.id).not.toBe(mine.body.result.id);
    const seen = await post(store.app, MINE, { productId: other.productId }, first.headers);
    expect(seen.body.result).toMatchObject({ id: mine.body.result.id, stars: 5, title: 'Mine' });
    // A body naming a rating or a user is refused outright.
    expect((await save(second, { ...rating(other.productId, 1), ratingId: mine.body.result.id })).status).toBe(400);
    expect((await save(second, { ...rating(other.productId, 1), userId: first.userId })).status).toBe(400);
  });

  it('refuses a "verified" flag sent by the client', async () => {
    const [ravi] = (await buyers(store.db, 1)) as [Buyer];
    const forged = await save(ravi, { ...rating(other.productId, 4), verified: true });
    expect(forged.status).toBe(400);
  });

  it('keeps hostile HTML as plain text', async () => {
    const [meera] = (await buyers(store.db, 1)) as [Buyer];
    const hostile = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const saved = await save(meera, rating(other.productId, 3, { title: hostile, text: `${hostile} & more` }));
    expect(saved.body.result.title).toBe(hostile);
    const listed = await post(store.app, LIST, { productId: other.productId });
    expect(listed.body.result.map((r: { text: string }) => r.text)).toContain(`${hostile} & more`);
  });

  it('keeps the average and count right when many buyers rate at once', async () => {
    const [c] = (await variantsWithStock(store.db, 1, 5, 24)) as [Variant];
    const many = await buyers(store.db, 12);
    const answers = await Promise.all(many.map((b, i) => save(b, rating(c.productId, (i % 5) + 1))));
    expect(answers.map((a) => a.status)).toEqual(many.map(() => 200));
    // and some of them change their stars at the same time
    await Promise.all(many.slice(0, 6).map((b) => save(b, rating(c.productId, 5))));
    const stars = many.map((_, i) => (i < 6 ? 5 : (i % 5) + 1));
    const average = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10;
    expect(await summaryOf(c.productId)).toEqual({ average, count: 12 });
  });

  it('attaches up to 3 uploaded photos, checked by content', async () => {
    const [kiran] = (await buyers(store.db, 1)) as [Buyer];
    const token = kiran.headers['x-auth-token'] as string;
    const uploaded = await upload(store.app, token, await photo('#1e88e5'), 'image/png', PHOTO);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const filename = uploaded.body.result.filename as string;
    const saved = await save(kiran, rating(other.productId, 4, { photos: [filename] }));
    expect(saved.body.result.photos).toEqual([{ filename, width: 64, height: 64 }]);

    const notImage = await upload(store.app, token, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png', PHOTO);
    expect(notImage.status).toBe(400);
    const unknown = await save(kiran, rating(other.productId, 4, { photos: ['a'.repeat(32)] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(messages.ratingPhotoUnknown);
    const four = await save(kiran, rating(other.productId, 4, { photos: [filename, filename, filename, filename] }));
    expect(four.status).toBe(400);
    const guest = await store.app.inject({
      method: 'POST',
      url: PHOTO,
      headers: { 'content-type': 'image/png' },
      payload: await photo(),
    });
    expect(guest.statusCode).toBe(401);
  });

  it('counts one helpful vote per user and none for one’s own review', async () => {
    const [author, voter] = (await buyers(store.db, 2)) as [Buyer, Buyer];
    const saved = await save(author, rating(other.productId, 5));
    const ratingId = saved.body.result.id;
    const first = await post(store.app, HELPFUL, { ratingId }, voter.headers);
    const again = await post(store.app, HELPFUL, { ratingId }, voter.headers);
    expect(first.body.result.helpfulCount).toBe(1);
    expect(again.body.result.helpfulCount).toBe(1);
    const own = await post(store.app, HELPFUL, { ratingId }, author.headers);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(messages.ratingOwnHelpful);
    const sorted = await post(store.app, LIST, { productId: other.productId, sort: 'helpful' });
    expect(sorted.body.result[0].id).toBe(ratingId);
    expect((await post(store.app, HELPFUL, { ratingId: 2_000_000_000 }, voter.headers)).body.message).toBe(
      messages.ratingNotFound,
    );
  });

  it.each([
    [{ productId: 1, stars: 0, title: '', text: '' }],
    [{ productId: 1, stars: 6, title: '', text: '' }],
    [{ productId: 1, stars: 3.5, title: '', text: '' }],
    [{ productId: 1, stars: 3, title: 'x'.repeat(121), text: '' }],
    [{ productId: 1, stars: 3, title: '', text: 'x'.repeat(2001) }],
    [{ productId: 1, stars: 3, title: '', text: '', photos: ['../../etc/passwd'] }],
    [{ stars: 3, title: '', text: '' }],
  ])('refuses %j with 400', async (body) => {
    const [b] = (await buyers(store.db, 1)) as [Buyer];
    const { status } = await save(b, body);
    expect(status).toBe(400);
  });

  it('asks a guest to log in to rate, and stops a buyer rating too fast', async () => {
    const guest = await post(store.app, SAVE, rating(v.productId, 5));
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe(messages.loginRequired);
    const [fast] = (await buyers(store.db, 1)) as [Buyer];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await post(store.app, SAVE, rating(v.productId, 4), fast.headers, { remoteAddress: '10.99.0.1' })).status,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe('the owner moderates reviews', () => {
  it('hides a review with a reason (it leaves the average), replies, and shows it again', async () => {
    const [c] = (await variantsWithStock(store.db, 1, 5, 26)) as [Variant];
    const [good, bad] = (await buyers(store.db, 2)) as [Buyer, Buyer];
    await save(good, rating(c.productId, 5));
    const harsh = await save(bad, rating(c.productId, 1, { text: 'Spam http://example.com' }));
    expect(await summaryOf(c.productId)).toEqual({ average: 3, count: 2 });

    const noReason = await post(store.app, HIDE, { ratingId: harsh.body.result.id, hidden: true }, owner);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(messages.reviewHideReason);
    const hidden = await post(store.app, HIDE, { ratingId: harsh.body.result.id, hidden: true, reason: 'Spam' }, owner);
    expect(hidden.body.result).toMatchObject({ hidden: true, hiddenReason: 'Spam' });
    expect(await summaryOf(c.productId)).toEqual({ average: 5, count: 1 });
    expect(await cardRating(c.productId)).toEqual({ average: 5, count: 1 });
    const listed = await post(store.app, LIST, { productId: c.productId });
    expect(listed.body.result.map((r: { id: number }) => r.id)).not.toContain(harsh.body.result.id);
    // The author still sees their own review, marked hidden.
    expect((await post(store.app, MINE, { productId: c.productId }, bad.headers)).body.result.hidden).toBe(true);

    const filtered = await post(store.app, ADMIN_LIST, { productId: c.productId, state: 'hidden' }, owner);
    expect(filtered.body.result.map((r: { id: number }) => r.id)).toEqual([harsh.body.result.id]);
    const byStars = await post(store.app, ADMIN_LIST, { productId: c.productId, stars: 5 }, owner);
    expect(byStars.body.totalCount).toBe(1);

    const replied = await post(
      store.app,
      REPLY,
      { ratingId: harsh.body.result.id, reply: 'Sorry to hear that.' },
      owner,
    );
    expect(replied.body.result.reply).toBe('Sorry to hear that.');
    const shown = await post(store.app, HIDE, { ratingId: harsh.body.result.id, hidden: false }, owner);
    expect(shown.body.result.hidden).toBe(false);
    expect(await summaryOf(c.productId)).toEqual({ average: 3, count: 2 });
    expect((await post(store.app, HIDE, { ratingId: 2_000_000_000, hidden: false }, owner)).status).toBe(404);
  });

  it('refuses review moderation to customers and guests', async () => {
    const [customer] = (await buyers(store.db, 1)) as [Buyer];
    expect((await post(store.app, ADMIN_LIST, {}, customer.headers)).status).toBe(403);
    expect((await post(store.app, HIDE, { ratingId: 1, hidden: true, reason: 'x' })).status).toBe(401);
  });
});

describe('rating photos nobody used', () => {
  it('are deleted after a day, while those in a rating stay', async () => {
    const { sweepAbandonedUploads } = await import('../src/modules/catalog/admin-photos.ts');
    const [b] = (await buyers(store.db, 1)) as [Buyer];
    const token = b.headers['x-auth-token'] as string;
    const abandoned = (await upload(store.app, token, await photo('#6d4c41'), 'image/png', PHOTO)).body.result.filename;
    const used = (await upload(store.app, token, await photo('#00897b'), 'image/png', PHOTO)).body.result.filename;
    expect((await save(b, rating(other.productId, 5, { photos: [used] }))).status).toBe(200);
    await store.db.execute(
      sql`UPDATE image_uploads SET uploaded_at = now() - interval '25 hours' WHERE area = 'ratings'`,
    );
    expect(await sweepAbandonedUploads(store.db, store.config.uploadsDir)).toBeGreaterThanOrEqual(1);
    const file = (name: string) => store.app.inject({ method: 'GET', url: `/uploads/ratings/${name}-480.webp` });
    expect((await file(abandoned)).statusCode).toBe(404);
    expect((await file(used)).statusCode).toBe(200);
    // A rating cannot take a swept upload.
    const late = await save(b, rating(other.productId, 5, { photos: [abandoned] }));
    expect(late.body.message).toBe(messages.ratingPhotoUnknown);
  });
});
