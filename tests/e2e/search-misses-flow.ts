import { paths } from '@discus/domain/paths';
import { expect, type Page } from '@playwright/test';
import { logInAsOwner } from './catalog-admin-flow.ts';

// issue 14, search quality for the owner: a buyer searches for a word no product has, and with a
// word no product has beside one they have, twice each; the owner's dashboard lists them, most searched first, each opening
// the search as the buyer saw it; the owner teaches the search the word, and buyers find the food
// by it. Shared by the desktop and the 390 px runs.

const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export async function ownerSeesWhatBuyersDidNotFind(page: Page, shots?: string) {
  const word = `qz${letters()}`;
  // Each search twice: once in the header's search box, once as the results page (a page drawn
  // moments ago for the same search comes from the page cache, and counts no more).
  const box = page.getByRole('combobox', { name: /search/i });
  await page.goto('/');
  await box.fill(word);
  await expect(page.getByText(`No products match “${word}”.`)).toBeVisible();
  await page.goto(paths.search(word));
  await expect(page.getByText('Nothing matches that search. Try another word, or browse a category:')).toBeVisible();
  const leftOut = `Nothing matches every word. Showing results without “${word}”.`;
  await box.fill(`${word} discus`);
  await expect(page.getByTestId('search-results')).toBeVisible();
  await expect(page.getByText(leftOut).first()).toBeVisible();
  await page.goto(paths.search(`${word} discus`));
  await expect(page.getByText(leftOut)).toBeVisible();

  await logInAsOwner(page);
  const card = page.getByRole('region', { name: 'Searched for, not found (last 30 days)' });
  const alone = card.getByRole('listitem').filter({ has: page.getByRole('link', { name: word, exact: true }) });
  const withDiscus = card
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `${word} discus`, exact: true }) });
  // Each store process adds its counts every few seconds, so the two searches of one query may be
  // written a round apart: the page is read again until both are.
  await expect(async () => {
    await page.reload();
    await expect(alone).toContainText('2 searches', { timeout: 2000 });
    await expect(withDiscus).toContainText('2 searches', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(alone).toContainText('found nothing');
  await expect(withDiscus).toContainText(new RegExp(`found \\d+ without “${word}”`));
  await expect(card.getByRole('link', { name: word, exact: true })).toHaveAttribute('href', paths.search(word));
  // The dashboard fits the screen: nothing is pushed off its right edge (at 390 px too).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await card.scrollIntoViewIfNeeded();
  if (shots) await card.screenshot({ path: `${shots}-search-misses.png` });

  // The owner teaches the search the buyers' word; the storefront then finds the food by it.
  const words = page.getByRole('region', { name: 'Words buyers use' });
  await words.getByLabel('When buyers write').fill(word);
  await words.getByLabel('find what this finds').fill('food');
  await words.getByRole('button', { name: 'Teach' }).click();
  await expect(words.getByRole('list', { name: 'Words taught' })).toContainText(`${word} → food`);
  if (shots) await words.screenshot({ path: `${shots}-shop-words.png` });
  // A word the shop does not use is refused, saying why.
  await words.getByLabel('When buyers write').fill('chara');
  await words.getByLabel('find what this finds').fill(`${word}x`);
  await words.getByRole('button', { name: 'Teach' }).click();
  await expect(page.getByText(`No product's title or description has “${word}x”`)).toBeVisible();

  const buyer = await page.context().browser()?.newPage();
  if (!buyer) throw new Error('no browser');
  await expect(async () => {
    await buyer.goto(paths.search(word));
    // The shop's foods (other tests may add products named "… Food" meanwhile, listed first).
    await expect(buyer.getByTestId('product-card').filter({ hasText: 'Fish Food' }).first()).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await buyer.close();
  await words.getByRole('button', { name: `Forget ${word}` }).click();
  await expect(words.getByText(`${word} → food`)).toHaveCount(0);
}
