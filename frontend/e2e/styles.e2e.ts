// Each page inlines only what its route's first screen uses (route-css.ts
// works it out from the route's components) and links the whole stylesheet
// where its first screen ends (components/fold.tsx). Here no element of any
// route of the fixture shop, a product's page, a brand's and a phone
// model's repair prices may look any different for it: every element, with
// its ::before and ::after, has the same computed style, every property, as
// with the whole stylesheet inlined instead, at 360×800 and 1280×800, once
// hydrated, with every <details> open, and after the islands are used. And
// every element above the link has that style before the linked
// stylesheet arrives: on a first visit, the first screen is drawn with the
// page's first round trip, and nothing in it moves when the rest arrives.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { atRoot, pathOf, productPaths, ROUTES, shopInChromium } from './shop';
import { firstFolderUnder, repo } from './site';

const chromium = shopInChromium();

/** The whole stylesheet, as the client build wrote it: what every page inlined before. */
function wholeStylesheet(): string {
  const client = path.join(repo, 'frontend/dist/client');
  const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return readFileSync(path.join(client, manifest['src/styles.css']!.file), 'utf8');
}

/** The first folder under `dir` that has a page, as a path under the site. */
function firstPageUnder(dir: string): string {
  const at = firstFolderUnder(atRoot.dist, dir);
  expect(at, `a page under ${dir}`).toBeDefined();
  return at as string;
}

/** A page's inline stylesheet, as the build wrote it. */
function inlineStylesheet(at: string): string {
  const html = readFileSync(path.join(atRoot.dist, at, 'index.html'), 'utf8');
  const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1];
  expect(css, `${at} inlines a stylesheet`).toBeDefined();
  return css!;
}

/**
 * The first product page of each inline stylesheet the shop's product
 * pages have: a product's page inlines the one its first screen needs, of
 * those route-css.ts made for the route (without a badge's rules, say).
 */
const productPages = (() => {
  const first = new Map<string, string>();
  for (const at of productPaths()) {
    const css = inlineStylesheet(at);
    if (!first.has(css)) first.set(css, at);
  }
  return [...first.values()];
})();

const brand = firstPageUnder('repairs/');
const PAGES = [
  ...ROUTES.map(({ route, path: at }) => ({ route: route as string, path: at })),
  ...productPages.map((at) => ({ route: 'product', path: at })),
  { route: 'repair-brand', path: brand },
  { route: 'repair-model', path: firstPageUnder(brand) },
];

/**
 * Every element's computed style, and its ::before's and ::after's, every
 * property, one line each, in document order; with the elements' total, so
 * that two lists of different length cannot compare equal by accident.
 */
function computedStyles(page: Page, aboveFold = false): Promise<string[]> {
  return page.evaluate((aboveFold) => {
    const lines: string[] = [];
    const fold = document.querySelector('body link[rel=stylesheet]');
    if (aboveFold && !fold) throw new Error('the page links no stylesheet at its fold');
    // The elements before the fold in document order, and those it is in.
    const all = [...document.querySelectorAll('*')].filter(
      (element) => !aboveFold || fold!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
    );
    // What the fold is in grows with what is below it: its height, and the
    // middle of its box (the origin of any transform), are not the first
    // screen's.
    const growing = ['block-size', 'height', 'perspective-origin', 'transform-origin'];
    const isAround = (element: Element) => aboveFold && element.contains(fold);
    all.forEach((element, i) => {
      const name = `${i} <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className ? `.${element.className.split(' ').join('.')}` : ''
      }>`;
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const values: string[] = [];
        for (let p = 0; p < style.length; p++) {
          const property = style.item(p);
          if (pseudo === null && isAround(element) && growing.includes(property)) continue;
          // A custom property draws nothing; the first screen declares only
          // those its rules use (route-css.ts), and each use is compared.
          if (aboveFold && property.startsWith('--')) continue;
          values.push(`${property}: ${style.getPropertyValue(property)}`);
        }
        // In name order: Chromium lists the custom properties in the order it met them.
        lines.push(`${name}${pseudo ?? ''} { ${values.sort().join('; ')} }`);
      }
    });
    lines.push(`${all.length} elements`);
    return lines;
  }, aboveFold);
}

