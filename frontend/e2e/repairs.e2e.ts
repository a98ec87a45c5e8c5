// The repair prices (docs/behaviour.md#repair-prices) in real Chromium:
// from /repairs to "Samsung Galaxy A15 – Screen" in taps, with JavaScript
// and without; the choice in the address bar (Back, reload, a shared link);
// the prices fetched only once the visitor chooses; and the WhatsApp texts
// of hostile model names, as written and never run. What the finder shows,
// element by element, is src/components/repair-finder.test.tsx's job.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { errorsOf, watchViolations } from './page';
import { atRoot, pathOf, shopInChromium } from './shop';
import { buildSite, copyOfFixtureShop, serve } from './site';

const chromium = shopInChromium();
const PHONE = { width: 360, height: 800 };
const finder = (page: Page) => page.getByRole('region', { name: 'Find your repair price' });

/** The prefilled text of a WhatsApp link. */
function whatsappText(href: string | null): string | null {
  return new URL(href ?? '', 'https://invalid.example').searchParams.get('text');
}

/** Each issue of the repairs shown in `scope`, with its price and booking text. */
async function repairsIn(page: Page, scope: string): Promise<[string, string, string | null][]> {
  const rows = page.locator(`${scope} .repair-row`);
  const out: [string, string, string | null][] = [];
  for (const row of await rows.all()) {
    out.push([
      (await row.getByRole('heading').textContent()) ?? '',
      (await row.locator('.price').textContent()) ?? '',
      whatsappText(await row.getByRole('link', { name: 'Book this repair' }).getAttribute('href')),
    ]);
  }
  return out;
}

test("Samsung Galaxy A15's screen price is two taps from /repairs, in the address bar, and Back steps back", async () => {
  const tab = await chromium.open(pathOf('repairs'), { viewport: PHONE });
  const { page } = tab;
  const violations = await watchViolations(page);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/data/repairs/')) fetched.push(new URL(r.url()).pathname);
  });
  expect(fetched, 'nothing is fetched before the visitor chooses').toEqual([]);

  await finder(page).getByRole('link', { name: 'Samsung', exact: true }).click();
  await finder(page).getByRole('link', { name: 'Galaxy A15', exact: true }).click();
  await expect
    .poll(() => repairsIn(page, '.finder'))
    .toContainEqual(['Screen', '₹2,499', 'Repair: Samsung Galaxy A15 – Screen (₹2,499)']);
  expect(new URL(page.url()).search).toBe('?brand=samsung&model=galaxy-a15');
  expect(fetched).toEqual(['/data/repairs/samsung.json']);
  // The price, and its booking button, are on screen above the contact bar.
  const screen = page.locator('.finder .repair-row').first();
  await screen.scrollIntoViewIfNeeded();
  const row = (await screen.boundingBox())!;
  const bar = (await page.locator('.contact-bar').boundingBox())!;
  expect(row.y + row.height).toBeLessThanOrEqual(bar.y);

  await page.reload();
  await expect.poll(() => repairsIn(page, '.finder')).toHaveLength(4);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).search).toBe('?brand=samsung');
  await expect.poll(() => finder(page).getByRole('link', { name: 'Galaxy S21 FE' }).count()).toBe(1);
  expect(await repairsIn(page, '.finder')).toEqual([]);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(await finder(page).getByRole('searchbox', { name: 'Model', exact: true }).count()).toBe(0);
  expect(await violations()).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.close();
});

test("on a phone's first screen, the finder's brands are above the contact bar, after the hero and before the numbers", async () => {
  // A visitor from Home taps Repair list and then their phone's brand: no
  // scroll first. The spec's hero and stats stay, the stats after the finder.
  const tab = await chromium.open(pathOf('repairs'), { viewport: PHONE });
  const { page } = tab;
  const bar = (await page.locator('.contact-bar').boundingBox())!;
  const brand = (await finder(page).getByRole('link', { name: 'Samsung', exact: true }).boundingBox())!;
  expect(brand.y + brand.height).toBeLessThanOrEqual(bar.y);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const order = await page
    .locator('main h1, main .finder h2, main .stats')
    .evaluateAll((all) => all.map((e) => (e.matches('.stats') ? 'stats' : e.textContent)));
  expect(order).toEqual(['What we repair', 'Find your repair price', 'stats']);
  await tab.close();
});

test("a shared link shows its model's prices at once", async () => {
  const tab = await chromium.open(`${pathOf('repairs')}?brand=apple&model=iphone-12`);
  await expect
    .poll(() => repairsIn(tab.page, '.finder'))
    .toEqual([
      ['Screen', '₹5,499–₹8,999', 'Repair: Apple iPhone 12 – Screen (₹5,499–₹8,999)'],
      ['Battery', '₹2,999', 'Repair: Apple iPhone 12 – Battery (₹2,999)'],
      ['Camera', '₹3,499', 'Repair: Apple iPhone 12 – Camera (₹3,499)'],
    ]);
  expect(await finder(tab.page).getByRole('link', { name: 'Apple', exact: true }).getAttribute('aria-current')).toBe(
    'true',
  );
  expect(tab.errors).toEqual([]);
  await tab.close();
});

