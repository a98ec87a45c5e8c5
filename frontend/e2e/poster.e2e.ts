// The counter poster, /poster/, and /wa/ (docs/behaviour.md#the-poster-and-wa),
// in real Chromium: every QR code on the poster is read back from a
// screenshot by a real decoder (zxing-cpp, as zxing-wasm) and holds its
// exact link; printed to PDF the poster is one A4 page, with nothing cut
// off and every colour a grey; and /wa/ leads on to the shop's WhatsApp
// chat, with JavaScript or without. Neither is a page of the site.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

import type { ServedShop } from './global-setup';
import { errorsOf, watchViolations } from './page';
import { atRoot, shopInChromium, underSubPath, viewOf } from './shop';

const chromium = shopInChromium();

// The decoder's WebAssembly from its package, never from the network.
prepareZXingModule({
  overrides: {
    wasmBinary: new Uint8Array(
      readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')),
    ).buffer,
  },
});

const POSTER = 'poster/';
const WA = 'wa/';

/** The address the shop was built for: its home page's canonical link. */
function baseUrl(shop: ServedShop): string {
  const home = readFileSync(path.join(shop.dist, 'index.html'), 'utf8');
  return /<link rel="canonical" href="([^"]+)">/.exec(home)![1]!;
}

/** The links of the poster's codes, in order: the site, WhatsApp, directions, the review link. */
function links(shop: ServedShop): string[] {
  const { shell } = viewOf('home', shop);
  const base = baseUrl(shop);
  return [base, `${base}wa/`, shell.directions.href, shell.review!.href];
}

/** Every QR code in a screenshot, read by zxing-cpp, as its text. */
async function codesIn(png: Buffer): Promise<string[]> {
  const found = await readBarcodes(new Uint8Array(png), {
    formats: ['QRCode'],
    maxNumberOfSymbols: 10,
    tryHarder: true,
  });
  return found.filter((code) => code.isValid).map((code) => code.text);
}

async function openPoster(shop: ServedShop, options: { width: number; height: number; scale?: number }) {
  const context = await chromium.context({
    origin: shop.origin,
    viewport: { width: options.width, height: options.height },
    deviceScaleFactor: options.scale ?? 1,
  });
  const page = await context.newPage();
  const errors = errorsOf(page);
  const violations = await watchViolations(page);
  await chromium.visit(page, POSTER, { shop, hydrate: false });
  return { page, errors, violations, close: () => context.close() };
}

