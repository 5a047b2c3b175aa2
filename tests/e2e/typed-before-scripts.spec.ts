import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { expect, type Page } from '@playwright/test';
import { newBuyer } from './buyers.ts';
import { chooseOption, lineLabel, productWithLowStock } from './cart-shop.ts';
import { ADMIN, uniqueEmail } from './fixtures.ts';
import { holdRequests } from './hold.ts';
import { newestEmailTo } from './outbox.ts';
import { ownerSetsStock, singleOptionEquipment } from './stock.ts';
import { test } from './test.ts';
import { logInInDialog } from './wishlist-flow.ts';

// On a slow phone a person can type into (or tap) a server-rendered form before its JavaScript runs (a
// password manager fills it even sooner): what they typed must count once the page comes alive.
const holdScripts = (page: Page) => holdRequests(page, '**/assets/*.js');

test('a buyer who typed a search before the page’s JavaScript ran gets its results', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: /search/i }).fill('pigeon');
  release();
  await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText(/pigeon/i);
});

test('the owner who typed before the page’s JavaScript ran can log in with it', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/admin_login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  release();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin_dashboard$/);
});

test('a buyer who chose a size and tapped Add to cart before the page’s JavaScript ran has that size in the cart', async ({
  page,
  request,
}) => {
  // Not the size the page opens with: the tap on it must count too, before Add to cart reads it.
  const { product, low, other } = await productWithLowStock(request);
  const chosen = product.options[0] === low ? other : low;
  const release = await holdScripts(page);
  await page.goto(paths.productDetail(product.id, product.slug), { waitUntil: 'commit' });
  await chooseOption(page, chosen);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  release();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await page.goto(paths.cart());
  await expect(page.getByRole('status', { name: `Quantity of ${lineLabel(product, chosen)}`, exact: true })).toHaveText(
    '1',
  );
});

test('a buyer who opened the mini cart before the page’s JavaScript ran finds it open and filled once it runs', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /^Cart, / }).click();
  const miniCart = page.locator('#mini-cart');
  await expect(miniCart).toBeVisible();
  release();
  await expect(miniCart.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(miniCart.getByTestId('mini-cart-total')).toHaveText('₹0.00');
});

test('a buyer who tapped Wishlist before the page’s JavaScript ran lands on the Wishlist tab', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request, 'Meera', 'Early');
  await page.goto('/');
  await page.getByRole('button', { name: 'Login / Register' }).click();
  await logInInDialog(page, buyer.email, buyer.password);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  // Before the scripts run the link is a plain page load, without React Router's state.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/MyProfile#wishlist$/);
  release();
  await expect(page.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
});

test('a guest who asked for a back-in-stock email before the page’s JavaScript ran is asked to confirm it', async ({
  page,
  request,
}) => {
  // Not the item back-in-stock.spec.ts sells out: the last single-option one, back in stock after.
  const { product, variantId } = await singleOptionEquipment(request, 'last');
  await ownerSetsStock(request, product.title, variantId, 0);
  try {
    const email = uniqueEmail('early-alert');
    const release = await holdScripts(page);
    await page.goto(paths.productDetail(product.id, product.slug), { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Back-in-stock alert' });
    await form.getByLabel('Your email').fill(email);
    await form.getByRole('button', { name: 'Tell me when it is back' }).click();
    release();
    await expect(form.getByRole('status')).toHaveText(messages.stockAlertPending);
    expect(await newestEmailTo(email)).toMatch(/\/back-in-stock\?confirm=[\w-]+/);
  } finally {
    await ownerSetsStock(request, product.title, variantId, 4);
  }
});
