// The owner's loop in a real browser: with `shopsite serve` running and a
// page open, saving a content file updates the page by itself; a broken save
// shows the error on the page, and the fix clears it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, expect, test } from 'vitest';

import { pathOf, shopInChromium, viewOf } from './shop';
import { startPreview, type Preview } from './site';

const chromium = shopInChromium();
let preview: Preview;
beforeAll(async () => {
  preview = await startPreview();
});
afterAll(async () => {
  await preview?.close();
});

function edit(file: string, from: string, to: string) {
  const full = path.join(preview.content, file);
  const text = readFileSync(full, 'utf8');
  expect(text).toContain(from);
  writeFileSync(full, text.replace(from, to));
}

test('a save updates the open page; a broken save shows the error until it is fixed', async () => {
  const first = viewOf('products').page.products[0]!.title;
  const renamed = `${first} (new)`;
  const context = await chromium.context({ origin: new URL(preview.url).origin });
  const page = await context.newPage();
  await page.goto(`${preview.url}${pathOf('products')}`);
  await expect.poll(() => page.getByText(first, { exact: true }).count()).toBe(1);

  edit('products.yaml', `title: ${first}`, `title: ${renamed}`);
  await expect.poll(() => page.getByText(renamed, { exact: true }).count(), { timeout: 60_000 }).toBe(1);

  const price = /price: (\d+)/.exec(readFileSync(path.join(preview.content, 'products.yaml'), 'utf8'))![0];
  edit('products.yaml', price, 'price: 1,299');
  const alert = page.getByRole('alert');
  await expect.poll(() => alert.count(), { timeout: 60_000 }).toBe(1);
  const text = await alert.innerText();
  expect(text).toContain('The content has errors');
  expect(text).toContain('error: products[1].price: expected a whole number (0 or more), found `1,299`');
  expect(text).toMatch(/--> \S*content\/products\.yaml:\d+:12/);
  expect(text).toContain('help: write the number without commas or ₹, e.g. `1299`');

  edit('products.yaml', 'price: 1,299', price);
  await expect.poll(() => alert.count(), { timeout: 60_000 }).toBe(0);
  expect(await page.getByText(renamed, { exact: true }).count()).toBe(1);
  await context.close();
});