describe.each([
  ['at the root of a domain', atRoot],
  ['under a sub-path', underSubPath],
] as [string, ServedShop][])('the poster %s', (_, shop) => {
  test.each([
    { width: 1280, height: 800 },
    { width: 360, height: 800, scale: 2 },
  ])('at $width×$height, every code reads back as its exact link', async (size) => {
    const { page, errors, violations, close } = await openPoster(shop, size);
    const expected = links(shop);
    expect(
      await page.locator('[data-code]').evaluateAll((els) => els.map((el) => el.getAttribute('data-link'))),
    ).toEqual(expected);
    const read = await codesIn(await page.screenshot({ fullPage: true }));
    expect(read.sort()).toEqual([...expected].sort());
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  test('it prints on one A4 page, nothing cut off, every colour a grey, every code readable', async () => {
    const { page, close } = await openPoster(shop, { width: 1280, height: 800 });
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.sheet');
    expect(await sheet.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    const box = (await sheet.boundingBox())!;
    for (const part of await page.locator('.poster-head, .scan, [data-code], .poster-foot').all()) {
      const b = (await part.boundingBox())!;
      expect(b.y + b.height, await part.innerText()).toBeLessThanOrEqual(box.y + box.height);
    }
    expect(await achromatic(page)).toEqual([]);
    const read = await codesIn(await page.screenshot({ fullPage: true }));
    expect(read.sort()).toEqual([...links(shop)].sort());

    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
    const [, w, h] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
    // A4 is 210 × 297 mm: 595.3 × 841.9 points (Chromium rounds to its pixels).
    expect(Math.abs(Number(w) - 595.3)).toBeLessThan(1.5);
    expect(Math.abs(Number(h) - 841.9)).toBeLessThan(1.5);
    await close();
  });
});

/** The elements whose text, background or border has a colour that is not a grey, in print. */
function achromatic(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const coloured: string[] = [];
    for (const el of document.querySelectorAll('.sheet, .sheet *')) {
      const style = getComputedStyle(el);
      for (const property of ['color', 'background-color', 'border-top-color', 'fill'] as const) {
        const [r, g, b] = (style.getPropertyValue(property).match(/[\d.]+/g) ?? []).map(Number);
        if (r !== undefined && (r !== g || g !== b)) coloured.push(`${el.tagName}.${el.className} ${property}`);
      }
    }
    return coloured;
  });
}

describe('the poster', () => {
  test('shows the name, the tagline, each code with an English and a Hindi label, the hours and the phone', async () => {
    const { shell } = viewOf('home');
    const { page, close } = await openPoster(atRoot, { width: 1280, height: 800 });
    expect(await page.locator('h1').innerText()).toBe(shell.name);
    expect(await page.locator('.tagline').innerText()).toBe(shell.tagline);
    const labels = await page
      .locator('[data-code] .code-label')
      .evaluateAll((els) =>
        els.map((el) => [...el.children].map((line) => [line.textContent, line.getAttribute('lang')])),
      );
    expect(labels).toEqual([
      [
        ['Visit our website', null],
        ['हमारी वेबसाइट देखें', 'hi'],
      ],
      [
        ['Chat on WhatsApp', null],
        ['व्हाट्सऐप पर बात करें', 'hi'],
      ],
      [
        ['Find the shop', null],
        ['दुकान का रास्ता', 'hi'],
      ],
      [
        ['Review us on Google', null],
        ['गूगल पर रिव्यू दें', 'hi'],
      ],
    ]);
    expect(await page.locator('.caption').allInnerTexts()).toEqual([
      'sharmamobilecare.in',
      shell.phone,
      'Karol Bagh, New Delhi',
      // The review code's line stays, empty, so every code is the same size.
      '',
    ]);
    expect(await page.locator('.poster-hours li').allInnerTexts()).toEqual(shell.hours);
    expect(await page.locator('.phone').innerText()).toBe(shell.phone);
    // Nothing of the site's shell: no header bar, navigation or contact bar.
    expect(await page.locator('nav, .site-header, .contact-bar, .site-footer').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await close();
  });

  test('is no page of the site: not in the sitemap, and no page links to it', () => {
    const sitemap = readFileSync(path.join(atRoot.dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/poster/');
    expect(sitemap).not.toContain('/wa/');
    const pages = (readdirSync(atRoot.dist, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.html') && !file.startsWith('poster') && !file.startsWith('wa'),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const html = readFileSync(path.join(atRoot.dist, file), 'utf8');
      expect(html, file).not.toMatch(/href="[^"]*\/(poster|wa)\/"/);
    }
  });
});

describe('/wa/', () => {
  test.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])('%s it leads on to the WhatsApp chat with the shop message, under the policy', async (_, javaScriptEnabled) => {
    for (const shop of [atRoot, underSubPath]) {
      const { shell } = viewOf('home', shop);
      const context = await chromium.context({ origin: shop.origin, javaScriptEnabled });
      const page = await context.newPage();
      const onward = page.waitForRequest((request) => request.url().startsWith('https://wa.me/'));
      const response = await page.goto(`${shop.origin}${shop.prefix}${WA}`);
      expect(response?.status()).toBe(200);
      expect((await onward).url()).toBe(shell.whatsapp.href);
      expect(shell.whatsapp.href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Phone%20repair%20help$/);
      await context.close();
      // The page itself, which a visitor who comes back sees: the shop and a link.
      const still = await chromium.context({ origin: shop.origin, javaScriptEnabled });
      const stay = await still.newPage();
      const violations = await watchViolations(stay);
      // A 204 leaves the page where it is, as no answer would not.
      await stay.route(/wa\.me/, (route) => route.fulfill({ status: 204 }));
      await stay.goto(`${shop.origin}${shop.prefix}${WA}`);
      const link = stay.locator('a.wa-open');
      expect(await link.getAttribute('href')).toBe(shell.whatsapp.href);
      expect(await stay.locator('h1').innerText()).toBe(shell.name);
      expect(await stay.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      if (javaScriptEnabled) expect(await violations()).toEqual([]);
      await still.close();
    }
  });
});
