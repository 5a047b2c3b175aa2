import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { expect as baseExpect } from '@playwright/test';
import { uniqueEmail } from './fixtures.ts';
import { newestEmailTo } from './outbox.ts';
import { ownerSetsStock, singleOptionEquipment } from './stock.ts';
import { test } from './test.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

test('a guest asks to hear when a sold-out item is back, confirms by email, and gets the restock email', async ({
  page,
  request,
}) => {
  // A long flow (login, uploads, a second browser or the job queue) on a shared two-core machine.
  test.setTimeout(120_000);
  const { product, variantId } = await singleOptionEquipment(request, 'first');
  await ownerSetsStock(request, product.title, variantId, 0);

  const email = uniqueEmail('restock');
  await page.goto(paths.productDetail(product.id, product.slug));
  const form = page.getByRole('form', { name: 'Back-in-stock alert' });
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Tell me when it is back' }).click();
  await expect(form.getByRole('status')).toHaveText(messages.stockAlertPending);

  const confirmation = await newestEmailTo(email);
  const link = /\/back-in-stock\?confirm=[\w-]+/.exec(confirmation)?.[0];
  if (!link) throw new Error('no confirmation link');
  await page.goto(link);
  await expect(page.getByText(messages.stockAlertConfirmed)).toBeVisible();

  await ownerSetsStock(request, product.title, variantId, 4);
  await expect
    .poll(async () => (await newestEmailTo(email)).includes('is back in stock at'), { timeout: 20_000 })
    .toBe(true);
  const restock = await newestEmailTo(email);
  const unsubscribe = /\/back-in-stock\?unsubscribe=[\w-]+/.exec(restock)?.[0];
  if (!unsubscribe) throw new Error('no unsubscribe link');
  await page.goto(unsubscribe);
  await expect(page.getByText(messages.stockAlertEnded)).toBeVisible();
});
