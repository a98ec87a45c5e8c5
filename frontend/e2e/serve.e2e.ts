// The owner's loop in a real browser: with `shopsite serve` running and a
// page open, saving a content file updates the page by itself; a broken save
// shows the error on the page, and the fix clears it.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";

import { launch, offlineContext } from "./browser";
import { startPreview, type Preview } from "./site";

let browser: Browser;
let preview: Preview;
beforeAll(async () => {
  browser = await launch();
  preview = await startPreview();
});
afterAll(async () => {
  await preview?.close();
  await browser?.close();
});

function edit(file: string, from: string, to: string) {
  const full = path.join(preview.content, file);
  const text = readFileSync(full, "utf8");
  expect(text).toContain(from);
  writeFileSync(full, text.replace(from, to));
}

test("a save updates the open page; a broken save shows the error until it is fixed", async () => {
  const context = await offlineContext(browser, new URL(preview.url).origin);
  const page = await context.newPage();
  await page.goto(`${preview.url}products/`);
  await expect.poll(() => page.getByText("boAt Rockerz 450 Bluetooth Headphones").count()).toBe(1);

  edit("products.yaml", "title: boAt Rockerz 450 Bluetooth Headphones", "title: boAt Rockerz 550 Wireless");
  await expect.poll(() => page.getByText("boAt Rockerz 550 Wireless").count(), { timeout: 10_000 }).toBe(1);

  edit("products.yaml", "price: 1499", "price: 1,499");
  const alert = page.getByRole("alert");
  await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
  const text = await alert.innerText();
  expect(text).toContain("The content has errors");
  expect(text).toContain("error: products[0].price: expected a whole number (0 or more), found `1,499`");
  expect(text).toMatch(/--> \S*content\/products\.yaml:\d+:12/);
  expect(text).toContain("help: write the number without commas or ₹, e.g. `1499`");

  edit("products.yaml", "price: 1,499", "price: 1499");
  await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(0);
  expect(await page.getByText("boAt Rockerz 550 Wireless").count()).toBe(1);
  await context.close();
});
