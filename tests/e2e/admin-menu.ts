import { expect, type Page } from '@playwright/test';

/** Opens an entry of the admin side menu: on a phone it is a drawer behind the menu button. */
export async function openSideMenuEntry(page: Page, label: string) {
  const phone = (page.viewportSize()?.width ?? 1366) < 768;
  if (phone) {
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: label, exact: true }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
  }
}
