import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { type APIRequestContext, type Browser, expect as baseExpect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openSideMenuEntry } from './admin-menu.ts';
import { call } from './api.ts';
import { deliverAsOwner, newBuyer, paidOrderOf } from './buyers.ts';
import { logInAsOwner } from './catalog-admin-flow.ts';
import { logInInDialog } from './wishlist-flow.ts';

export const expect = baseExpect.configure({ timeout: 15_000 });

// A title and text that would run script if any page put them in as HTML.
export const HOSTILE_TITLE = '<img src=x onerror="window.__xss=1">Great fish';
export const HOSTILE_TEXT = '<script>window.__xss=2</script><b>bold?</b> & healthy';

type Listed = {
  id: number;
  title: string;
  slug: string;
  rating?: { average: number; count: number } | null;
  options: { _id: number; variant_quantity: number }[];
};

/** A product on the first page of a category that nobody has rated yet. */
async function unratedProduct(request: APIRequestContext, categorySlug: string): Promise<Listed> {
  const { result } = await call<{ result: Listed[] }>(request, '/api/products/listProducts', { categorySlug });
  const product = result.find((p) => !p.rating);
  if (!product) throw new Error(`every product of ${categorySlug} is rated`);
  return product;
}

/**
 * A buyer who received it rates an unrated product 4 stars with a photo and hostile text; the text shows as text,
 * the card in its category shows the new average; the owner hides the review and the average goes.
 */
export async function rateThenHide(page: Page, browser: Browser, request: APIRequestContext, categorySlug: string) {
  const product = await unratedProduct(request, categorySlug);
  // A buyer who has received the product: the review says "Verified purchase".
  const customer = await newBuyer(request, 'Kavya', 'Rater');
  const option = product.options.find((o) => o.variant_quantity > 0);
  if (!option) throw new Error(`${product.title} is sold out`);
  const order = await paidOrderOf(request, customer, product.id, option._id);
  await deliverAsOwner(request, order.orderId);
  await page.goto(paths.productDetail(product.id, product.slug));
  await page.getByRole('button', { name: 'Log in to rate' }).click();
  await logInInDialog(page, customer.email, customer.password);

  const form = page.getByRole('form', { name: 'Your rating' });
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await form.getByLabel('Title').fill(HOSTILE_TITLE);
  await form.getByLabel('Your review').fill(HOSTILE_TEXT);
  const picture = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  await form.locator('input[type=file]').setInputFiles({ name: 'tank.png', mimeType: 'image/png', buffer: picture });
  await expect(form.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByText(messages.ratingSaved)).toBeVisible();

  // The review is in the page as text: the DOM holds the characters, no element was made of them.
  const review = page.getByTestId('review').filter({ hasText: 'Great fish' });
  await expect(review).toHaveCount(1);
  await expect(review.getByRole('heading')).toHaveText(HOSTILE_TITLE);
  await expect(review.getByText(HOSTILE_TEXT)).toBeVisible();
  expect(await review.locator('script, b, img[src="x"]').count()).toBe(0);
  await expect(review.getByRole('img', { name: 'Photo by Kavya R.' })).toBeVisible();
  await expect(review).toContainText('Verified purchase');
  await expect(page.getByTestId('rating-summary')).toContainText('4.0 out of 5');

  // A fresh server-rendered load (the cached page was cleared by the change) shows it too.
  await page.reload();
  await expect(page.getByTestId('review').filter({ hasText: 'Great fish' }).getByRole('heading')).toHaveText(
    HOSTILE_TITLE,
  );
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  const card = async () => {
    await page.goto(paths.productList(categorySlug));
    return page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
  };
  await expect((await card()).getByRole('img', { name: 'Rated 4 out of 5 from 1 rating' })).toBeVisible();

  // The owner hides it with a reason, in another browser.
  const ownerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const owner = await ownerContext.newPage();
  await logInAsOwner(owner);
  await openSideMenuEntry(owner, 'Reviews');
  const row = owner.getByTestId('admin-review').filter({ hasText: product.title });
  await row.getByLabel('Reason for hiding').fill('Test review');
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(owner.getByText(messages.reviewHidden)).toBeVisible();
  await expect(row.getByText('Hidden: Test review')).toBeVisible();
  await row.getByLabel('Reply from the shop').fill('Thank you for the photo!');
  await row.getByRole('button', { name: 'Save reply' }).click();
  await expect(owner.getByText(messages.reviewReplied)).toBeVisible();

  await expect((await card()).getByTestId('rating-badge')).toHaveCount(0);

  await row.getByRole('button', { name: 'Show again' }).click();
  await expect(owner.getByText(messages.reviewShown)).toBeVisible();
  await ownerContext.close();
  await expect((await card()).getByRole('img', { name: 'Rated 4 out of 5 from 1 rating' })).toBeVisible();
}
