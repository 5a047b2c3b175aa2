import { productBadges } from '@discus/domain/badges';
import { kolkataClock } from '@discus/domain/calendar';
import { PRODUCT_LIST_PAGE_SIZE } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import { expect, type Page } from '@playwright/test';
import { call, listProducts } from './api.ts';
import { takenOverByReact, test } from './test.ts';

/** The rupees each product card on the page shows, in order. */
async function cardRupees(page: Page): Promise<number[]> {
  const prices = await page.getByTestId('product-card').locator('.card-price b').allTextContents();
  return prices.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

test('home shows the categories and products', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Shop by category' }).getByRole('link');
  expect(await categories.count()).toBeGreaterThanOrEqual(8);
  // Four a shelf (issue 14: a lighter home page), and the whole list one link away.
  await expect(page.getByRole('region', { name: 'New arrivals' }).getByTestId('product-card')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Offers' }).getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('region', { name: 'New arrivals' }).getByRole('link', { name: 'See all products' }).click();
  await expect(page).toHaveURL(/\/product-list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
});

test('search shows results only after the 1000 ms pause in typing', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // Time stands still from here on, except when the test moves it.
  await page.clock.pauseAt(Date.now() + 60_000);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/products/searchProducts')) searches.push(request.postData() ?? '');
  });

  // The word in one change, then "Searching…": the search's timer is set from this moment. (Typed
  // key by key, the last key's timer could be set only after the clock had been moved on, on a busy
  // machine, and then never came due.)
  await page.getByRole('combobox', { name: /search/i }).fill('pigeon');
  await expect(page.getByText('Searching…')).toBeVisible();
  await page.clock.runFor(900);
  expect(searches).toHaveLength(0);
  await expect(page.getByTestId('search-results')).toHaveCount(0);

  await page.clock.runFor(200);
  await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText(/pigeon/i);
  expect(searches).toHaveLength(1);
  expect(JSON.parse(searches[0] ?? '{}')).toEqual({ query: 'pigeon', pageNo: 1, pageSize: 10 });
});

test('a page of search results shows its search in the box, to change it', async ({ page }) => {
  await page.clock.install();
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/products/searchProducts')) searches.push(request.postData() ?? '');
  });
  await page.goto('/product-list?q=pigeon');
  const box = page.getByRole('combobox', { name: /search/i });
  await expect(box).toHaveValue('pigeon');
  await takenOverByReact(page.getByRole('main'));
  // The page has its results: the box asks for none until the buyer uses it.
  await page.clock.runFor(2000);
  expect(searches).toHaveLength(0);

  await box.fill('pigeon blood');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?q=pigeon(\+|%20)blood$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “pigeon blood”');
  await expect(box).toHaveValue('pigeon blood');
  await page.getByRole('link', { name: 'Aqua Discus House' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(box).toHaveValue('');
});

test('Enter in the search box opens the full result list', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('food');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?q=food/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('food');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a search that finds nothing offers to ask the shop, with the search written into the message', async ({
  page,
}) => {
  await page.goto('/product-list?q=co2%20cylinder');
  await page.getByRole('main').getByRole('link', { name: 'Ask us' }).click();
  await expect(page).toHaveURL(/\/contact-us\?search=co2(%20|\+)cylinder#message$/);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByLabel('Message')).toHaveValue('Do you have “co2 cylinder”? I could not find it in the shop.');
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeInViewport();
  // The search box offers the same when it finds nothing.
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('tetra fish');
  await expect(page.getByText('No products match “tetra fish”.')).toBeVisible();
  await page.getByRole('search').getByRole('link', { name: 'Ask us' }).click();
  await expect(page).toHaveURL(/\/contact-us\?search=tetra(%20|\+)fish#message$/);
  await expect(form.getByLabel('Message')).toHaveValue('Do you have “tetra fish”? I could not find it in the shop.');
});

test('a search that finds nothing offers the categories to browse instead', async ({ page }) => {
  await page.goto('/product-list?q=zzqxv');
  await expect(page.getByText('Nothing matches that search. Try another word, or browse a category:')).toBeVisible();
  const categories = page.getByRole('main').getByRole('list', { name: 'Categories' }).getByRole('link');
  expect(await categories.count()).toBeGreaterThanOrEqual(8);
  const name = (await categories.first().textContent()) ?? '';
  await categories.first().click();
  await expect(page).toHaveURL(/\/product-list\?category=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a search with a word no product has shows the products with the rest, saying so', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('purple pigeon blood');
  const note = 'Nothing matches every word. Showing results without “purple”.';
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText(/pigeon blood/i);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?q=purple/);
  await expect(page.getByRole('main').getByText(note)).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText(/pigeon blood/i);
});

test('a misspelt search says what it searched for, in the box and on the results page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('Pegion blood');
  const note = 'Showing results for “pigeon blood”.';
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText('Pigeon Blood Discus');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?q=Pegion/);
  await expect(page.getByRole('main').getByText(note)).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText('Pigeon Blood Discus');
  // A word left out as well: one note says both.
  await box.fill('purple pegion blood');
  const both = 'Nothing matches every word of “purple pigeon blood”. Showing results without “purple”.';
  await expect(page.getByTestId('search-results')).toBeVisible();
  await expect(page.getByRole('search').getByText(/Showing results/)).toHaveText(both);
});

