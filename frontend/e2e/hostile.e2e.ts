// A product title that tries to run script shows as text in a real browser:
// before hydration, after it, and in the document title.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "vitest";

import { hydrated } from "./page";
import { pathOf, shopInChromium } from "./shop";
import { buildSite, copyOfFixtureShop, serve } from "./site";

const chromium = shopInChromium();
const HOSTILE = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";

test("a hostile product title and page title stay text and never run", async () => {
  const content = copyOfFixtureShop();
  const products = path.join(content, "products.yaml");
  writeFileSync(products, readFileSync(products, "utf8").replace(/^    title: .*$/m, `    title: '${HOSTILE}'`));
  const page = path.join(content, "pages/products.yaml");
  writeFileSync(page, readFileSync(page, "utf8").replace(/^  title: .*$/m, `  title: '${HOSTILE}'`));

  const site = await serve(buildSite("https://sharmamobilecare.in/", content), "/");
  const context = await chromium.context({ origin: site.origin });
  const tab = await context.newPage();
  const dialogs: string[] = [];
  tab.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const errors: string[] = [];
  tab.on("pageerror", (e) => errors.push(e.message));
  await tab.goto(`${site.origin}/${pathOf("products")}`, { waitUntil: "networkidle" });

  expect(await tab.title()).toMatch(new RegExp(`^${HOSTILE.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} \\| `));
  await expect.poll(() => tab.getByText(HOSTILE, { exact: true }).count()).toBeGreaterThanOrEqual(1);
  expect(await tab.locator('img[src="x"]').count()).toBe(0);
  await expect.poll(() => hydrated(tab)).toBe(true);
  await expect.poll(() => tab.getByText(HOSTILE, { exact: true }).count()).toBeGreaterThanOrEqual(1);
  // The template's five: speculation rules, JSON-LD, page data, the islands'
  // scripts, island loader.
  expect(await tab.locator("script").count()).toBe(5);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
  await site.close();
});
