// Benchmark: how long a visitor on a slow phone waits for the Products
// filters to answer in a catalogue of 10,000 products. `just bench` runs it.
//
//   npx tsx tools/bench-search.ts          generate and build a 10,000-product shop, then measure
//   npx tsx tools/bench-search.ts DIST     measure a site already built into DIST
//
// The shop is made by the catalogue generator ($SHOPSITE_CATALOGUE, else
// target/release/examples/catalogue) and built by $SHOPSITE_BIN (else the
// debug build), as `just bench` sets them.
//
// Chromium at 360×800 with the CPU 4× slower (CDP's
// Emulation.setCPUThrottlingRate), the site served locally with gzip and
// its own `_headers`. Times run from the last keystroke of a typed query
// (its `keydown`), or from the finger coming down on a category chip
// (`pointerdown`), to the first frame whose result count is the answer and
// whose results are no longer busy (every card of it drawn). The first
// search of a page also fetches and parses data/products/index.json; it is
// reported apart. Long tasks (PerformanceObserver `longtask`, ≥ 50 ms) are
// collected while the filters work. Target: ≤ 200 ms after the last
// keystroke, and no long task from filtering. Prints one line.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';

import type { CatalogueIndex, PageData } from '../src/generated/view';
import { launch, offlineContext, requireBrowserAndFonts } from '../e2e/browser';
import { buildSite, generatedShop, serve } from '../e2e/site';
import { summary } from './stats';

const COUNT = 10_000;
const LOADS = 5;
/** Queries typed on each load, the first into a page that has not fetched the index yet. */
const QUERIES = ['charger', 'iphone 15', 'battery', 'redmi note 13 (batch 4)'];
/** Between two keystrokes: a quick typist on a phone. */
const KEY_DELAY = 150;

requireBrowserAndFonts();

function built(): string {
  if (process.argv[2]) return path.resolve(process.argv[2]);
  const content = generatedShop(COUNT, 'csv', { profile: 'release' });
  return buildSite('https://sharmamobilecare.in/', content);
}

const dist = built();
const index: CatalogueIndex = JSON.parse(readFileSync(path.join(dist, 'data/products/index.json'), 'utf8'));
const view: PageData = JSON.parse(readFileSync(path.join(dist, 'data/products.json'), 'utf8'));
if (view.page.route !== 'products') throw new Error('data/products.json is not the Products page');
const { labels, facets } = view.page;
const total = index.search.length;

/** The count line the page shows for `n` results. */
function countText(n: number): string {
  const template = n === 1 && labels.result_one ? labels.result_one : labels.results;
  return template.replaceAll('{count}', n.toLocaleString('en-IN'));
}

const site = await serve(dist, '/', { gzip: true });
const browser = await launch();

interface Timing {
  ms: number;
  longest: number;
}

/**
 * Installed before the page's own scripts: the time of the last keystroke
 * and tap, and every long task.
 */
function instrument(): void {
  const w = window as unknown as { bench: { key: number; tap: number; tasks: [number, number][] } };
  w.bench = { key: 0, tap: 0, tasks: [] };
  document.addEventListener('keydown', (e) => (w.bench.key = e.timeStamp), true);
  document.addEventListener('pointerdown', (e) => (w.bench.tap = e.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) w.bench.tasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Arms a watcher that resolves, once the results have been busy, with the
 * time of the first frame that shows `count` and is no longer busy.
 */
async function arm(page: Page, count: string): Promise<void> {
  await page.evaluate((count) => {
    const w = window as unknown as { answered: Promise<number> };
    w.answered = new Promise((resolve) => {
      let busy = false;
      const results = document.querySelector('main .results')!;
      // (No named function in here: tsx would name it with a helper the page lacks.)
      const observer = new MutationObserver(() => {
        if (results.getAttribute('aria-busy') === 'true') busy = true;
        else if (busy && results.querySelector('.count')?.textContent === count) {
          observer.disconnect();
          requestAnimationFrame((frame) => resolve(frame));
        }
      });
      observer.observe(document.querySelector('main')!, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  }, count);
}

/** How long since `from` (`key` or `tap`) until the answer, and the longest task in between. */
async function answered(page: Page, from: 'key' | 'tap'): Promise<Timing> {
  return page.evaluate(async (from) => {
    const w = window as unknown as {
      answered: Promise<number>;
      bench: { key: number; tap: number; tasks: [number, number][] };
    };
    const end = await w.answered;
    const start = w.bench[from];
    // Let the observer deliver a task that ended just now.
    await new Promise((r) => setTimeout(r, 50));
    const longest = Math.max(0, ...w.bench.tasks.filter(([at, d]) => at + d > start && at < end).map(([, d]) => d));
    return { ms: end - start, longest };
  }, from);
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main .results')?.getAttribute('aria-busy') !== 'true');
  await page.waitForTimeout(300);
}

const first: Timing[] = [];
const typed: Timing[] = [];
const tapped: Timing[] = [];
for (let load = 0; load < LOADS; load++) {
  const context = await offlineContext(browser, site.origin, { viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(instrument);
  await page.goto(`${site.origin}/products/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('[data-island]') ?? {}).some((k) => k.startsWith('__reactContainer')),
  );
  const box = page.getByRole('searchbox', { name: labels.search });
  for (const [i, query] of QUERIES.entries()) {
    const expected = index.search.filter((s) => s.includes(query)).length;
    await box.click();
    await box.pressSequentially(query.slice(0, -1), { delay: KEY_DELAY });
    await page.waitForTimeout(KEY_DELAY);
    await arm(page, countText(expected));
    await box.press(query.at(-1)!);
    (i === 0 ? first : typed).push(await answered(page, 'key'));
    await page.getByRole('button', { name: labels.reset, exact: true }).click();
    await settle(page);
  }
  // A chip for a category near the start, and one near the end of the catalogue.
  for (const facet of [facets[0]!, facets.at(-1)!]) {
    await arm(page, countText(facet.count));
    await page
      .getByRole('group', { name: labels.category, exact: true })
      .getByRole('button', { name: facet.name, exact: true })
      .click();
    tapped.push(await answered(page, 'tap'));
    await page.getByRole('button', { name: labels.reset, exact: true }).click();
    await settle(page);
  }
  await context.close();
}
await browser.close();
await site.close();

const times = (runs: Timing[]) => summary(runs.map((r) => r.ms));
const longest = Math.max(...[...first, ...typed, ...tapped].map((r) => r.longest));
console.log(
  `search at ${total.toLocaleString('en-IN')} products, CPU 4× slower, 360×800: ` +
    `last keystroke → results ${times(typed)}; first search of a page (index fetched) ${times(first)}; ` +
    `category chip → cards ${times(tapped)}; longest main-thread task while filtering ${longest === 0 ? 'none ≥ 50 ms' : `${longest.toFixed(0)} ms`} ` +
    `(target ≤ 200 ms after the last keystroke)`,
);
