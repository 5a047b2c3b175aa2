import { rateThenHide } from './ratings-flow.ts';
import { test } from './test.ts';

test('a buyer rates with a photo and hostile text (shown as text), the card shows the average, the owner hides it and the average goes', async ({
  page,
  browser,
  request,
}) => {
  // A long flow (login, uploads, a second browser or the job queue) on a shared two-core machine.
  test.setTimeout(120_000);
  // Not equipment: the back-in-stock test sells one of its items out meanwhile (at 12 products a
  // page both tests could pick the same one).
  await rateThenHide(page, browser, request, 'fish-food');
});
