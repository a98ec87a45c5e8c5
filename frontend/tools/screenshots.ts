// Screenshots of every route of the built dist/ at phone and desktop widths,
// for a person to look at: `just screenshots` writes the first screen and the
// whole page of each to target/screenshots/, then an open playlist and a
// filtered product list.
import { mkdirSync } from "node:fs";
import path from "node:path";

import { launch, offlineContext } from "./browser";
import { repo, serve } from "./site";

const ROUTES = ["", "training/", "products/", "videos/", "about/", "repairs/", "no-such-page/"];
const WIDTHS = [360, 1280];

const out = path.join(repo, "target/screenshots");
mkdirSync(out, { recursive: true });
const site = await serve(path.join(repo, "dist"), "/");
const browser = await launch();
for (const width of WIDTHS) {
  const context = await offlineContext(browser, site.origin, {
    viewport: { width, height: 800 },
    images: process.env.IMAGES === "fail" ? "fail" : "stub",
  });
  const page = await context.newPage();
  for (const route of ROUTES) {
    await page.goto(`${site.origin}/${route}`, { waitUntil: "networkidle" });
    const name = `${route.replace(/\/$/, "") || "home"}-${width}`;
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    await page.screenshot({ path: path.join(out, `${name}-full.png`), fullPage: true });
  }
  // Two states a visitor reaches with a tap: a playlist open, a category chosen.
  await page.goto(`${site.origin}/videos/`, { waitUntil: "networkidle" });
  await page.locator("button[aria-expanded]").first().click();
  await page.screenshot({ path: path.join(out, `videos-open-${width}-full.png`), fullPage: true });
  await page.goto(`${site.origin}/products/?category=Spares`, { waitUntil: "networkidle" });
  await page.getByRole("group", { name: "Type" }).getByRole("button").nth(1).click();
  await page.screenshot({ path: path.join(out, `products-filtered-${width}.png`) });
  await context.close();
}
await browser.close();
await site.close();
console.log(`screenshots in ${path.relative(repo, out)}/`);
