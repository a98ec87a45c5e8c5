// A product title that tries to run script shows as text in a real browser:
// before hydration, after it, and in the document title.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "vitest";

import { launch, offlineContext } from "./browser";
import { buildSite, repo, serve } from "./site";

const HOSTILE = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";

test("a hostile product title and page title stay text and never run", async () => {
  const content = path.join(mkdtempSync(path.join(tmpdir(), "shopsite-hostile-")), "content");
  cpSync(path.join(repo, "content"), content, { recursive: true });
  const products = path.join(content, "products.yaml");
  writeFileSync(
    products,
    readFileSync(products, "utf8").replace(/^    title: .*$/m, `    title: '${HOSTILE}'`),
  );
  const page = path.join(content, "pages/products.yaml");
  writeFileSync(page, readFileSync(page, "utf8").replace(/^  title: .*$/m, `  title: '${HOSTILE}'`));

  const site = await serve(buildSite("https://sharmamobilecare.in/", content), "/");
  const browser = await launch();
  const context = await offlineContext(browser, site.origin);
  const tab = await context.newPage();
  const dialogs: string[] = [];
  tab.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const errors: string[] = [];
  tab.on("pageerror", (e) => errors.push(e.message));
  await tab.goto(`${site.origin}/products/`, { waitUntil: "networkidle" });

  expect(await tab.title()).toBe(`${HOSTILE} | Sharma Mobile Care`);
  await expect.poll(() => tab.getByText(HOSTILE, { exact: true }).count()).toBeGreaterThanOrEqual(1);
  expect(await tab.locator('img[src="x"]').count()).toBe(0);
  expect(await tab.locator("script").count()).toBe(3);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  await browser.close();
  await site.close();
});
