import { expect } from '@playwright/test';
import { test } from './test.ts';

test('at 390 px the menu opens a drawer with the categories and Login/Register', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Login/Register' })).toBeVisible();
  const category = drawer.getByRole('link').nth(1);
  const name = await category.textContent();
  await category.click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
});

test('the floating cart with its badge shows on mobile, except on the cart page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('floating-cart')).toBeVisible();
  await expect(page.getByTestId('floating-cart-badge')).toHaveText('0');
  await page.goto('/faq');
  await expect(page.getByTestId('floating-cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('floating-cart')).toHaveCount(0);
});

test('the scroll-to-top button appears after scrolling 100 px', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
});

test('at 390 px the drawer opens the login dialog, which fits the screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login/Register' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await expect(login.getByLabel('Email')).toBeFocused();
  const box = await login.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await login.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' }).getByLabel('First name')).toBeFocused();
});

// React 19 drops a tap that comes while it hydrates, before the part of the page it lands on is
// hydrated; one that comes after, before the drawer's effects have run, was undone by them.
test('a tap on the menu as React takes the page over opens the drawer', async ({ page }) => {
  await page.addInitScript(() => {
    // React listens for clicks on the document when it starts hydrating: tap at once after.
    const listen = document.addEventListener.bind(document);
    let tapped = false;
    document.addEventListener = (...args: Parameters<typeof listen>) => {
      listen(...args);
      if (args[0] !== 'click' || tapped) return;
      tapped = true;
      setTimeout(() => document.querySelector<HTMLElement>('button.menu-button')?.click());
    };
  });
  await page.goto('/');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Login/Register' })).toBeVisible();
});