test('a search for a tank heater by litres says what it searched for and why', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('heater for 150 litre tank');
  const note = 'Showing results for “heater for 200w tank” (a 150 litre tank needs about 150 W).';
  await expect(page.getByRole('search').getByText(note)).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?q=heater/);
  await expect(page.getByRole('main').getByText(note)).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText('200 W');
});

test('a search for what is on offer lists only products on offer, or says there are none', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('pump on offer');
  await expect(
    page.getByRole('search').getByText('Nothing matches every word. Showing results without “on offer”.'),
  ).toBeVisible();
  await box.fill('discus on offer');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?q=discus/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText('Offer available');
});

test('the search box names a size left out as it was typed, and counts one result as one', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('pigeon blood 9 inch');
  await expect(page.getByText('Nothing matches every word. Showing results without “9 inch”.')).toBeVisible();
  await box.fill('giant pigeon blood 4 inch');
  await expect(page.getByText('Nothing matches every word. Showing results without “giant”.')).toBeVisible();
  await expect(page.getByTestId('search-results').getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'See 1 result', exact: true })).toBeVisible();
});

test('search results sort by price and keep the search and the order from page to page', async ({ page }) => {
  await page.goto('/product-list?q=discus');
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('relevance');
  await takenOverByReact(page.getByRole('main'));
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/product-list\?q=discus&sort=price_asc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “discus”');
  // The address changes before React draws the new list: read the cards once the page says how it sorts.
  const named = page.getByText('Only the products named “discus” are listed.');
  await expect(named).toBeVisible();
  const rupees = () => cardRupees(page);
  const first = await rupees();
  expect(first.length).toBeGreaterThan(5);
  expect(first).toEqual([...first].sort((a, b) => a - b));
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/product-list\?q=discus&sort=price_asc&page=2$/);
  await expect(sort).toHaveValue('price_asc');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  const second = await rupees();
  expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1] as number);
  // Sorted, only the products named "discus" are listed; the page says so, and how to see them all.
  await expect(named).toBeVisible();
  const all = page.getByRole('link', { name: /^See all \d+, best match first$/ });
  const every = Number(((await all.textContent()) ?? '').replace(/[^0-9]/g, ''));
  await all.click();
  await expect(page).toHaveURL(/\/product-list\?q=discus$/);
  await expect(sort).toHaveValue('relevance');
  await expect(page.getByText(`${every} products`, { exact: true })).toBeVisible();
  await expect(page.getByText(/Only the products named/)).toHaveCount(0);
  // Back: the order of that address again.
  await page.goBack();
  await expect(page).toHaveURL(/sort=price_asc&page=2$/);
  await expect(sort).toHaveValue('price_asc');
});