test("without JavaScript, the chips and models are links to the brand's and the model's pages", async () => {
  const tab = await chromium.open(pathOf('repairs'), { javaScriptEnabled: false, viewport: PHONE });
  const { page } = tab;
  await finder(page).getByRole('link', { name: 'Samsung', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/repairs/samsung/');
  expect(await page.locator('h1').textContent()).toBe('Samsung repair prices');
  await page.getByRole('link', { name: /^Galaxy A15/ }).click();
  await page.waitForURL((url) => url.pathname === '/repairs/samsung/galaxy-a15/');
  expect(await page.locator('h1').textContent()).toBe('Samsung Galaxy A15 repair prices');
  expect(await repairsIn(page, 'main')).toContainEqual([
    'Screen',
    '₹2,499',
    'Repair: Samsung Galaxy A15 – Screen (₹2,499)',
  ]);
  expect(whatsappText(await page.getByRole('link', { name: 'Not listed? Ask us' }).getAttribute('href'))).toBe(
    'Repair price for Samsung Galaxy A15?',
  );
  // The shop's promises and its four steps, as on /repairs.
  expect(await page.locator('.stats li').allInnerTexts()).toEqual(['Up to 90 days\nWarranty', '1–3 days\nTurnaround']);
  expect(await page.locator('.steps li').count()).toBe(4);
  // No script but the open-now line's, right after the hours it reads.
  expect(await page.locator('script:not([type])').count()).toBe(1);
  expect(await page.locator('script#shop-hours + script:not([type])').count()).toBe(1);
  expect(tab.errors).toEqual([]);
  await tab.close();
});

test('hostile model names book with their WhatsApp texts as written, and never run', async () => {
  const hostile = [
    ['Samsung', '<script>alert(1)</script> A15', 'Screen', '2499'],
    ['Samsung', `Galaxy "Pro" 'Max' & </p>`, 'Battery', '1499-1999'],
    ['Xiaomi', 'ريدمي Note 13 ‮5G', 'Screen', '0'],
    ['Apple', 'iPhone 📱 15 <img src=x onerror=alert(2)>', 'Camera', '3499'],
  ];
  const content = copyOfFixtureShop();
  const csv = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  writeFileSync(
    path.join(content, 'repair-prices.csv'),
    `${['brand,model,issue,price,time', ...hostile.map((row) => [...row, '1 hour'].map(csv).join(','))].join('\n')}\n`,
  );
  const site = await serve(buildSite('https://sharmamobilecare.in/', content), '/');
  const context = await chromium.context({ origin: site.origin });
  const page = await context.newPage();
  const errors = errorsOf(page);
  const violations = await watchViolations(page);
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const expected = (brand: string, model: string, issue: string, price: string) =>
    `Repair: ${brand} ${model} – ${issue} (${price})`;
  const prices: Record<string, string> = {
    '2499': '₹2,499',
    '1499-1999': '₹1,499–₹1,999',
    '0': 'Ask for price',
    '3499': '₹3,499',
  };

  // Before the finder hydrates, a brand chip is a plain link to the brand's
  // own page, as it is without JavaScript; the test taps the finder's.
  await chromium.visit(page, pathOf('repairs'), { shop: { ...atRoot, origin: site.origin } });
  for (const [brand, model, issue, price] of hostile) {
    // A tap on the brand already chosen would close it again.
    const chip = finder(page).getByRole('link', { name: brand!, exact: true });
    if ((await chip.getAttribute('aria-current')) !== 'true') await chip.click();
    await finder(page).getByRole('link', { name: model!, exact: true }).click();
    await expect
      .poll(() => repairsIn(page, '.finder'))
      .toEqual([[issue, prices[price!], expected(brand!, model!, issue!, prices[price!]!)]]);
    expect(await finder(page).getByRole('heading', { level: 3 }).textContent()).toBe(`${brand} ${model}`);
    expect(
      whatsappText(await finder(page).getByRole('link', { name: 'Not listed? Ask us' }).getAttribute('href')),
    ).toBe(`Repair price for ${brand} ${model}?`);

    // The model's own page says the same.
    const own = await context.newPage();
    await own.goto(
      `${site.origin}${await finder(page).getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')}`,
    );
    expect(await own.locator('h1').textContent()).toBe(`${brand} ${model} repair prices`);
    expect(await own.title()).toContain(`${brand} ${model} repair prices`);
    expect(await repairsIn(own, 'main')).toEqual([
      [issue, prices[price!], expected(brand!, model!, issue!, prices[price!]!)],
    ]);
    expect(await own.locator('img[src="x"]').count()).toBe(0);
    await own.close();
    await finder(page).getByRole('button', { name: 'Change model' }).click();
  }
  // A model typed that the list does not have is asked about as typed.
  await finder(page).getByRole('searchbox', { name: 'Model', exact: true }).fill('Galaxy "Z" <b>Fold</b> 🙂');
  expect(whatsappText(await finder(page).getByRole('link', { name: 'Not listed? Ask us' }).getAttribute('href'))).toBe(
    'Repair price for Apple Galaxy "Z" <b>Fold</b> 🙂?',
  );
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
  await site.close();
});
