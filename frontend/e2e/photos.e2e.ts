// The owner's own photos (content/photos/) in Chromium: a copy of the
// fixture shop whose first product names a 12 MP phone photo of about 5 MB
// (tools/photo.ts). On a 360 px phone at twice its pixels and on a 1280 px
// screen, the card and the product's page each fetch one WebP of the size
// they show, small enough for a phone (the budget: 60 KB for the
// page, 15 KB for the card), with 0 CSP violations and 0 console errors;
// and with the photo files failing, the card shows the initials tile, as a
// product without a photo does. Which sizes exist is the build's job, and
// tested in crates/shopsite/tests/testsuite/photos.rs.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { ProductView } from '../src/generated/view';
import { makePhoto } from '../tools/photo';
import type { ServedShop } from './global-setup';
import { errorsOf, looksWithoutPictures, watchViolations } from './page';
import { shopInChromium, viewOf } from './shop';
import { buildSite, copyOfFixtureShop, serve, type Served } from './site';

const chromium = shopInChromium();
let shop: ServedShop;
let served: Served | undefined;
let photoBytes = 0;

beforeAll(async () => {
  const content = copyOfFixtureShop();
  mkdirSync(path.join(content, 'photos'));
  photoBytes = await makePhoto(path.join(content, 'photos', 'phone.jpg'));
  const yaml = path.join(content, 'products.yaml');
  const text = readFileSync(yaml, 'utf8');
  writeFileSync(yaml, text.replace(/^ {4}image: .*$/m, '    image: photos/phone.jpg'));
  const dist = buildSite('https://sharmamobilecare.in/', content);
  served = await serve(dist, '/');
  shop = { origin: served.origin, prefix: '/', dist };
}, 120_000);

afterAll(async () => {
  await served?.close();
});

/** The first product, whose photo is the owner's. */
function product(): ProductView {
  const card = viewOf('products', shop).page.products[0]!;
  expect(card.picture, 'the first product has a local photo').not.toBeNull();
  return card;
}

/** The photos' files the page fetched, with their sizes on the wire. */
function photosFetched(page: Page): Promise<{ name: string; bytes: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/photos/'))
      .map((e) => ({ name: new URL(e.name).pathname, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
  );
}

/** The photo `img` shown in `selector`: its file, and whether it loaded at its size. */
function shown(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => ({
      file: new URL(img.currentSrc).pathname.replace(/-[0-9a-f]{8}\./, '-<hash>.'),
      loaded: img.complete && img.naturalWidth > 0,
      sized: img.hasAttribute('width') && img.hasAttribute('height'),
    }));
}

describe.each([
  // The budget is for a phone: 15 KB for the card, 60 KB for the
  // page. The photo is a portrait, which the page's 4:3 stage shows at its
  // height: 56% of the stage's width (184 px on the phone, 306 px on the
  // screen), so 540 px and 360 px files.
  {
    name: 'a 360 px phone at DPR 2',
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    card: 208,
    page: 540,
    budget: [15_000, 60_000],
  },
  {
    name: 'a 1280 px screen',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    card: 104,
    page: 360,
    budget: [15_000, 150_000],
  },
])('on $name', ({ viewport, deviceScaleFactor, card, page: pageWidth, budget }) => {
  test("the card and the product's page each fetch one WebP of the size shown, within budget, and break no policy", async () => {
    expect(photoBytes).toBeGreaterThan(3_500_000);
    const p = product();
    const context = await chromium.context({ origin: shop.origin, viewport, deviceScaleFactor });
    const page = await context.newPage();
    const errors = errorsOf(page);
    const violations = await watchViolations(page);
    await chromium.visit(page, 'products/', { shop });
    await page.waitForLoadState('networkidle');
    expect(await shown(page, 'main article .product-media picture img')).toEqual({
      file: `/assets/photos/phone-card-${card}-<hash>.webp`,
      loaded: true,
      sized: true,
    });
    const cardFiles = await photosFetched(page);
    expect(cardFiles.length, JSON.stringify(cardFiles)).toBe(1);
    expect(cardFiles[0]!.bytes).toBeLessThanOrEqual(budget[0]!);
    expect(await violations()).toEqual([]);

    await chromium.visit(page, p.href.slice(1), { shop });
    await page.waitForLoadState('networkidle');
    expect(await shown(page, 'main .photos picture img')).toEqual({
      file: `/assets/photos/phone-${pageWidth}-<hash>.webp`,
      loaded: true,
      sized: true,
    });
    const pageFiles = await photosFetched(page);
    // The main photo, and its thumbnail (the product has 3 photos).
    expect(pageFiles.filter((f) => !f.name.includes('-thumb-')).length, JSON.stringify(pageFiles)).toBe(1);
    expect(pageFiles.filter((f) => f.name.includes('-thumb-')).length, JSON.stringify(pageFiles)).toBe(1);
    const main = pageFiles.find((f) => f.name.includes(`-${pageWidth}-`))!;
    expect(main.bytes).toBeLessThanOrEqual(budget[1]!);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    console.log(
      `photos at ${viewport.width} px, DPR ${deviceScaleFactor}: card ${cardFiles[0]!.bytes} B, page ${main.bytes} B (photo ${photoBytes} B)`,
    );
    await context.close();
  });
});

test('with the photo files failing, the card shows the initials tile, as a product without a photo does', async () => {
  const p = product();
  const context = await chromium.context({ origin: shop.origin, viewport: { width: 360, height: 800 } });
  // The photos' files fail, as if the host lost them.
  await context.route(/\/assets\/photos\//, (route) => route.abort('failed'));
  const page = await context.newPage();
  const errors = errorsOf(page);
  await chromium.visit(page, 'products/', { shop });
  const media = page.locator('main article').first().locator('.product-media');
  expect(await looksWithoutPictures(media, 'initials')).toBe(true);
  // On the product's page, the broken photo shows its initials over the stage.
  await chromium.visit(page, p.href.slice(1), { shop });
  const main = page.locator('main .photos li').first().locator('picture img');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(
    await main.evaluate((img) => [getComputedStyle(img, '::after').content, img.getBoundingClientRect().height > 100]),
  ).toEqual([`"${p.initials}"`, true]);
  expect(errors.filter((e) => !/^Failed to load resource: /.test(e))).toEqual([]);
  await context.close();
});

test('a photo that loads shows over its tile', async () => {
  const context = await chromium.context({ origin: shop.origin, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await chromium.visit(page, 'products/', { shop });
  const media = page.locator('main article').first().locator('.product-media');
  expect(await looksWithoutPictures(media, 'initials')).toBe(false);
  await context.close();
});