test('"cheapest discus" typed in the search lists the discus cheapest first, and best match is one choice away', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('cheapest discus');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?q=cheapest(\+|%20)discus$/);
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('price_asc');
  const rupees = () => cardRupees(page);
  const cheapest = await rupees();
  expect(cheapest.length).toBeGreaterThan(5);
  expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  // The next page keeps the order the words asked for.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/product-list\?q=cheapest\+discus&page=2$/);
  await expect(sort).toHaveValue('price_asc');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  expect((await rupees())[0]).toBeGreaterThanOrEqual(cheapest[cheapest.length - 1] as number);
  await expect(page.getByRole('link', { name: /^See all \d+, best match first$/ })).toHaveAttribute(
    'href',
    '/product-list?q=cheapest+discus&sort=relevance',
  );
  // Best match, chosen, wins over the words.
  await takenOverByReact(page.getByRole('main'));
  await sort.selectOption({ label: 'Best match' });
  await expect(page).toHaveURL(/\/product-list\?q=cheapest\+discus&sort=relevance$/);
  await expect(sort).toHaveValue('relevance');
  await expect(page.getByText(/Only the products named/)).toHaveCount(0);
  const best = await rupees();
  expect(best).not.toEqual([...best].sort((a, b) => a - b));
});

test('"baby discus" lists the discus smallest first, and the order can be turned round', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('baby discus');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?q=baby(\+|%20)discus$/);
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('size_asc');
  await expect(sort.locator('option:checked')).toHaveText('Size: small to large');
  await expect(page.getByTestId('product-card').first()).toContainText(/discus/i);
  // Each card names the size it is placed by, with that size's price.
  await expect(page.getByTestId('product-card').first().locator('.card-price')).toHaveText(/^2" ₹[\d,]+\.\d\d/);
  await expect(page.getByText(/Showing results without/)).toHaveCount(0);
  await takenOverByReact(page.getByRole('main'));
  await sort.selectOption({ label: 'Size: large to small' });
  await expect(page).toHaveURL(/\/product-list\?q=baby\+discus&sort=size_desc$/);
  await expect(page.getByTestId('product-card').first()).toContainText(/discus/i);
  await expect(page.getByTestId('product-card').first().locator('.card-price')).toHaveText(/^[5-9](\.5)?" ₹/);
});

test("a search for a size shows each card's price for that size, naming it", async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('discus 4 inch');
  await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText(/4" ₹/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?q=discus(\+|%20)4(\+|%20)inch$/);
  const prices = page.getByTestId('product-card').locator('.card-price');
  await expect(prices.first()).toHaveText(/^4" ₹[\d,]+\.\d\d/);
  // Red Dragon Discus is from ₹1,500 at 3"; its card here shows its 4" price.
  await page.goto(`/product-list?q=${encodeURIComponent('red dragon 4 inch')}`);
  await expect(page.getByTestId('product-card').first().locator('.card-price')).toHaveText('4" ₹3,200.00');
  // The card opens the fish on that size, at that price, before and after the page's script runs.
  await page.getByTestId('product-card').first().getByRole('link', { name: 'Red Dragon Discus' }).click();
  await expect(page).toHaveURL(/\/product-detail\?id=\d+&title=red-dragon-discus&variant=\d+$/);
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('button', { pressed: true })).toHaveText(/^4"/);
  await expect(page.getByTestId('price')).toHaveText('₹3,200.00');
  const served = await page.request.get(page.url());
  expect(await served.text()).toMatch(/data-testid="price"[^>]*>₹3,200\.00</);
});

test('a search for a size that is sold out says so on the card and in the box, and quick adds no other size', async ({
  page,
}) => {
  // Frozen Bloodworm: the 250 g is sold out, the 100 g is in stock (the demo shop).
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i });
  await box.fill('bloodworm 250g');
  await expect(page.getByTestId('search-results').getByRole('link').first()).toContainText('250 g Sold out');
  await box.press('Enter');
  const card = page.getByTestId('product-card').first();
  await expect(card.locator('.card-price')).toHaveText('250 g Sold out');
  await expect(card.getByRole('button', { name: /quick add/i })).toHaveCount(0);
  // The same product without a size asked for: its one option in stock, to quick add.
  await page.goto(`/product-list?q=${encodeURIComponent('frozen bloodworm')}`);
  await expect(
    page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: /quick add/i }),
  ).toBeVisible();
});

