// The catalogue at 10,000 products (docs/behaviour.md#catalogue-pages), in
// real Chromium: the fixture shop grown by the catalogue generator into a
// spreadsheet of 10,000 rows, built once for this file with the real CLI and
// served with its own `_headers`. A category's count, a search for one
// title, Show more, the address bar, and every product reached without
// JavaScript through the pager; and on a 360×800 phone, two whole cards a
// screen above the contact bar, here and in the fixture shop.
//
// What each view should show is worked out from the spreadsheet itself,
// read here with a few lines of CSV, never with the site's own filter code.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { ServedShop } from './global-setup';
import { errorsOf, untilHydrated, watchViolations } from './page';
import { atRoot, pathOf, shopInChromium, viewOf } from './shop';
import { buildSite, generatedShop, serve, type Served } from './site';

const COUNT = 10_000;
const PHONE = { width: 360, height: 800 };
const chromium = shopInChromium();

/** A row of the spreadsheet, as the docs say the site reads it. */
interface Row {
  id: string;
  title: string;
  /** Whole rupees; 0 is a price on request. */
  price: number;
  /** `group`, else `category`, else `Other` (docs/behaviour.md#filter-levels). */
  category: string;
  /** Title, category and every highlight, lowercased (docs/behaviour.md#search). */
  search: string;
}

let big: ServedShop;
let served: Served | undefined;
let rows: Row[] = [];

beforeAll(async () => {
  const content = generatedShop(COUNT, 'csv');
  rows = readRows(path.join(content, 'products.csv'));
  const dist = buildSite('https://sharmamobilecare.in/', content);
  served = await serve(dist, '/');
  big = { origin: served.origin, prefix: '/', dist };
}, 180_000);

afterAll(async () => {
  await served?.close();
});

/** RFC 4180 as a spreadsheet writes it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const table: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      table.push([...row, cell]);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || row.length > 0) table.push([...row, cell]);
  return table;
}

function readRows(file: string): Row[] {
  const [header, ...body] = parseCsv(readFileSync(file, 'utf8'));
  const at = (name: string) => header!.indexOf(name);
  return body.map((cells) => {
    const cell = (name: string) => (cells[at(name)] ?? '').trim();
    const title = cell('title');
    const category = cell('group') || cell('category') || 'Other';
    const highlights = cell('highlights') === '' ? [] : cell('highlights').split(' | ');
    return {
      id: cell('id'),
      title,
      price: Number(cell('price')),
      category,
      search: [title, category, ...highlights].join(' ').toLowerCase(),
    };
  });
}

const labels = () => viewOf('products', big).page;

/** The result count as the page words it, with Indian digit grouping. */
function countText(n: number): string {
  const { labels: words } = labels();
  const template = n === 1 && words.result_one ? words.result_one : words.results;
  return template.replaceAll('{count}', n.toLocaleString('en-IN'));
}

/** What the results say: the count, whether they are still coming, and the titles of the cards. */
function results(page: Page): Promise<{ count: string; busy: boolean; titles: string[] }> {
  return page.evaluate(() => {
    const box = document.querySelector('main .results');
    return {
      count: box?.querySelector('.count')?.textContent ?? '(no count)',
      busy: box?.getAttribute('aria-busy') === 'true',
      titles: [...document.querySelectorAll('main article h2')].map((h) => h.textContent ?? ''),
    };
  });
}

async function shows(page: Page, count: number, titles: string[]): Promise<void> {
  await expect.poll(() => results(page), { timeout: 60_000 }).toEqual({ count: countText(count), busy: false, titles });
}

