import { expect } from '@playwright/test';
import { buyerAddress } from './fixtures.ts';
import { newestEmailTo } from './outbox.ts';
import { test } from './test.ts';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': buyerAddress() });
});

test('a buyer sends the shop a message from the contact page', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const send = form.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();

  const reference = `ref-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const question = `Can you send 2.5" Red Melons to Guwahati? (${reference})`;
  await form.getByLabel('Your name').fill('Meera Das');
  await form.getByLabel('Email').fill('meera@example.in');
  await form.getByLabel('Phone (optional)').fill('98123');
  await form.getByLabel('Message').click();
  await expect(form.getByText('Phone number should be 10 digits.')).toBeVisible();
  await expect(send).toBeDisabled();
  await form.getByLabel('Phone (optional)').fill('9812345670');
  await form.getByLabel('Message').fill(question);
  await send.click();

  await expect(form.getByText(/reached us/)).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
  // The newest email that carries this message's own reference (other tests send emails too).
  const email = await newestEmailTo(reference);
  expect(email).toContain(question);
  expect(email).toMatch(/^To: hello@example\.com/m);
  expect(email).toMatch(/^Reply-To: meera@example\.in/m);
});
