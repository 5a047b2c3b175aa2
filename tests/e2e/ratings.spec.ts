import { test } from '@playwright/test';
import { rateThenHide } from './ratings-flow.ts';

test('a buyer rates with a photo and hostile text (shown as text), the card shows the average, the owner hides it and the average goes', async ({
  page,
  browser,
  request,
}) => {
  await rateThenHide(page, browser, request, 'equipment');
});
