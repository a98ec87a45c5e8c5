// Benchmark: how long from saving a content file to the open page showing
// the change, with `shopsite serve` and Chromium. `just bench` runs it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { launch, offlineContext } from '../e2e/browser';
import { startPreview } from '../e2e/site';
import { pages } from '../src/test/fixture';

const RUNS = 15;
const preview = await startPreview();
const browser = await launch();
const context = await offlineContext(browser, new URL(preview.url).origin);
const page = await context.newPage();
await page.goto(`${preview.url}products/`);
const file = path.join(preview.content, 'products.yaml');
// The preview serves a copy of the fixture shop: rename its first product.
let previous = pages.products.products[0]!.title;
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const title = `Bench product ${i}`;
  await new Promise((r) => setTimeout(r, 300)); // let the watcher settle between saves
  const loaded = page.waitForEvent('load', { timeout: 10_000 });
  const start = performance.now();
  writeFileSync(file, readFileSync(file, 'utf8').replace(`title: ${previous}`, `title: ${title}`));
  await loaded;
  await page.getByText(title, { exact: true }).waitFor({ timeout: 10_000 });
  times.push(performance.now() - start);
  previous = title;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
console.log(
  `save → page updated (${RUNS} saves of content/products.yaml): median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms, min ${at(0)} ms`,
);
await browser.close();
await preview.close();
