import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openSideMenuEntry } from './admin-menu.ts';
import { ADMIN } from './fixtures.ts';

// issue 10, end to end: the owner adds an item with two variants and a photo; the storefront shows
// it in search and in its category with its badges and price; one variant sold out shows as such;
// the hidden item is a 404. Shared by the desktop and the 390 px runs.

export async function logInAsOwner(page: Page) {
  await page.goto('/admin_login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin_dashboard$/);
}

const letters = () =>
  Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export async function ownerKeepsTheCatalogue(page: Page, shots?: string) {
  const word = `Zephyr${letters()}`;
  const title = `${word} Marlboro Discus`;
  await logInAsOwner(page);

  await openSideMenuEntry(page, 'Add Item');
  await expect(page).toHaveURL(/\/admin_add_item$/);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Red Discus' });
  await page.getByLabel(/^Description/).fill('A bright batch from our fish room.\n\nQuarantined for three weeks.');
  const first = page.getByTestId('variant-form').nth(0);
  await first.getByLabel('Size').fill('3 inch');
  await first.getByLabel('Price (₹)').fill('1500');
  await first.getByLabel('Stock').fill('5');
  await page.getByRole('button', { name: 'Add variant' }).click();
  const second = page.getByTestId('variant-form').nth(1);
  await second.getByLabel('Size').fill('4 inch');
  await second.getByLabel('Price (₹)').fill('2200');
  await second.getByLabel('Stock').fill('3');
  await second.getByLabel('Discount %').fill('10');
  await second.getByLabel('Discount on').check();

  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#d35400' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Choose photos').setInputFiles({ name: 'fish.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByTestId('photo-form')).toHaveCount(1);
  await page.getByTestId('photo-form').getByLabel('Description (alt text)').fill(`${title}, side view`);

  const preview = page.getByRole('complementary', { name: 'Preview' });
  for (const badge of ['New', 'Variants available', 'Offer available']) await expect(preview).toContainText(badge);
  await expect(preview).toContainText('₹1,500.00');
  if (shots) await page.screenshot({ path: `${shots}-add-item.png`, fullPage: true });

  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Item saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin_edit_item\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit item' })).toBeVisible();

  // The storefront: search (within moments: each store process reads the item into its index) and
  // the category show it with its badges and price.
  const card = page.getByTestId('product-card').filter({ hasText: title });
  await expect(async () => {
    await page.goto(`/product-list?q=${encodeURIComponent(word)}`);
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  for (const badge of ['New', 'Variants available', 'Offer available']) await expect(card).toContainText(badge);
  await expect(card).toContainText('From ₹1,500.00');
  await page.goto('/product-list?category=red-discus');
  // Newest first: among the first cards (another run may have added its own item meanwhile).
  await expect(page.getByTestId('product-card').filter({ hasText: title })).toBeVisible();

  // The inventory: the 3 inch variant sold out.
  await page.goto(`/admin_inventory?q=${encodeURIComponent(word)}`);
  const entry = page.getByTestId('inventory-product').filter({ hasText: title });
  await expect(entry).toBeVisible();
  const small = entry.getByRole('listitem', { name: /^3 inch/ });
  await small.getByLabel('Stock').fill('0');
  await small.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(small).toContainText('Sold out');
  if (shots) await page.screenshot({ path: `${shots}-inventory.png`, fullPage: true });

  await card.page().goto(`/product-list?q=${encodeURIComponent(word)}`);
  await page.getByTestId('product-card').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const productUrl = page.url();
  await page.getByRole('button', { name: /^3 inch/ }).click();
  await expect(page.getByTestId('stock-state')).toHaveText('Sold out');
  // The cart button says so and cannot be pressed; the 4 inch is still for sale.
  await expect(page.getByRole('button', { name: 'Sold out', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: '4 inch' }).click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

  // Hidden: the product page is the helpful 404. The inventory finds it as the owner types.
  await page.goto('/admin_inventory');
  await page.getByRole('search').getByLabel('Search').fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
  await page
    .getByTestId('inventory-product')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByTestId('inventory-product').filter({ hasText: title })).toContainText('Hidden');
  // Within moments: each store process empties its kept pages when it hears of the change, which
  // PostgreSQL tells it just after the owner's save commits.
  await expect(async () => {
    const gone = await page.goto(productUrl);
    expect(gone?.status()).toBe(404);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'This page swam away' })).toBeVisible();
}