test('a price written in the search keeps to it, or says it was left out and lists the cheapest first', async ({
  page,
}) => {
  await page.goto(`/product-list?q=${encodeURIComponent('discus under 1000')}`);
  const rupees = await cardRupees(page);
  expect(rupees.length).toBeGreaterThan(0);
  for (const price of rupees) expect(price).toBeLessThanOrEqual(1000);
  await page.goto(`/product-list?q=${encodeURIComponent('pigeon blood under 50')}`);
  await expect(page.getByText('Nothing matches “under 50”. Showing results at any price.')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText(/pigeon blood/i);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  const nearest = await cardRupees(page);
  expect(nearest.length).toBeGreaterThan(1);
  expect(nearest).toEqual([...nearest].sort((a, b) => a - b));
});

test('a category link opens its product list', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Categories' });
  const link = nav.getByRole('link').nth(1);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/product-list\?category=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('links open pages without reloading the document, carry their state and mark the page shown', async ({ page }) => {
  await page.goto('/');
  const mark = () => page.evaluate(() => (window as unknown as { kept?: string }).kept);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { kept?: string }).kept = 'same document';
  });
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await takenOverByReact(nav.getByRole('link').nth(2));

  // A category link: its presetCategory state names the list before its own data could.
  const category = nav.getByRole('link').nth(2);
  const name = (await category.textContent()) ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/product-list\?category=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await mark()).toBe('same document');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  // A product card, then the nav's About Us (marked as the page shown), then back twice.
  const card = page.getByTestId('product-card').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product-detail\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await mark()).toBe('same document');

  // Ctrl-click is the browser's: a new tab, and this page stays where it is.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    nav.getByRole('link', { name: 'FAQ' }).click({ modifiers: ['Control'] }),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/faq');
  await tab.close();
  await expect(page).toHaveURL(/\/product-list\?category=/);
  expect(await mark()).toBe('same document');
});

