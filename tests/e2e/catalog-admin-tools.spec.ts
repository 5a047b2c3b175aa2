import { expect } from '@playwright/test';
import { openSideMenuEntry } from './admin-menu.ts';
import { logInAsOwner } from './catalog-admin-flow.ts';
import { test } from './test.ts';

// The owner's other tools: bulk stock, CSV import (preview, a bad line applies nothing), a
// product's history, and the categories screen.

const letters = () =>
  Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('bulk stock, a CSV import with preview, the history, and categories', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAsOwner(page);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { 'x-auth-token': token ?? '' };
  const { result: categories } = await (
    await page.request.post('/api/admin/catalog/categories', { headers, data: {} })
  ).json();
  const word = `Quokka${letters()}`;
  const variant = (size: string) => ({
    size,
    color: '',
    price: 900,
    stock: 2,
    discountEnabled: false,
    discountPercent: 0,
    taxPercent: 5,
  });
  const created = await page.request.post('/api/admin/catalog/saveProduct', {
    headers,
    data: {
      product: {
        title: `${word} Flake Food`,
        categoryId: categories[0].id,
        description: '',
        hsnCode: '',
        liveFish: false,
        sizeInches: null,
        strain: '',
        grade: '',
        oneOff: false,
        active: true,
        variants: [variant('100 g'), variant('250 g')],
        photos: [],
      },
    },
  });
  expect(created.ok()).toBe(true);
  const [small, large] = (await created.json()).result.variants as { id: number }[];

  // Search follows the new item within moments (each store process reads it into its index).
  const entry = page.getByTestId('inventory-product').filter({ hasText: word });
  await expect(async () => {
    await page.goto(`/admin_inventory?q=${word}`);
    await expect(entry).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await entry.getByRole('checkbox', { name: '100 g' }).check();
  await entry.getByRole('checkbox', { name: '250 g' }).check();
  await page.getByLabel('Set stock to').fill('7');
  await page.getByRole('button', { name: 'Set stock' }).click();
  await expect(page.getByText('Stock updated')).toBeVisible();
  for (const box of await entry.getByLabel('Stock').all()) await expect(box).toHaveValue('7');

  // A file with a bad line: the preview names it and nothing can be applied.
  const importFile = (csv: string) =>
    page.getByText('Import CSV').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importFile(`variant_id,stock\n${small?.id},-1\n${large?.id},4\n`);
  const dialog = page.getByRole('dialog', { name: 'Import stock.csv' });
  await expect(dialog).toContainText('Nothing was applied; please fix the lines named below and import again.');
  await expect(dialog).toContainText('Line 2: stock: Stock cannot be negative');
  await expect(dialog.getByRole('button', { name: 'Apply all' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await importFile(`variant_id,stock\n${small?.id},9\n${large?.id},4\n`);
  // The close of the first dialog is told by an event that may arrive after the next one opened:
  // it must not close the next one.
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) => element.dispatchEvent(new Event('close')));
  await expect(dialog).toContainText('2 lines change');
  await expect(dialog).toContainText('stock 7 → 9');
  await dialog.getByRole('button', { name: 'Apply all' }).click();
  await expect(page.getByText('Import applied')).toBeVisible();
  await expect(entry.getByLabel('Stock').first()).toHaveValue('9');

  await entry.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `History: ${word} Flake Food` });
  await expect(history).toContainText('CSV import, line 2');
  await expect(history).toContainText('stock: 7 → 9');
  await history.getByRole('button', { name: 'Close' }).click();

  // Categories: add one, move it, delete it (it has no products).
  await openSideMenuEntry(page, 'Categories');
  const name = `Plants ${letters()}`;
  const adding = page.locator('form').filter({ hasText: 'Add a category' });
  await adding.getByLabel('Name').fill(name);
  await adding.getByLabel('Description').fill('Live aquarium plants');
  await adding.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category saved')).toBeVisible();
  const row = page.getByTestId('category-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Move ${name} up` }).click();
  await expect(page.getByText('Order saved')).toBeVisible();
  await page.getByTestId('category-row').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('category-row').filter({ hasText: name })).toHaveCount(0);
  // A category with products cannot be deleted, only hidden.
  await expect(page.getByTestId('category-row').first().getByRole('button', { name: 'Delete' })).toBeDisabled();
});