interface Opened {
  page: Page;
  /** Console errors, uncaught exceptions and CSP violations so far. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** Opens `at` on the 10,000-product shop at 360×800, watching errors and CSP violations from the start. */
async function open(at: string, { javaScriptEnabled = true } = {}): Promise<Opened> {
  const context = await chromium.context({ origin: big.origin, viewport: PHONE, javaScriptEnabled });
  const page = await context.newPage();
  const errors = errorsOf(page);
  const violations = javaScriptEnabled ? await watchViolations(page) : async () => [];
  await chromium.visit(page, at, { shop: big, hydrate: javaScriptEnabled });
  return {
    page,
    problems: async () => [...errors, ...(await violations())],
    close: () => context.close(),
  };
}

const chip = (page: Page, row: string, name: string) =>
  page.getByRole('group', { name: row, exact: true }).getByRole('button', { name, exact: true });

describe(`a catalogue of ${COUNT.toLocaleString('en-IN')} products`, () => {
  test('each category chip shows its exact count at once, and its first cards, from one file', async () => {
    const { page, problems, close } = await open(pathOf('products'));
    await shows(
      page,
      COUNT,
      rows.slice(0, 24).map((r) => r.title),
    );
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/data/')) fetched.push(pathname);
    });
    const categories = [...new Set(rows.map((r) => r.category))];
    expect(categories.length).toBeGreaterThan(1);
    for (const category of categories) {
      const inIt = rows.filter((r) => r.category === category);
      fetched.length = 0;
      await chip(page, labels().labels.category, category).click();
      await shows(
        page,
        inIt.length,
        inIt.slice(0, 24).map((r) => r.title),
      );
      // However far apart its products are in the catalogue: the category's
      // own first page of cards (and the index, the first time).
      const files = fetched.filter((f) => f !== '/data/products/index.json');
      expect(files, category).toHaveLength(1);
      expect(files[0], category).toMatch(/^\/data\/products\/category-\d+\.json$/);
    }
    expect(await problems()).toEqual([]);
    await close();
  });

