import { rateThenHide } from './ratings-flow.ts';
import { test } from './test.ts';

test('at 390 px a buyer rates with a photo, the card shows the average, the owner hides it and it goes', async ({
  page,
  browser,
  request,
}) => {
  // A long flow (login, uploads, a second browser or the job queue) on a shared two-core machine.
  test.setTimeout(120_000);
  await rateThenHide(page, browser, request, 'medicines-water-care');
});
