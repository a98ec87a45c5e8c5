// Screenshots of every route of the built dist/ at phone and desktop widths,
// for a person to look at: `just screenshots` writes the first screen and the
// whole page of each to target/screenshots/, the pages of the first product
// with a photo and of the first without, the first brand's and model's
// repair prices when the site has a price list, then an open playlist and a
// filtered product list. Chromium draws with the E2E tests' fonts.
//
//   IMAGES=fail   as if the photo and thumbnail hosts were down
//   FONT=wide     as on a phone with a wide font and 20 px text, at 320 px
//   DIST=folder   another build than dist/ (built for the root of a domain),
//                 e.g. the fixture shop with a 500-model price list
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { ProductsView } from '../src/generated/view';
import { addStyle, launch, offlineContext } from '../e2e/browser';
import { firstFolderUnder, repo, serve } from '../e2e/site';

/** The built site: dist/, or the folder $DIST names (a build of the fixture shop, say). */
const dist = process.env.DIST ? path.resolve(process.env.DIST) : path.join(repo, 'dist');
/** The cards of /products/, built for the site's base path. */
const cards = (JSON.parse(readFileSync(path.join(dist, 'data/products.json'), 'utf8')) as { page: ProductsView }).page
  .products;
const base = new URL(cards[0]?.href ?? '/', 'http://localhost').pathname.replace(/products\/[^/]+\/$/, '');
/** A product's page with a photo and one without, where the catalogue has them. */
const PRODUCTS = [cards.find((p) => p.image !== null), cards.find((p) => p.image === null)]
  .filter((p) => p !== undefined)
  .map((p) => p.href.slice(base.length));
/** A brand's repair prices and one of its models', where the site has a price list. */
const brand = firstFolderUnder(dist, 'repairs/');
const model = brand && firstFolderUnder(dist, brand);
const REPAIRS = [brand, model].filter((at) => at !== undefined);
/** Every page at the top of the site (a route of one page, or one of its own such as /poster/), whatever kinds the build has. */
const TOP = readdirSync(dist, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(dist, entry.name, 'index.html')))
  .map((entry) => `${entry.name}/`)
  .sort();
const ROUTES = ['', ...TOP, 'no-such-page/', ...PRODUCTS, ...REPAIRS];
const wide = process.env.FONT === 'wide';
const WIDTHS = wide ? [320] : [360, 1280];
/** The same stand-in for a phone's wide font as the reflow test of e2e/a11y.e2e.ts. */
const WIDE_FONT = `*, *::before, *::after { font-family: "DejaVu Sans", sans-serif !important; }`;

const out = path.join(repo, 'target/screenshots');
mkdirSync(out, { recursive: true });
const site = await serve(dist, '/');
const browser = await launch();
for (const width of WIDTHS) {
  const context = await offlineContext(browser, site.origin, {
    viewport: { width, height: 800 },
    images: process.env.IMAGES === 'fail' ? 'fail' : 'stub',
  });
  const page = await context.newPage();
  if (wide) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20, fixed: 20 } });
  }
  const load = async (route: string) => {
    await page.goto(`${site.origin}/${route}`, { waitUntil: 'networkidle' });
    if (wide) await addStyle(page, WIDE_FONT);
  };
  const suffix = `${width}${wide ? '-wide' : ''}`;
  for (const route of ROUTES) {
    await load(route);
    const name = `${route.replace(/\/$/, '').replaceAll('/', '-') || 'home'}-${suffix}`;
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    await page.screenshot({ path: path.join(out, `${name}-full.png`), fullPage: true });
  }
  // Two states a visitor reaches with a tap: a playlist open, a category chosen.
  await load('videos/');
  await page.locator('main details > summary').first().click();
  await page.screenshot({
    path: path.join(out, `videos-open-${suffix}-full.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await load('products/?category=Spares');
  await page.getByRole('group', { name: 'Type' }).getByRole('button').nth(1).click();
  await page.screenshot({ path: path.join(out, `products-filtered-${suffix}.png`) });
  await context.close();
}
await browser.close();
await site.close();
console.log(`screenshots in ${path.relative(repo, out)}/`);