  test('a title that occurs once is found by search, and the address bar keeps it through a reload', async () => {
    const { page, problems, close } = await open(pathOf('products'));
    const last = rows.at(-1)!;
    // The search is a substring match: the test's premise is that only this product has the title.
    expect(rows.filter((r) => r.search.includes(last.title.toLowerCase())).length).toBe(1);
    await page.getByRole('searchbox', { name: labels().labels.search }).fill(last.title);
    await shows(page, 1, [last.title]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(last.title);
    await page.reload();
    await untilHydrated(page);
    await shows(page, 1, [last.title]);
    expect(await problems()).toEqual([]);
    await close();
  });

  test('a product found by search opens its own page, and Back returns to the results', async () => {
    const { page, problems, close } = await open(pathOf('products'));
    const last = rows.at(-1)!;
    await page.getByRole('searchbox', { name: labels().labels.search }).fill(last.title);
    await shows(page, 1, [last.title]);
    await page.getByRole('link', { name: last.title, exact: true }).click();
    await page.waitForURL(`**/products/${last.id}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(last.title);
    // Its price as the card gives it, with Indian digit grouping.
    const rupees = `₹${new Intl.NumberFormat('en-IN').format(last.price)}`;
    await expect.poll(() => page.locator('main .price').first().textContent()).toBe(rupees);
    const enquire = await page.getByRole('link', { name: labels().labels.enquire }).getAttribute('href');
    expect(decodeURIComponent(enquire ?? '')).toContain(last.title);
    await page.goBack();
    await untilHydrated(page);
    expect(new URL(page.url()).searchParams.get('q')).toBe(last.title);
    await shows(page, 1, [last.title]);
    expect(await problems()).toEqual([]);
    await close();
  });

  test('Show more adds the next 24 of the results, the count stays, and Back and reload restore the filters and how many show', async () => {
    const { page, problems, close } = await open(pathOf('products'));
    const more = page
      .getByRole('link', { name: labels().labels.show_more })
      .or(page.getByRole('button', { name: labels().labels.show_more }));

    // Unfiltered: the next catalogue page is fetched and added.
    await more.click();
    await shows(
      page,
      COUNT,
      rows.slice(0, 48).map((r) => r.title),
    );
    expect(new URL(page.url()).search).toBe('?shown=48');

    // A category, then a word within it: the cards come from all over the catalogue.
    const category = rows.at(-1)!.category;
    const inIt = rows.filter((r) => r.category === category);
    await chip(page, labels().labels.category, category).click();
    await shows(
      page,
      inIt.length,
      inIt.slice(0, 24).map((r) => r.title),
    );
    await more.click();
    await shows(
      page,
      inIt.length,
      inIt.slice(0, 48).map((r) => r.title),
    );
    await more.click();
    await shows(
      page,
      inIt.length,
      inIt.slice(0, 72).map((r) => r.title),
    );
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ category, shown: '72' });

    const word = 'iphone 15';
    const found = inIt.filter((r) => r.search.includes(word));
    expect(found.length).toBeGreaterThan(48);
    await page.getByRole('searchbox', { name: labels().labels.search }).fill(word);
    await shows(
      page,
      found.length,
      found.slice(0, 24).map((r) => r.title),
    );
    await more.click();
    await shows(
      page,
      found.length,
      found.slice(0, 48).map((r) => r.title),
    );
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ category, q: word, shown: '48' });

    // A reload shows the same filters, and as many results.
    await page.reload();
    await untilHydrated(page);
    await shows(
      page,
      found.length,
      found.slice(0, 48).map((r) => r.title),
    );
    expect(await page.getByRole('searchbox', { name: labels().labels.search }).inputValue()).toBe(word);

    // Typing replaced the category's entry; Back goes to the whole catalogue
    // as it was left, with its 48.
    await page.goBack();
    await shows(
      page,
      COUNT,
      rows.slice(0, 48).map((r) => r.title),
    );
    await page.goForward();
    await shows(
      page,
      found.length,
      found.slice(0, 48).map((r) => r.title),
    );
    expect(await problems()).toEqual([]);
    await close();
  });

  test("without JavaScript, the pager's links lead from /products/ to the last page and its last product", async () => {
    const { page, problems, close } = await open(pathOf('products'), { javaScriptEnabled: false });
    const words = labels().labels;
    const pages = Math.ceil(COUNT / 24);
    const pager = page.getByRole('navigation', { name: words.pages });
    const titles = () => page.locator('main article h2').allTextContents();
    expect(await titles()).toEqual(rows.slice(0, 24).map((r) => r.title));

    await pager.getByRole('link', { name: words.next }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products/page/2/');
    expect(await titles()).toEqual(rows.slice(24, 48).map((r) => r.title));

    await pager.getByRole('link', { name: pages.toLocaleString('en-IN'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/page/${pages}/`);
    expect(await titles()).toEqual(rows.slice((pages - 1) * 24).map((r) => r.title));
    expect((await titles()).at(-1)).toBe(rows.at(-1)!.title);
    expect(await pager.getByRole('link', { name: words.next }).count()).toBe(0);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe(pages.toLocaleString('en-IN'));

    await pager.getByRole('link', { name: words.previous }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/page/${pages - 1}/`);
    expect(await titles()).toEqual(rows.slice((pages - 2) * 24, (pages - 1) * 24).map((r) => r.title));
    expect(await problems()).toEqual([]);
    await close();
  });
});

/**
 * The most a phone's screen must hold to show two whole cards side by side
 * in the list: from the top of one card to the bottom of the next, over
 * every pair of neighbours on /products/, and the height the contact bar
 * leaves free. A card's box holds its stock, title, price and both WhatsApp
 * buttons.
 */
async function twoCards(page: Page): Promise<{ tallestPair: number; free: number; cards: number }> {
  const bar = await page.getByRole('navigation', { name: 'Contact' }).boundingBox();
  const boxes = await page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom };
    }),
  );
  const pairs = boxes.slice(1).map((next, i) => next.bottom - boxes[i]!.top);
  return {
    tallestPair: Math.ceil(Math.max(...pairs)),
    free: Math.floor(PHONE.height - (bar?.height ?? PHONE.height)),
    cards: boxes.length,
  };
}

describe('on a 360×800 phone, two whole cards fit on a screen above the contact bar', () => {
  test('in the fixture shop', async () => {
    const { page, errors, close } = await chromium.open(pathOf('products'), { shop: atRoot, viewport: PHONE });
    const { tallestPair, free, cards } = await twoCards(page);
    expect(cards).toBe(viewOf('products').page.products.length);
    expect(tallestPair).toBeLessThanOrEqual(free);
    expect(errors).toEqual([]);
    await close();
  });

  test(`at ${COUNT.toLocaleString('en-IN')} products`, async () => {
    const { page, problems, close } = await open(pathOf('products'));
    const { tallestPair, free, cards } = await twoCards(page);
    expect(cards).toBe(24);
    expect(tallestPair).toBeLessThanOrEqual(free);
    expect(await problems()).toEqual([]);
    await close();
  });
});
