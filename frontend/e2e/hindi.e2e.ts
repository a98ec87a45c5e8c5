// A shop written in Hindi and English (issue 33) in real Chromium: the
// fixture shop with the overlay `crates/shopsite/tests/fixtures/hindi/`
// (the Rust tests build the same one: testsuite/hindi.rs). There, `फ़` is
// typed as one code point in some texts and as `फ` + nukta in others. A
// search typed either way finds the product, the category typed both ways
// is one chip, and a Hindi phone model's price page is reached from the
// finder and from the address sitemap.xml gives it.
import { cpSync } from 'node:fs';
import path from 'node:path';

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { errorsOf, untilHydrated } from './page';
import { shopInChromium } from './shop';
import { buildSite, copyOfFixtureShop, repo, type Served, serve } from './site';

const chromium = shopInChromium();

/** `फ़` as one code point (U+095E), and as `फ` + nukta, its NFC. */
const FA_ONE = '\u095E';
const FA_TWO = '\u092B\u093C';
const COVER = `आई${FA_TWO}ोन 12 का कवर`;
const OLD_PHONES = `पुराने ${FA_TWO}ोन`;

let served: Served | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  const content = copyOfFixtureShop();
  cpSync(path.join(repo, 'crates/shopsite/tests/fixtures/hindi'), content, { recursive: true });
  served = await serve(buildSite('https://sharmamobilecare.in/', content), '/');
  context = await chromium.context({ origin: served.origin });
}, 60_000);

afterAll(async () => {
  await context?.close();
  await served?.close();
});

async function open(address: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context!.newPage();
  const errors = errorsOf(page);
  const response = await page.goto(`${served!.origin}${address}`);
  expect(response?.status(), address).toBe(200);
  // These tests are of the islands: on a loaded machine, the finder's
  // brand chip was tapped before it hydrated, and went to the brand's page.
  await untilHydrated(page);
  return { page, errors };
}

/** The card titles shown, in NFC. */
function titles(page: Page): Promise<string[]> {
  return page
    .locator('main article h2')
    .allTextContents()
    .then((all) => all.map((t) => t.normalize('NFC')));
}

test('a search typed with either form of फ़ finds the product, and a type or model finds a Hindi title', async () => {
  const { page, errors } = await open('/products/');
  const box = page.locator('form[role="search"] input[type="search"]');
  for (const typed of [`आई${FA_ONE}ोन`, `आई${FA_TWO}ोन`]) {
    await box.fill(typed);
    await expect.poll(() => titles(page), { message: typed }).toEqual([COVER]);
  }
  await box.fill('Soldering');
  await expect.poll(() => titles(page)).toContain(`सोल्डरिंग किट ${'\u0916\u093C'}ास`);
  expect(errors).toEqual([]);
  await page.close();
});

test('a category typed with both forms of फ़ is one chip, for both products', async () => {
  const { page, errors } = await open('/products/');
  const row = page.getByRole('group', { name: 'Category', exact: true });
  const chips = (await row.getByRole('button').allTextContents()).map((c) => c.normalize('NFC'));
  expect(chips.filter((c) => c.includes('पुराने'))).toEqual([OLD_PHONES]);
  await row.getByRole('button', { name: OLD_PHONES, exact: true }).click();
  await expect.poll(() => titles(page)).toEqual([COVER, 'सैमसंग गैलेक्सी A54 डिस्प्ले']);
  expect(errors).toEqual([]);
  await page.close();
});

test("a Hindi model's price page is reached from the finder and from the sitemap", async () => {
  const { page, errors } = await open('/repairs/');
  const finder = page.getByRole('region', { name: 'Find your repair price' });
  await finder.getByRole('link', { name: 'शाओमी', exact: true }).click();
  await finder.getByRole('link', { name: 'रेडमी नोट 13', exact: true }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('?brand=shaomi&model=redmi-not-13');
  const own = await finder.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
  expect(own).toBe('/repairs/shaomi/redmi-not-13/');

  const sitemap = await (await fetch(`${served!.origin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs).toContain('/repairs/shaomi/redmi-not-13/');
  expect(locs).toContain('/repairs/shaomi/poko-13/');
  for (const address of [own!, locs.find((l) => l.endsWith('/redmi-not-13/'))!]) {
    const tab = await open(address);
    expect(await tab.page.locator('h1').textContent()).toBe('शाओमी रेडमी नोट 13 repair prices');
    expect(tab.errors).toEqual([]);
    await tab.page.close();
  }
  expect(errors).toEqual([]);
  await page.close();
});
