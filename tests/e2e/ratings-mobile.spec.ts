import { test } from '@playwright/test';
import { rateThenHide } from './ratings-flow.ts';

test('at 390 px a buyer rates with a photo, the card shows the average, the owner hides it and it goes', async ({
  page,
  browser,
  request,
}) => {
  await rateThenHide(page, browser, request, 'medicines-water-care');
});
