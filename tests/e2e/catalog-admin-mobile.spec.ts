import { ownerKeepsTheCatalogue } from './catalog-admin-flow.ts';
import { test } from './test.ts';

test('at 390 px the owner adds an item, sells out a variant and hides it; the storefront follows', async ({ page }) => {
  // One long story of a dozen pages on a shared, busy machine.
  test.setTimeout(120_000);
  await ownerKeepsTheCatalogue(page, process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/mobile` : undefined);
});
