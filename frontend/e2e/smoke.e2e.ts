// Smoke test of the built site in real Chromium, at the root of a domain and
// under a sub-path: every route answers 200 and shows its heading, React
// hydrates without a console error, and with JavaScript off the content is
// all there.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { launch, offlineContext } from "./browser";
import { errorsOf, hydrated } from "./page";
import { buildSite, serve, type Served } from "./site";

const ROUTES: [path: string, heading: string][] = [
  ["", "Mobile Repair • Simple Training"],
  ["training/", "Mobile Repair Training"],
  ["products/", "Parts, Tools & Accessories"],
  ["videos/", "Repair Videos & Tutorials"],
  ["about/", "About Sharma Mobile Care"],
  ["repairs/", "What we repair"],
];

const NAV = [
  ["Home", ""],
  ["Training", "training/"],
  ["Products", "products/"],
  ["Videos", "videos/"],
  ["About", "about/"],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["at the domain root", "https://sharmamobilecare.in/", "/"],
  ["under a sub-path", "https://example.github.io/shop/", "/shop/"],
])("the built site %s", (_, baseUrl, prefix) => {
  let site: Served;
  beforeAll(async () => {
    site = await serve(buildSite(baseUrl), prefix);
  });
  afterAll(async () => {
    await site?.close();
  });

  test.each(ROUTES)("/%s answers 200, shows its heading and hydrates cleanly", async (route, heading) => {
    const context = await offlineContext(browser, site.origin);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const response = await page.goto(`${site.origin}${prefix}${route}`, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await page.locator("h1").allInnerTexts()).toEqual([heading]);
    expect(await page.title()).toMatch(/ \| Sharma Mobile Care$/);

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, path] of NAV) {
      expect(await nav.getByRole("link", { name: label, exact: true }).getAttribute("href")).toBe(
        `${prefix}${path}`,
      );
    }
    expect(await page.getByRole("link", { name: "Call" }).last().getAttribute("href")).toBe("tel:+919876543210");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("an unknown address gets the 404 page, which keeps the shell so a visitor can still call", async () => {
    const context = await offlineContext(browser, site.origin);
    const page = await context.newPage();
    const lost = `${site.origin}${prefix}no/such/page/`;
    const errors = errorsOf(page, lost);
    const response = await page.goto(lost);
    expect(response?.status()).toBe(404);
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await page.locator("h1").innerText()).toBe("Page not found");
    expect(await page.getByRole("link", { name: "Call" }).last().getAttribute("href")).toBe("tel:+919876543210");
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each(ROUTES)("/%s is complete with JavaScript disabled", async (route, heading) => {
    const context = await offlineContext(browser, site.origin, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.origin}${prefix}${route}`);
    expect(await page.locator("h1").allInnerTexts()).toEqual([heading]);
    expect(await hydrated(page)).toBe(false);
    const bar = await page.locator('a[href^="tel:"], a[href^="https://wa.me/"], a[href^="https://www.google.com/maps/"]').count();
    expect(bar).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});

test("with JavaScript disabled, the products page lists every product with its price", async () => {
  const site = await serve(buildSite("https://sharmamobilecare.in/"), "/");
  const context = await offlineContext(browser, site.origin, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/products/`);
  const text = await page.locator("main").innerText();
  for (const expected of [
    "boAt Rockerz 450 Bluetooth Headphones",
    "₹1,04,999",
    "Price on request",
    "Samsung Galaxy S21 FE 5G 128GB (Used)",
  ]) {
    expect(text).toContain(expected);
  }
  await context.close();
  await site.close();
});
