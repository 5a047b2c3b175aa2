import { ownerRefundsInParts, ownerShipsAPaidOrder, ownerStopsLiveFishToAState } from './admin-orders-flow.ts';
import { ownerSeesWhatBuyersDidNotFind } from './search-misses-flow.ts';
import { test } from './test.ts';

const shots = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/mobile` : undefined;

test('at 390 px the owner finds a paid order from the dashboard, packs and ships it; the buyer sees the tracking link and has the email', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await ownerShipsAPaidOrder(page, browser, request, shots);
});

test('at 390 px the owner stops live fish to a state; checkout refuses them there with a clear message', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await ownerStopsLiveFishToAState(page, browser, request, 'Mizoram', shots);
});

test('at 390 px the owner refunds part of a paid order, then the rest; the order turns refunded only then', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await ownerRefundsInParts(page, request, shots);
});

test('at 390 px the owner sees on the dashboard what buyers searched for and did not find', async ({ page }) => {
  await ownerSeesWhatBuyersDidNotFind(page, shots);
});
