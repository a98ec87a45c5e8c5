// A product's own page (/products/<id>/) in real Chromium, where only a
// browser can tell: the same page with JavaScript and without, with no
// script but Share's and 0 console errors or CSP violations; the way from a
// card to the page and its Enquire; the share sheet; Back to a filtered
// list; and on a 360×800 phone, Enquire in the first screen and nothing
// under the contact bar. What the page shows, element by element, is
// src/pages/product.test.tsx's job.
//
// Expected texts and links are the build's view data (the cards of
// /products/, and fixture.ts for the build under /shop/, which is the one it
// was generated from), or the content product-shop.ts wrote.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { ProductView } from '../src/generated/view';
import { productPages } from '../src/test/fixture';
import type { ServedShop } from './global-setup';
import { errorsOf, watchShifts, watchViolations } from './page';
import { productShop, RICH, USED } from './product-shop';
import { atRoot, pathOf, productPaths, shopInChromium, underSubPath, viewOf } from './shop';
import { buildSite, serve, type Served } from './site';

const chromium = shopInChromium();
const PHONE = { width: 360, height: 800 };

/** The cards of /products/ of a served shop, each with the path of its page. */
function products(shop: ServedShop = atRoot): (ProductView & { path: string })[] {
  const paths = productPaths(shop);
  return viewOf('products', shop).page.products.map((p, i) => ({ ...p, path: paths[i]! }));
}

