import { expect, type Page } from '@playwright/test';
import { registerCustomer } from './api.ts';
import { ADMIN, buyerAddress, uniqueEmail } from './fixtures.ts';
import { watchPolicyViolations } from './policy-violations.ts';
import { test } from './test.ts';

// Issue 8, item 5: a strict Content-Security-Policy that the store's own pages live within.
// Every refusal by the browser is recorded: a violation event in the page, or a console error.
async function watchViolations(page: Page): Promise<string[]> {
  const violations = await watchPolicyViolations(page);
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': buyerAddress() });
});

test('the pages send a strict policy with a fresh nonce each time', async ({ page }) => {
  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? '';
  for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"]) expect(policy).toContain(rule);
  const scripts = policy.split(';').find((rule) => rule.trim().startsWith('script-src '));
  expect(scripts?.trim()).toMatch(/^script-src 'self' 'nonce-[\w-]{22}'$/);
  const nonce = /'nonce-([\w-]+)'/.exec(policy)?.[1] ?? 'none';
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
  const again = await page.request.get('/');
  expect(again.headers()['content-security-policy']).not.toContain(nonce);
  expect(await again.text()).not.toContain(nonce);
});

test('a buyer goes through the main pages without breaking the policy', async ({ page, request }) => {
  test.slow(); // eight pages in one test
  const violations = await watchViolations(page);
  const buyer = await registerCustomer(request, {
    firstName: 'Nisha',
    lastName: 'Rao',
    email: uniqueEmail('csp'),
    password: 'csp-buyer-pass-1',
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Login / Register' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByLabel('Email').fill(buyer.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();

  await page
    .getByRole('link', { name: /Red Discus/ })
    .first()
    .click();
  await expect(page).toHaveURL(/product-list/);
  await page.locator('a[href*="/product-detail?id="]').first().click();
  await expect(page).toHaveURL(/product-detail/);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.goto('/cart');
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/MyProfile');
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText(buyer.email);
  expect(violations).toEqual([]);
});

test('the owner logs in to the admin area without breaking the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/admin_login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin_dashboard$/, { timeout: 15_000 });
  expect(violations).toEqual([]);
});