/** Each property of a line, by its name. */
function propertiesOf(line: string): Map<string, string> {
  const body = line.slice(line.indexOf('{') + 2, line.lastIndexOf('}') - 1);
  return new Map(
    body.split('; ').map((declaration) => {
      const colon = declaration.indexOf(': ');
      return [declaration.slice(0, colon), declaration.slice(colon + 2)] as [string, string];
    }),
  );
}

/** The elements whose style differs between `split` and `whole`, with the properties that do: at most 20. */
function differences(split: string[], whole: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < Math.max(split.length, whole.length) && out.length < 20; i++) {
    const a = split[i] ?? '';
    const b = whole[i] ?? '';
    if (a === b) continue;
    const [ours, theirs] = [propertiesOf(a), propertiesOf(b)];
    const changed = [...new Set([...ours.keys(), ...theirs.keys()])]
      .filter((name) => ours.get(name) !== theirs.get(name))
      .map((name) => `${name}: ${ours.get(name) ?? '(none)'} ≠ ${theirs.get(name) ?? '(none)'}`);
    out.push(`${a.slice(0, a.indexOf(' {'))}: ${changed.slice(0, 6).join('; ')}`);
  }
  return out;
}

/**
 * Whether a line of {@link differences} is only `<main>`'s margins read as
 * 0px on one side, the glitch of Chromium's that {@link stylesOf} describes.
 */
function isMainMarginGlitch(line: string): boolean {
  const [element = '', changes = ''] = line.split(/>: /);
  return (
    /^\d+ <main#main\b/.test(element) &&
    changes
      .split('; ')
      .every((change) => /^margin-(left|right|inline-start|inline-end): (0px ≠ [\d.]+px|[\d.]+px ≠ 0px)$/.test(change))
  );
}

/** What a visitor does with a page's islands, so that what they draw is compared too. */
async function use(page: Page, route: string): Promise<void> {
  if (route === 'products') {
    await page.getByRole('searchbox').fill('no product is called this');
    await expect.poll(() => new URL(page.url()).search).toContain('q=');
  }
  if (route === 'repairs') {
    await page.getByRole('searchbox', { name: "Your phone's model" }).fill('galaxy');
    await expect.poll(() => page.locator('.model-results a').count()).toBe(2);
    await page.getByRole('link', { name: 'Samsung', exact: true }).first().click();
    await page.getByRole('link', { name: 'Galaxy A15', exact: true }).click();
    await expect.poll(() => page.locator('.finder .repair-row').count()).toBe(4);
  }
  if (route === 'videos') {
    await page.locator('details > summary').last().click();
  }
}

/**
 * The page at `at` in Chromium at `width`×800, in the state `state` leaves
 * it in; `whole` inlines the whole stylesheet; `unlinked` has the linked
 * stylesheet fail to load; `aboveFold` reads only the elements above it.
 */