/** The lines of text a visitor sees in `main`, in order. */
async function mainLines(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The links of `main`, as [text, href]. */
function mainLinks(page: Page): Promise<[string, string | null][]> {
  return page
    .locator('main a')
    .evaluateAll((links) =>
      links.map((a) => [(a.textContent ?? '').trim(), a.getAttribute('href')] as [string, string | null]),
    );
}

/** Records the address of every request for a script from now on. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/**
 * Answers WhatsApp's address in `context` with an empty page, instead of the
 * offline context's failure, and records every address asked for there.
 */
async function catchWhatsApp(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(/^https:\/\/wa\.me\//, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });
  return asked;
}

/** The product's Enquire, or another action of its page, by its label. */
function action(page: Page, label: string) {
  return page.getByRole('main').getByRole('link', { name: label, exact: true });
}

describe.each([
  ['at the root of a domain', atRoot],
  ['under a sub-path', underSubPath],
] as [string, ServedShop][])("every product's page %s", (_, shop) => {
  let contexts: BrowserContext[] = [];
  beforeAll(async () => {
    contexts = await Promise.all([
      chromium.context({ origin: shop.origin }),
      chromium.context({ origin: shop.origin, javaScriptEnabled: false }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  test("shows the same with JavaScript and without, runs only Share's script, with 0 errors and 0 CSP violations", async () => {
    const cards = products(shop);
    expect(cards.length).toBeGreaterThan(1);
    const live = await contexts[0]!.newPage();
    const errors = errorsOf(live);
    const violations = await watchViolations(live);
    const scripts = scriptsOf(live);
    const still = await contexts[1]!.newPage();
    for (const card of cards) {
      scripts.length = 0;
      await chromium.visit(live, card.path, { shop });
      await live.waitForLoadState('networkidle');
      // Only the share script, a module of its own: not React, not an island.
      expect(scripts, card.title).toEqual([
        expect.stringMatching(new RegExp(`^${shop.prefix}assets/share-[\\w-]+\\.js$`)),
      ]);
      expect(await live.locator('script[src]').evaluateAll((all) => all.map((s) => s.getAttribute('type')))).toEqual([
        'module',
      ]);
      expect(await live.locator('[data-island], [data-island-props], #islands').count()).toBe(0);
      expect(await live.locator('h1').allInnerTexts()).toEqual([card.title]);
      expect(
        await live.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]').allInnerTexts(),
      ).toEqual([viewOf('products', shop).shell.nav.find((n) => n.route === 'products')!.label]);
      expect(await action(live, card.enquire.label).getAttribute('href')).toBe(card.enquire.href);
      expect(await action(live, card.ask_price.label).getAttribute('href')).toBe(card.ask_price.href);

      await chromium.visit(still, card.path, { shop, hydrate: false });
      expect(await mainLines(still), card.title).toEqual(await mainLines(live));
      expect(await mainLinks(still), card.title).toEqual(await mainLinks(live));
    }
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});

test("under /shop/, every link of every product's page is the view data's", async () => {
  const page = await (await chromium.context({ origin: underSubPath.origin })).newPage();
  const cards = products(underSubPath);
  expect(cards.map((c) => c.id)).toEqual(productPages.map((p) => p.card.id));
  for (const [i, view] of productPages.entries()) {
    await chromium.visit(page, cards[i]!.path, { shop: underSubPath });
    const crumbs = page.getByRole('navigation', { name: view.breadcrumb.label }).getByRole('link');
    expect(await crumbs.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      view.breadcrumb.items.map((l) => l.href),
    );
    const hrefs = await Promise.all(
      [view.card.enquire, view.card.ask_price, view.call, view.share].map((l) =>
        action(page, l.label).getAttribute('href'),
      ),
    );
    expect(hrefs).toEqual([view.card.enquire.href, view.card.ask_price.href, view.call.href, view.share.href]);
    const related = page.getByRole('region', { name: view.related.section.heading }).getByRole('link');
    expect(await related.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      view.related.items.map((r) => r.href),
    );
  }
  await page.context().close();
});

test("a tap on a card's title on /products/ leads to its page, whose Enquire asks WhatsApp with the prefilled text", async () => {
  const card = products().find((p) => p.image !== null)!;
  const { context, page, errors, close } = await chromium.open(pathOf('products'), { viewport: PHONE });
  const asked = await catchWhatsApp(context);
  await page
    .getByRole('article')
    .filter({ hasText: card.title })
    .getByRole('link', { name: card.title, exact: true })
    .click();
  await page.waitForURL(`${atRoot.origin}${card.href}`);
  expect(await page.locator('h1').innerText()).toBe(card.title);

  const enquire = action(page, card.enquire.label);
  expect(await enquire.getAttribute('href')).toBe(card.enquire.href);
  const text = new URL(card.enquire.href).searchParams.get('text');
  expect(text).toContain(card.title);
  // The tap opens WhatsApp in a new tab, answered here: there is no internet.
  const [chat] = await Promise.all([context.waitForEvent('page'), enquire.click()]);
  await chat.waitForLoadState();
  expect(asked).toEqual([card.enquire.href]);
  expect(new URL(chat.url()).searchParams.get('text')).toBe(text);
  expect(page.url()).toBe(`${atRoot.origin}${card.href}`);
  expect(errors).toEqual([]);
  await close();
});

describe('Share', () => {
  // The build under /shop/ is the one fixture.ts holds, so its share words are the view data's.
  const view = productPages[0]!;
  const path = () => products(underSubPath)[0]!.path;

  test("with a share sheet: a tap opens it with the title, the text and the page's address, and stays on the page", async () => {
    const context = await chromium.context({ origin: underSubPath.origin, viewport: PHONE });
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, 'shared', { value: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const asked = await catchWhatsApp(context);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const violations = await watchViolations(page);
    await chromium.visit(page, path(), { shop: underSubPath });
    await page.waitForLoadState('networkidle');
    const tabs = context.pages().length;
    await action(page, view.share.label).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: view.share.title, text: view.share.text, url: view.share.url }]);
    expect(page.url()).toBe(`${underSubPath.origin}${underSubPath.prefix}${path()}`);
    expect(context.pages().length).toBe(tabs);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  test('with a sheet that fails (not closed by the visitor): the WhatsApp link is opened after all', async () => {
    const context = await chromium.context({ origin: underSubPath.origin, viewport: PHONE });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      });
    });
    const asked = await catchWhatsApp(context);
    const page = await context.newPage();
    await chromium.visit(page, path(), { shop: underSubPath });
    await page.waitForLoadState('networkidle');
    await action(page, view.share.label).click();
    // In a new tab, or in this one where the new tab is refused.
    await expect.poll(() => asked).toEqual([view.share.href]);
    await context.close();
  });

  test('without a share sheet: the link is the wa.me share link, which WhatsApp opens to pick whom to send it to', async () => {
    const context = await chromium.context({ origin: underSubPath.origin, viewport: PHONE });
    const asked = await catchWhatsApp(context);
    const page = await context.newPage();
    const errors = errorsOf(page);
    await chromium.visit(page, path(), { shop: underSubPath });
    await page.waitForLoadState('networkidle');
    // Chromium on Linux has no share sheet: the premise of this test.
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    const share = action(page, view.share.label);
    expect(await share.getAttribute('href')).toBe(view.share.href);
    expect(new URL(view.share.href).pathname).toBe('/');
    expect(new URL(view.share.href).searchParams.get('text')).toContain(view.share.url);
    const [chat] = await Promise.all([context.waitForEvent('page'), share.click()]);
    await chat.waitForLoadState();
    expect(asked).toEqual([view.share.href]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Back to the list', () => {
  /** What the list shows: the address bar's query, the pressed chips, the count and the cards. */
  function list(page: Page) {
    return page.evaluate(() => ({
      search: window.location.search,
      pressed: [...document.querySelectorAll('main [aria-pressed="true"]')].map((b) => b.textContent),
      count: document.querySelector('main .count')?.textContent ?? null,
      titles: [...document.querySelectorAll('main article h2')].map((h) => h.textContent),
    }));
  }

  // A category of the fixture with more than one product, and not the first.
  const cards = products();
  const category = [...new Set(cards.map((c) => c.category))].find(
    (c, i) => i > 0 && cards.filter((p) => p.category === c).length > 1,
  )!;
  const inCategory = cards.filter((c) => c.category === category);

  test("from a filtered list, a card's page and Back show the same filter, count and cards", async () => {
    const { page, errors, close } = await chromium.open(`${pathOf('products')}?${new URLSearchParams({ category })}`, {
      viewport: PHONE,
    });
    // The island applies the address's filter once it has woken.
    await expect.poll(() => list(page).then((l) => l.titles)).toEqual(inCategory.map((c) => c.title));
    const before = await list(page);
    expect(before.pressed).toContain(category);
    const target = inCategory.at(-1)!;
    await page.getByRole('link', { name: target.title, exact: true }).click();
    await page.waitForURL(`${atRoot.origin}${target.href}`);
    await page.goBack();
    await expect.poll(() => list(page)).toEqual(before);
    expect(new URL(page.url()).searchParams.get('category')).toBe(category);
    expect(errors).toEqual([]);
    await close();
  });

  test("the breadcrumb's category leads to the list filtered to that category", async () => {
    const target = inCategory[0]!;
    const { page, errors, close } = await chromium.open(target.path, { viewport: PHONE });
    const { breadcrumb } = productPages.find((p) => p.card.id === target.id)!;
    await page
      .getByRole('navigation', { name: breadcrumb.label })
      .getByRole('link', { name: category, exact: true })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === `${atRoot.prefix}${pathOf('products')}` && url.searchParams.get('category') === category,
    );
    await expect
      .poll(() => list(page).then((l) => [l.pressed.includes(category), l.titles]))
      .toEqual([true, inCategory.map((c) => c.title)]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('on a 360×800 phone', () => {
  let rich: ServedShop;
  let served: Served | undefined;
  beforeAll(async () => {
    const dist = buildSite('https://sharmamobilecare.in/', productShop());
    served = await serve(dist, '/');
    rich = { origin: served.origin, prefix: '/', dist };
  }, 60_000);
  afterAll(async () => {
    await served?.close();
  });

  /** Every product's page of the shop with more on them, the fullest first. */
  const pagesOf = () => {
    const all = products(rich);
    const first = all.findIndex((p) => p.title === RICH.title);
    expect(first, 'the product with every part').toBeGreaterThan(-1);
    expect(all.some((p) => p.title === USED.title)).toBe(true);
    return [all[first]!, ...all.filter((_, i) => i !== first)];
  };

  /** Where the page's parts are, at the top of the page and at its end. */
  function layout(page: Page) {
    return page.evaluate(() => {
      const bar = document.querySelector('.contact-bar')!.getBoundingClientRect();
      const enquire = document.querySelector<HTMLElement>('main a[href*="wa.me/91"]')!.getBoundingClientRect();
      const images = [...document.querySelectorAll('main img')].map((img) => [
        img.getAttribute('width'),
        img.getAttribute('height'),
      ]);
      window.scrollTo(0, document.documentElement.scrollHeight);
      const barAtEnd = document.querySelector('.contact-bar')!.getBoundingClientRect().top;
      // The last thing in main, and in the footer, wholly above the bar.
      const ends = ['main', 'footer'].map((selector) => {
        let last = document.querySelector(selector);
        while (last?.lastElementChild) last = last.lastElementChild;
        return last!.getBoundingClientRect().bottom;
      });
      window.scrollTo(0, 0);
      return {
        enquireInFirstScreen: enquire.top >= 0 && enquire.bottom <= bar.top,
        imagesWithoutSize: images.filter(([w, h]) => !w || !h).length,
        images: images.length,
        endAboveBar: ends.every((end) => end <= barAtEnd + 0.5),
        wide: document.documentElement.scrollWidth > innerWidth,
      };
    });
  }

  test('Enquire is in the first screen, every picture has its size, and the end of the page is above the contact bar', async () => {
    const context = await chromium.context({ origin: rich.origin, viewport: PHONE });
    const page = await context.newPage();
    const errors = errorsOf(page);
    let images = 0;
    for (const card of pagesOf()) {
      await chromium.visit(page, card.path, { shop: rich });
      const seen = await layout(page);
      images += seen.images;
      expect(seen, card.title).toEqual({
        enquireInFirstScreen: true,
        imagesWithoutSize: 0,
        images: seen.images,
        endAboveBar: true,
        wide: false,
      });
    }
    expect(images).toBeGreaterThan(RICH.photos.length * 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the photos: the first at once, a strip that scrolls to each from its thumbnail, nothing moving as they load', async () => {
    const context = await chromium.context({ origin: rich.origin, viewport: PHONE });
    const page = await context.newPage();
    const shifts = await watchShifts(page);
    const card = pagesOf()[0]!;
    await chromium.visit(page, card.path, { shop: rich });
    await page.waitForLoadState('networkidle');
    const strip = page.locator('main .photos');
    const photos = strip.locator('img');
    expect(await photos.evaluateAll((all) => all.map((img) => img.getAttribute('src')))).toEqual([...RICH.photos]);
    expect(await photos.first().getAttribute('fetchpriority')).toBe('high');
    // Each photo fills the strip exactly: one at a time, nothing of the next showing.
    const widths = await strip.evaluate((el) => [
      el.clientWidth,
      ...[...el.children].map((li) => li.getBoundingClientRect().width),
    ]);
    expect(new Set(widths.map(Math.round)).size).toBe(1);

    const thumbs = page.locator('main .gallery').getByRole('link');
    expect(await thumbs.count()).toBe(RICH.photos.length);
    for (const n of [3, 2, 4, 1]) {
      await thumbs.nth(n - 1).click();
      await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(n - 1);
    }
    expect(await shifts()).toEqual([]);
    await context.close();
  });

  test('every photo that falls back to the initials tile has text, as Firefox needs to draw the tile', async () => {
    // Firefox draws a broken image whose alt is empty as nothing at all (an
    // empty inline element), so the tile drawn over a photo that fails
    // (product-card.css, img[data-initials]::after) shows only on an image
    // with text: the gallery's thumbnails and the related products' photos
    // once showed blank boxes there.
    const context = await chromium.context({ origin: rich.origin, viewport: PHONE });
    const page = await context.newPage();
    const found: string[] = [];
    let checked = 0;
    for (const card of pagesOf()) {
      await chromium.visit(page, card.path, { shop: rich });
      const alts = await page
        .locator('main img[data-initials]')
        .evaluateAll((all) => all.map((img) => img.getAttribute('alt') ?? ''));
      checked += alts.length;
      found.push(...alts.filter((alt) => alt.trim() === '').map(() => card.path));
    }
    expect(found).toEqual([]);
    expect(checked).toBeGreaterThan(RICH.photos.length * 2);
    await context.close();
  });

  test('with every part and four photos, axe finds no WCAG 2.1 AA violation, at 360 and 1280 px', async () => {
    const context = await chromium.context({ origin: rich.origin });
    const page = await context.newPage();
    const card = pagesOf()[0]!;
    const found: string[] = [];
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await chromium.visit(page, card.path, { shop: rich });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      found.push(...violations.map((v) => `${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  test("a used product's condition and a refurbished one's read as the owner wrote them", async () => {
    const context = await chromium.context({ origin: rich.origin, viewport: PHONE });
    const page = await context.newPage();
    const [richCard] = pagesOf();
    const used = products(rich).find((p) => p.title === USED.title)!;
    const shown: Record<string, string> = {};
    for (const card of [richCard!, used]) {
      await chromium.visit(page, card.path, { shop: rich });
      shown[card.title] = (await page.locator('main .condition').getAttribute('class')) ?? '';
    }
    expect(shown).toEqual({ [RICH.title]: `condition ${RICH.condition}`, [USED.title]: 'condition used' });
    // The description, paragraph by paragraph, Hindi as written.
    await chromium.visit(page, richCard!.path, { shop: rich });
    const texts = await page.locator('main article p').allInnerTexts();
    for (const paragraph of RICH.description) expect(texts).toContain(paragraph);
    for (const highlight of RICH.highlights)
      expect(await page.getByRole('main').getByText(highlight, { exact: true }).count()).toBe(1);
    await context.close();
  });
});
