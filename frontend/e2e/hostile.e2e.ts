// A product title that tries to run script shows as text in a real browser:
// before hydration, after it, and in the document title; on the product's
// own page too, with a description that tries the same.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from 'vitest';

import { untilHydrated } from './page';
import { pathOf, shopInChromium } from './shop';
import { buildSite, copyOfFixtureShop, serve } from './site';

const chromium = shopInChromium();
const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
const HOSTILE_TITLE = '<b>Bold</b> & "quoted" <script>alert(3)</script>';
const HOSTILE_TEXT = '</p><script>alert(4)</script><img src=x onerror=alert(5)> & done';

test('a hostile product title, description and page title stay text and never run', async () => {
  const content = copyOfFixtureShop();
  const products = path.join(content, 'products.yaml');
  writeFileSync(products, readFileSync(products, 'utf8').replace(/^ {4}title: .*$/m, `    title: '${HOSTILE}'`));
  // And a product whose own page has a hostile title and description.
  appendFileSync(
    products,
    [
      '',
      '  - id: hostile-text',
      `    title: '${HOSTILE_TITLE}'`,
      '    price: 1',
      '    in_stock: true',
      '    description: |',
      `      ${HOSTILE_TEXT}`,
      `      ${HOSTILE}`,
      '',
    ].join('\n'),
  );
  const page = path.join(content, 'pages/products.yaml');
  writeFileSync(page, readFileSync(page, 'utf8').replace(/^ {2}title: .*$/m, `  title: '${HOSTILE}'`));

  const site = await serve(buildSite('https://sharmamobilecare.in/', content), '/');
  const context = await chromium.context({ origin: site.origin });
  const tab = await context.newPage();
  const dialogs: string[] = [];
  tab.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  await tab.goto(`${site.origin}/${pathOf('products')}`, { waitUntil: 'networkidle' });

  expect(await tab.title()).toMatch(new RegExp(`^${HOSTILE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\| `));
  await expect.poll(() => tab.getByText(HOSTILE, { exact: true }).count()).toBeGreaterThanOrEqual(1);
  expect(await tab.locator('img[src="x"]').count()).toBe(0);
  await untilHydrated(tab);
  await expect.poll(() => tab.getByText(HOSTILE, { exact: true }).count()).toBeGreaterThanOrEqual(1);
  // The seven the build writes: speculation rules, JSON-LD, the filters' own
  // data (whose JSON the hostile title could not end), the shop's hours and
  // the open-now line's script, the islands' scripts, island loader.
  expect(await tab.locator('script').count()).toBe(7);
  expect(await tab.locator('script[type="application/json"][data-island-props="product-filters"]').count()).toBe(1);

  // A product's own page: the title and each line of the description as text.
  await tab.getByRole('link', { name: HOSTILE_TITLE, exact: true }).click();
  await tab.waitForURL((url) => url.pathname !== `/${pathOf('products')}`);
  await tab.waitForLoadState('networkidle');
  expect(await tab.locator('h1').allInnerTexts()).toEqual([HOSTILE_TITLE]);
  expect(await tab.title()).toContain(HOSTILE_TITLE);
  expect(await tab.locator('main article p').allTextContents()).toEqual(
    expect.arrayContaining([HOSTILE_TEXT, HOSTILE]),
  );
  expect(await tab.locator('img[src="x"]').count()).toBe(0);
  // Speculation rules, JSON-LD, the shop's hours and the open-now line's
  // script, and Share's module: nothing the content wrote.
  expect(await tab.locator('script').count()).toBe(5);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
  await site.close();
});