async function stylesOf(
  at: string,
  route: string,
  width: number,
  state: (page: Page) => Promise<void>,
  { whole, unlinked = false, aboveFold = false }: { whole?: string; unlinked?: boolean; aboveFold?: boolean } = {},
): Promise<string[]> {
  // The whole stylesheet's hash is not in the page's policy.
  const context = await chromium.context({ viewport: { width, height: 800 }, bypassCSP: whole !== undefined });
  const page = await context.newPage();
  const url = `${atRoot.origin}${atRoot.prefix}${at}`;
  if (unlinked) await page.route(/\/assets\/[^/]+\.css$/, (request) => request.abort());
  if (whole !== undefined) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const inlined = html.replace(/<style>[\s\S]*?<\/style>/, () => `<style>${whole}</style>`);
      expect(inlined).not.toBe(html);
      await route.fulfill({ response, body: inlined });
    });
  }
  await chromium.visit(page, at, { status: route === 'not-found' ? 404 : 200 });
  await state(page);
  // The pointer away from what the state tapped: Chromium moves :hover to
  // whatever the layout brought under it on a timer of its own.
  await page.mouse.move(0, 0);
  // A <details> that opens turns its marker in a transition: compared at its end.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
  // And once the page has been laid out again, so that no margin is read mid-layout.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // And laid out whole once more: a page drawn in two steps (what is above
  // its fold, then the rest once the stylesheet is there) had Chromium 156
  // report the centred <main>'s auto margins as 0px in about one load of
  // six at 1280 px, with the box where it belongs (64 px from the left).
  await page.evaluate(() => {
    const root = document.documentElement;
    root.style.display = 'none';
    void root.offsetHeight;
    root.style.display = '';
    void root.offsetHeight;
  });
  const styles = await computedStyles(page, aboveFold);
  await context.close();
  return styles;
}

const STATES: [string, (page: Page, route: string) => Promise<void>][] = [
  ['hydrated', async () => {}],
  [
    'every <details> open',
    (page) =>
      page.evaluate(() => {
        for (const details of document.querySelectorAll('details')) details.open = true;
      }),
  ],
  ['its islands used', (page, route) => use(page, route)],
];

const whole = wholeStylesheet();

describe.each([360, 1280])('at %i×800', (width) => {
  test.each(PAGES)(
    '$route ($path): every element has the style the whole stylesheet gives it',
    async ({ route, path: at }) => {
      for (const [name, state] of STATES) {
        let found: string[] = [];
        // Loaded again when the only difference is Chromium's glitch (see
        // stylesOf): <main>'s auto margins read as 0px, in the split load or
        // in the whole one. It came back after the relayout on /videos/ with
        // every <details> open at 1280 px, in the whole load three times in a
        // row on a busy machine; a real difference shows on every load.
        for (let load = 1; load <= 3; load++) {
          const split = await stylesOf(at, route, width, (page) => state(page, route));
          const reference = await stylesOf(at, route, width, (page) => state(page, route), { whole });
          expect(split.length, `${at}, ${name}`).toBeGreaterThan(100);
          found = differences(split, reference);
          if (!found.every(isMainMarginGlitch) || found.length === 0) break;
        }
        expect(found, `${at}, ${name}: the elements whose style differs`).toEqual([]);
      }
    },
  );
});

describe.each([360, 1280])('at %i×800, before the linked stylesheet arrives', (width) => {
  test.each(PAGES)(
    '$route ($path): every element above the fold has its style already',
    async ({ route, path: at }) => {
      const first = await stylesOf(at, route, width, async () => {}, { unlinked: true, aboveFold: true });
      const after = await stylesOf(at, route, width, async () => {}, { aboveFold: true });
      expect(first.length, at).toBeGreaterThan(100);
      expect(differences(first, after), `${at}: the elements whose style differs`).toEqual([]);
    },
  );
});

test("the shop's product pages inline more than one stylesheet, each what its first screen needs", () => {
  // So the comparisons above try each kind of product page the shop has.
  expect(productPages.length).toBeGreaterThan(1);
  const sizes = productPages.map((at) => inlineStylesheet(at).length);
  expect(new Set(sizes).size, `${productPages.join(', ')}: ${sizes.join(', ')} characters`).toBe(sizes.length);
});

test('the pages inline less than the whole stylesheet', async () => {
  const context = await chromium.context();
  const page = await context.newPage();
  for (const at of [pathOf('products'), productPaths()[0]!]) {
    await chromium.visit(page, at, { hydrate: false });
    const inline = await page.locator('style').first().textContent();
    expect(inline!.length, at).toBeLessThan(whole.length * 0.6);
  }
  await context.close();
});