test('the product list pages through the whole catalogue, a dozen products a page', async ({ page, request }) => {
  // Taken first: other tests may add products while this one pages (newest first, so an added one
  // only pushes the rest later and none is skipped).
  const catalogue = await listProducts(request, { sort: 'newest', pageSize: 100 });
  await page.goto('/product-list');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  const seen = new Set<string>();
  for (let pageNo = 1; ; pageNo++) {
    if (pageNo > 1)
      await expect(pages.getByRole('link', { name: String(pageNo), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    const titles = await page.getByTestId('product-card').getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(PRODUCT_LIST_PAGE_SIZE);
    for (const title of titles) seen.add(title);
    const next = pages.getByRole('link', { name: 'Next' });
    if ((await next.count()) === 0) break;
    await next.click();
  }
  for (const product of catalogue) expect(seen).toContain(product.title);
});

test('choosing another size changes the price', async ({ page, request }) => {
  const products = await listProducts(request, { sort: 'newest', pageSize: 100 });
  const product = products.find((p) => {
    const inStock = p.options.filter((o) => o.variant_quantity > 0);
    return new Set(inStock.map((o) => o.size)).size > 1 && new Set(inStock.map((o) => o.variant_price)).size > 1;
  });
  if (!product) throw new Error('the demo data has no product with sizes at different prices');
  await page.goto(`/product-detail?id=${product.id}&title=${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);

  const price = page.getByTestId('price');
  const before = await price.textContent();
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('button');
  const count = await sizes.count();
  let changed = false;
  for (let i = 0; i < count && !changed; i++) {
    if ((await sizes.nth(i).getAttribute('aria-pressed')) === 'true') continue;
    await sizes.nth(i).click();
    await expect(sizes.nth(i)).toHaveAttribute('aria-pressed', 'true');
    changed = (await price.textContent()) !== before;
  }
  expect(changed).toBe(true);
});

test('product cards show the badges the rules give', async ({ page, request }) => {
  const newest = await listProducts(request, { sort: 'newest', pageNo: 1, pageSize: 4 });
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'New arrivals' }).getByTestId('product-card');
  await expect(cards).toHaveCount(newest.length);
  const now = Date.now();
  const seen = new Set<string>();
  for (const [i, product] of newest.entries()) {
    const expected = productBadges(product, now);
    for (const badge of expected) seen.add(badge);
    await expect(cards.nth(i).getByRole('heading')).toHaveText(product.title);
    await expect(cards.nth(i).getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveText(expected);
  }
  expect(seen).toContain('New');
});

test('the footer is on the home page but not on contact us', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Refund Policy' })).toBeVisible();
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('product pages are rendered on the server with SEO tags and JSON-LD', async ({ request }) => {
  // A demo product with photos: other tests add products of their own (some without photos) meanwhile.
  const product = (await listProducts(request, { pageSize: 50 })).find((p) => p.variant_images.length > 0);
  if (!product) throw new Error('no product with photos');
  const response = await request.get(`/product-detail?id=${product.id}&title=${product.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(product.title);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp"/);
  expect(html).toContain('"@type":"Product"');
});

test('a variant in the address that is not the product’s own opens the product as usual', async ({ request }) => {
  const [product, other] = (await listProducts(request, { pageSize: 50 })).filter((p) => p.options.length > 0);
  if (!product || !other) throw new Error('the demo data has products with options');
  const price = (html: string) => /data-testid="price"[^>]*>([^<]+)</.exec(html)?.[1];
  const plain = await (await request.get(`/product-detail?id=${product.id}&title=${product.slug}`)).text();
  expect(price(plain)).toMatch(/^₹[\d,]+\.\d\d$/);
  for (const variant of ['abc', '-1', '1e9', '2147483648', String(other.options[0]?._id), '<script>']) {
    const address = `/product-detail?id=${product.id}&title=${product.slug}&variant=${encodeURIComponent(variant)}`;
    const response = await request.get(address);
    expect(response.status(), variant).toBe(200);
    const html = await response.text();
    expect(price(html), variant).toBe(price(plain));
    expect(html).toContain(`<link rel="canonical" href="http`);
    expect(html).not.toMatch(/rel="canonical" href="[^"]*variant=/);
  }
});

test('a product that is not there shows the same 404 page (its code loads when needed) with working links', async ({
  page,
}) => {
  const response = await page.goto('/product-detail?id=2147483000&title=gone');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page swam away' })).toBeVisible();
  const category = page.getByRole('main').getByRole('link').first();
  const name = (await category.textContent()) ?? '';
  // Clicked once React has the link (its code is this page's last to load): a click in CI's busy
  // moment before that once opened nothing, and no request followed it.
  await takenOverByReact(category);
  await category.click();
  await expect(page).toHaveURL(/\/product-list\?category=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a phone whose clock says another year is shown the page as the server drew it', async ({ page }) => {
  // The shop's year in India now; the phone thinks it is New Year's morning of 2031 there.
  const shopYear = kolkataClock(new Date()).year;
  await page.clock.setFixedTime(new Date('2031-01-01T00:30:00+05:30'));
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  // The year was the page's only text read from the clock, and it differed: React threw the page
  // away and drew it again (error 418, which the test's page watch fails on).
  await takenOverByReact(footer);
  await expect(footer).toContainText(`© ${shopYear} `);
});

test('an unknown address shows a helpful 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page swam away' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the order notifier shows a recent order every 35 seconds, for 14 seconds', async ({ page, request }) => {
  const orders = await call<{ result: { city: string }[] }>(request, '/api/orders/getAnonOrders', {});
  // Time stands still from the first script on; only the test moves it.
  const start = new Date('2025-06-01T10:00:00+05:30').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  // Note the intervals the page sets, to move the clock only once the notifier's is running.
  await page.addInitScript(() => {
    const intervals: unknown[] = [];
    Object.assign(window, { intervalsSet: intervals });
    const setInterval = window.setInterval;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      intervals.push(ms);
      return setInterval(handler, ms, ...rest);
    }) as typeof window.setInterval;
  });
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { intervalsSet: unknown[] }).intervalsSet))
    .toContain(35_000);

  const notifier = page.getByTestId('order-notifier');
  await page.clock.runFor(34_999);
  await expect(notifier).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(notifier).toBeVisible();
  const text = (await notifier.textContent()) ?? '';
  expect(orders.result.some((o) => text.includes(o.city))).toBe(true);

  await page.clock.runFor(13_999);
  await expect(notifier).toBeVisible();
  await page.clock.runFor(1);
  await expect(notifier).toHaveCount(0);
  // The next one comes 35 seconds after the first.
  await page.clock.runFor(20_999);
  await expect(notifier).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(notifier).toBeVisible();
});

test('a page that takes a while to load says Loading... until it comes', async ({ page }) => {
  await page.goto('/');
  const category = page.getByRole('region', { name: 'Shop by category' }).getByRole('link').first();
  await expect(category).toBeVisible();
  await takenOverByReact(category);
  // Hold the next page's data until the test has seen the loading state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await category.click();
  const loading = page.getByRole('status').filter({ hasText: messages.loading });
  await expect(loading).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/product-list\?category=/);
  await expect(loading).toHaveCount(0);
});
