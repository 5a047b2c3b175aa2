import { expect, type Locator } from '@playwright/test';
import { registerCustomer } from './api.ts';
import { buyerAddress, uniqueEmail } from './fixtures.ts';
import { holdRequests } from './hold.ts';
import { test } from './test.ts';

// Issue 14: on a 390 × 844 phone the header is one row (menu, logo, account, cart) with the search
// under it, at most 120 px in all, and every entry of the seed's header, drawer and floating cart
// is still reachable.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': buyerAddress() });
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
};

test('the phone header is one row with the search below, within 120 px', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  const search = page.getByRole('combobox', { name: 'Search discus, food and equipment' });
  await expect(search).toBeVisible();
  const headerBox = await box(header);
  expect(headerBox.y).toBe(0);
  expect(headerBox.y + headerBox.height).toBeLessThanOrEqual(120);
  expect((await box(search)).y + (await box(search)).height).toBeLessThanOrEqual(120);

  const row = [
    page.getByRole('button', { name: 'Open menu' }),
    header.getByRole('link').first(),
    page.getByTestId('account-button'),
    header.getByRole('button', { name: /^Cart, \d+ items$/ }),
  ];
  const middles = await Promise.all(row.map(async (item) => (await box(item)).y + (await box(item)).height / 2));
  for (const middle of middles) expect(Math.abs(middle - (middles[0] ?? 0))).toBeLessThanOrEqual(4);
  expect((await box(search)).y).toBeGreaterThan(Math.max(...middles));
});

test('every entry of the header, the drawer and the floating cart is reachable on a phone', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  // Header: logo home, search, mini cart, account.
  await expect(header.getByRole('link').first()).toHaveAttribute('href', '/');
  await page.getByRole('combobox', { name: 'Search discus, food and equipment' }).fill('pigeon');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=pigeon/);
  await header.getByRole('button', { name: /^Cart, \d+ items$/ }).click();
  await expect(page.locator('#mini-cart')).toBeVisible();
  await page.keyboard.press('Escape');

  // Floating cart with its badge.
  await expect(page.getByTestId('floating-cart')).toBeVisible();
  await expect(page.getByTestId('floating-cart-badge')).toHaveText('0');

  // Drawer: home, categories, login, the pages, and the contact bar folded into it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (const name of ['Home', 'Contact Us', 'About Us', 'FAQ']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('button', { name: 'Login/Register' })).toBeVisible();
  const categories = await page.request.post('/api/products/categories/getProductCategory', { data: {} });
  const { result } = (await categories.json()) as { result: { categoryName: string }[] };
  expect(result.length).toBeGreaterThan(0);
  for (const category of result) await expect(drawer.getByRole('link', { name: category.categoryName })).toBeVisible();
  const contact = drawer.getByRole('group', { name: 'Contact' }).or(drawer.locator('address'));
  await expect(contact.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(contact.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(contact.getByRole('link', { name: 'YouTube' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
});

test('a logged-in buyer sees the avatar in the same row, and the row does not move', async ({ page, request }) => {
  const customer = await registerCustomer(request, {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: uniqueEmail('header'),
    password: 'a-long-password-1',
  });
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search discus, food and equipment' });
  const before = await box(search);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login/Register' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(customer.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();
  const account = page.getByTestId('account-button');
  await expect(account).toContainText('MI');
  expect(await box(search)).toEqual(before);

  // After a reload the account comes from the browser's storage: the search stays where it was.
  await page.reload();
  await expect(account).toContainText('MI');
  expect(await box(search)).toEqual(before);

  // On a slow network the header shows who is logged in before the server has said so again
  // (it showed a guest's icon, and Login/Register in the drawer, until then).
  const answer = await holdRequests(page, '**/api/users/getUserById');
  await page.reload();
  await expect(account).toContainText('MI');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Profile' })).toBeVisible();
  answer();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(account).toContainText('MI');
});
