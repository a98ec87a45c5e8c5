// A repair price from any page (docs/behaviour.md#repair-prices), in
// real Chromium at 360×800: a visible way to /repairs from every kind of
// page, outside the navigation and clear of the contact bar; a model of
// any brand found by typing it, one tap from its prices; and the home
// page's plain form, which leads to the matches with JavaScript off on
// the home page. Which models match which text, in which order, is
// src/lib/repair-search.test.ts's job.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { untilHydrated } from './page';
import { NOT_FOUND, atRoot, pathOf, productPaths, shopInChromium } from './shop';
import { buildSite, copyOfFixtureShop, serve } from './site';

const chromium = shopInChromium();
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Whether the first link to /repairs outside the header's navigation and
 * the contact bar is on screen once scrolled to, and the element at its
 * middle is the link itself: nothing (the fixed contact bar) covers it.
 */
async function reachable(page: Page, href: string): Promise<string> {
  const link = page.locator(`a[href="${href}"]:not(header a, .contact-bar a)`).first();
  await link.scrollIntoViewIfNeeded();
  return link.evaluate((a) => {
    if (!a.checkVisibility()) return 'hidden';
    const box = a.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) return 'off screen';
    if (box.height < 44) return `${box.height} px high`;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && a.contains(top) ? `shown: ${a.textContent}` : `covered by ${top?.outerHTML.slice(0, 60)}`;
  });
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('on a %s', (_, viewport) => {
  test.each([
    ['home', pathOf('home')],
    ['products', pathOf('products')],
    ['a product', () => productPaths()[0]!],
    ['training', pathOf('training')],
    ['videos', pathOf('videos')],
    ['about', pathOf('about')],
    ['the 404 page', NOT_FOUND],
  ] as const)('%s has a visible link to /repairs outside the navigation', async (_, where) => {
    const at = typeof where === 'function' ? where() : where;
    const tab = await chromium.open(at, { viewport });
    const shown = await reachable(tab.page, `${atRoot.prefix}${pathOf('repairs')}`);
    expect(shown).toMatch(/^shown: \S/);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});

test("a product of a model in the price list links to that model's prices", async () => {
  const tab = await chromium.open('products/iphone-12-battery/', { viewport: PHONE });
  const shown = await reachable(tab.page, '/repairs/apple/iphone-12/');
  expect(shown).toBe('shown: Apple iPhone 12 repair prices');
  await tab.page.getByRole('link', { name: 'Apple iPhone 12 repair prices' }).click();
  await tab.page.waitForURL((url) => url.pathname === '/repairs/apple/iphone-12/');
  expect(await tab.page.locator('h1').textContent()).toBe('Apple iPhone 12 repair prices');
  await tab.close();
});

describe('a model found by typing it, with 14 models of 4 brands', () => {
  // The fixture shop's price list, and models whose names the queries
  // could mix up, each after one that a query must not put first.
  const rows = [
    ['Xiaomi', 'Redmi Note 12 Pro', 'Screen', '3499'],
    ['Xiaomi', 'Redmi Note 12', 'Screen', '2799'],
    ['Xiaomi', 'Redmi Note 12', 'Battery', '1199'],
    ['Xiaomi', 'Redmi 12', 'Screen', '2299'],
    ['Apple', 'iPhone 13 Pro', 'Screen', '12999'],
    ['Apple', 'iPhone 13', 'Screen', '8999'],
    ['Apple', 'iPhone 13', 'Battery', '3499'],
    ['Samsung', 'Galaxy A55', 'Screen', '5999'],
    ['Samsung', 'Galaxy A54', 'Screen', '5499'],
    ['Samsung', 'Galaxy A54', 'Battery', '1999'],
    ['लावा', 'ब्लेज़ 5G', 'स्क्रीन', '1999'],
  ];
  let origin = '';
  let close = async () => {};
  beforeAll(async () => {
    const content = copyOfFixtureShop();
    const list = path.join(content, 'repair-prices.csv');
    const extra = rows.map((row) => [...row, '1 hour', ''].join(',')).join('\n');
    writeFileSync(list, `${readFileSync(list, 'utf8').trimEnd()}\n${extra}\n`);
    const site = await serve(buildSite('https://sharmamobilecare.in/', content), '/');
    origin = site.origin;
    close = site.close;
  }, 60_000);
  afterAll(() => close());

  const box = (page: Page) => page.getByRole('searchbox', { name: "Your phone's model" });
  const results = (page: Page) => page.locator('.model-results a');
  /** The brand and name of the first match, in NFC. */
  const shownFirst = async (page: Page) => {
    const first = results(page).first();
    if ((await first.count()) === 0) return null;
    const brand = await first.locator('.model-brand').textContent();
    const name = await first.locator('.model-name').textContent();
    return `${brand} ${name}`.normalize('NFC');
  };

  test.each([
    ['note 12', 'Xiaomi Redmi Note 12', '₹2,799'],
    ['redmi note 12', 'Xiaomi Redmi Note 12', '₹2,799'],
    ['iphone13', 'Apple iPhone 13', '₹8,999'],
    ['a54', 'Samsung Galaxy A54', '₹5,499'],
    // ज़ typed as ज and a nukta.
    ['ब्लेज\u093C', 'लावा ब्लेज़ 5G', '₹1,999'],
  ])('%s shows %s first, and a tap on it shows its prices', async (query, first, price) => {
    const tab = await chromium.open(pathOf('repairs'), { viewport: PHONE, shop: { ...atRoot, origin } });
    const { page } = tab;
    await box(page).pressSequentially(query, { delay: 30 });
    await expect.poll(() => shownFirst(page)).toBe(first.normalize('NFC'));
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    // Models that do not match are not shown.
    expect((await results(page).allTextContents()).join()).not.toContain('Galaxy A15');
    const href = await results(page).first().getAttribute('href');
    await results(page).first().click();
    await page.waitForURL((url) => url.pathname === href);
    expect((await page.locator('h1').textContent())?.normalize('NFC')).toBe(`${first} repair prices`.normalize('NFC'));
    expect(await page.locator('main .repair-row .price').first().textContent()).toBe(price);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  test("the home page's form leads to the matches, with JavaScript off on the home page", async () => {
    const off = await chromium.context({ origin, javaScriptEnabled: false });
    const home = await off.newPage();
    await home.goto(`${origin}/`);
    await home.getByRole('searchbox', { name: "Your phone's model" }).fill('note 12');
    await home.getByRole('button', { name: 'Find price' }).click();
    await home.waitForURL((url) => url.pathname === '/repairs/');
    const sent = home.url();
    expect(new URL(sent).searchParams.get('q')).toBe('note 12');
    await off.close();

    // That address, where JavaScript runs, shows the matches.
    const on = await chromium.context({ origin });
    const page = await on.newPage();
    await page.goto(sent);
    await untilHydrated(page);
    await expect.poll(() => shownFirst(page)).toBe('Xiaomi Redmi Note 12');
    expect(await box(page).inputValue()).toBe('note 12');
    await on.close();
  });
});
