// Benchmark: how long a visitor on a slow phone waits for a phone model's
// repair prices after tapping it in the finder on /repairs, and for the
// models that match what they type in its search box, with a price list
// of 500 models × 10 repairs (docs/behaviour.md#repair-prices). `just
// bench` runs it.
//
//   npx tsx tools/bench-repairs.ts          generate and build the shop, then measure
//   npx tsx tools/bench-repairs.ts DIST     measure a site already built into DIST
//
// The shop is the fixture shop with the catalogue generator's price list
// ($SHOPSITE_CATALOGUE, else target/release/examples/catalogue, with its
// REPAIR_MODELS argument), built by $SHOPSITE_BIN (else the debug build).
//
// Chromium at 360×800 with the CPU 4× slower (CDP's
// Emulation.setCPUThrottlingRate), the site served locally with gzip. A
// time runs from the finger coming down on a model (`pointerdown`) to the
// first frame that shows all of its repairs. The brand's prices are
// fetched on the tap on the brand, before; that fetch is reported apart,
// from the tap on the brand to the first frame with its models. Target:
// ≤ 100 ms from the tap on a model. A query's time runs from its last
// key coming down (`keydown`) to the first frame that shows its matches,
// the list of models fetched when the box was first touched. Target:
// ≤ 100 ms. Prints one line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

import type { Page } from 'playwright-core';

import type { PageData, RepairBrandData, RepairModelIndex } from '../src/generated/view';
import { SHORT_LIST, searchModels, searchable } from '../src/lib/repair-finder';
import { launch, offlineContext, requireBrowserAndFonts } from '../e2e/browser';
import { buildSite, generatedShop, serve } from '../e2e/site';
import { summary } from './stats';

const MODELS = 500;
const LOADS = 5;
/** Models tapped on each load, from the brand's short list. */
const TAPS = 4;

requireBrowserAndFonts();

function built(): string {
  if (process.argv[2]) return path.resolve(process.argv[2]);
  const content = generatedShop(14, 'yaml', { repairModels: MODELS, profile: 'release' });
  return buildSite('https://sharmamobilecare.in/', content);
}

const dist = built();
const view: PageData = JSON.parse(readFileSync(path.join(dist, 'data/repairs.json'), 'utf8'));
if (view.page.route !== 'repairs' || !view.page.finder) throw new Error('data/repairs.json has no finder');
const finder = view.page.finder;
const search = view.page.search!;
const site = await serve(dist, '/', { gzip: true });
const browser = await launch();

/** Installed before the page's own scripts: the time of the last tap. */
function instrument(): void {
  const w = window as unknown as { bench: { tap: number } };
  w.bench = { tap: 0 };
  document.addEventListener('pointerdown', (e) => (w.bench.tap = e.timeStamp), true);
  document.addEventListener('keydown', (e) => (w.bench.tap = e.timeStamp), true);
}

/** Arms a watcher that resolves with the first frame in which `selector` matches `count` elements. */
async function arm(page: Page, selector: string, count: number): Promise<void> {
  await page.evaluate(
    ([selector, count]) => {
      const w = window as unknown as { shown: Promise<number> };
      w.shown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(selector).length === count) {
            observer.disconnect();
            requestAnimationFrame((frame) => resolve(frame));
          }
        });
        observer.observe(document.querySelector('main')!, { subtree: true, childList: true });
      });
    },
    [selector, count] as const,
  );
}

async function since(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const w = window as unknown as { shown: Promise<number>; bench: { tap: number } };
    return (await w.shown) - w.bench.tap;
  });
}

/** /repairs in a fresh phone-sized tab, the CPU 4× slower, once its island has hydrated. */
async function openRepairs() {
  const context = await offlineContext(browser, site.origin, { viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(instrument);
  await page.goto(`${site.origin}/repairs/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('[data-island]') ?? {}).some((k) => k.startsWith('__reactContainer')),
  );
  return { context, page };
}

const taps: number[] = [];
const brands: number[] = [];
for (let load = 0; load < LOADS; load++) {
  const brand = finder.brands[load % finder.brands.length]!;
  const data: RepairBrandData = JSON.parse(readFileSync(path.join(dist, brand.data.slice(1)), 'utf8'));
  const { context, page } = await openRepairs();
  const region = page.getByRole('region', { name: finder.labels.heading });
  await arm(page, '.finder-models .chip', Math.min(8, data.models.length));
  await region.getByRole('link', { name: brand.name, exact: true }).click();
  brands.push(await since(page));
  for (const model of data.models.slice(0, TAPS)) {
    await page.waitForTimeout(300);
    await arm(page, '.finder-prices .repair-row', model.repairs.length);
    await region.getByRole('link', { name: model.name, exact: true }).click();
    taps.push(await since(page));
    await region.getByRole('button', { name: finder.labels.change_model }).click();
    await page.waitForSelector('.finder-models');
  }
  await context.close();
}
/** Queries typed in the search box, as a customer types a model. */
const QUERIES = ['redmi note 12', 'iphone 13', 'galaxy a 15', 'nord ce 11', 'moto g 12'];
const index: RepairModelIndex = JSON.parse(readFileSync(path.join(dist, 'data/repair-models.json'), 'utf8'));
const models = searchable(index.models);
const typing: number[] = [];
for (const query of QUERIES) {
  const wanted = searchModels(models, query)
    .slice(0, SHORT_LIST)
    .map((m) => m.href);
  if (wanted.length === 0) throw new Error(`no model matches ${query}`);
  const { context, page } = await openRepairs();
  const box = page.getByRole('searchbox', { name: search.label });
  await box.click();
  await page.waitForLoadState('networkidle');
  await box.pressSequentially(query.slice(0, -1), { delay: 80 });
  await page.waitForTimeout(300);
  // No named function inside: tsx would wrap it in a helper the page lacks.
  await page.evaluate((wanted) => {
    const w = window as unknown as { shown: Promise<number> };
    const want = wanted.join();
    const links = document.getElementsByClassName('model-results');
    if ([...(links[0]?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')).join() === want) {
      throw new Error('the query without its last letter already shows its matches');
    }
    w.shown = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if ([...(links[0]?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')).join() === want) {
          observer.disconnect();
          requestAnimationFrame((frame) => resolve(frame));
        }
      });
      observer.observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true });
    });
  }, wanted);
  await box.press(query.at(-1)!);
  typing.push(await since(page));
  await context.close();
}

await browser.close();
await site.close();

const size = (file: string) => gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
console.log(
  `repair finder at ${MODELS} models × 10 repairs, CPU 4× slower, 360×800: model tap → prices ${summary(taps)}; ` +
    `brand tap → models (its prices fetched) ${summary(brands)}; last key → matches ${summary(typing)}; ` +
    `the list of models ${size(path.join(dist, 'data/repair-models.json'))} B gzip; /repairs ${size(path.join(dist, 'repairs/index.html'))} B gzip, ` +
    `a brand's prices ${size(path.join(dist, 'data/repairs/samsung.json'))} B gzip (targets: ≤ 100 ms after the tap on a model and after the last key; /repairs ≤ 14,600 B)`,
);
