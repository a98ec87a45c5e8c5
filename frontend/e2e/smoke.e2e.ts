// The built fixture shop in real Chromium, at the root of a domain and under
// a sub-path: every route answers with its status and heading, hydrates its
// islands without a console error (only the island routes fetch any
// JavaScript; the others run one small inline script, the open-now line's),
// and shows everything with JavaScript off too.
// Expected texts and links are the view data the CLI wrote for the build.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { Route } from '../src/generated/view';
import { errorsOf, hydrated } from './page';
import { atRoot, NOT_FOUND, pathOf, ROUTES, shopInChromium, underSubPath, viewOf } from './shop';

const chromium = shopInChromium();

/** The routes with an island: the only ones that fetch JavaScript. */
const ISLAND_ROUTES: Route[] = ['products', 'videos', 'repairs'];

/** The lines of text a visitor sees in `main`, in order. */
async function mainLines(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `seen` holds every line of `wanted` in the same order, perhaps with more between them. */
function missingLines(wanted: string[], seen: string[]): string[] {
  let at = 0;
  const missing: string[] = [];
  for (const line of wanted) {
    const found = seen.indexOf(line, at);
    if (found === -1) missing.push(line);
    else at = found + 1;
  }
  return missing;
}

describe.each([
  ['at the root of a domain', atRoot],
  ['under a sub-path', underSubPath],
])('the built site %s', (_, shop) => {
  // One page with JavaScript and one without, for every route in turn.
  let contexts: BrowserContext[] = [];
  let live: { page: Page; errors: string[] };
  let still: Page;
  beforeAll(async () => {
    contexts = await Promise.all([
      chromium.context({ origin: shop.origin }),
      chromium.context({ origin: shop.origin, javaScriptEnabled: false }),
    ]);
    const page = await contexts[0]!.newPage();
    live = { page, errors: errorsOf(page, `${shop.origin}${shop.prefix}${NOT_FOUND}`) };
    still = await contexts[1]!.newPage();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  test.each(ROUTES)(
    '$route: status, heading, shell, a clean hydration, and the same text without JavaScript',
    async ({ route, path }) => {
      const { shell, page: view } = viewOf(route, shop);
      const { page, errors } = live;
      errors.length = 0;
      const scripts: string[] = [];
      const onRequest = (request: Request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      };
      page.on('request', onRequest);
      await chromium.visit(page, path, { shop });
      // A page with an island runs its loader, which fetched the island's code
      // by now; a page without one fetches none. Every page runs the open-now
      // line's inline script, right after the hours it reads, and no other.
      const island = ISLAND_ROUTES.includes(route);
      page.off('request', onRequest);
      expect(scripts.length > 0, `${route} loads scripts`).toBe(island);
      expect(await page.locator('script:not([type])').count()).toBe(island ? 2 : 1);
      expect(await page.locator('script#shop-hours + script:not([type])').count()).toBe(1);
      expect(await page.locator('h1').allInnerTexts()).toEqual([view.hero.heading]);
      expect(await page.title()).toMatch(new RegExp(` \\| ${shell.name}$`));

      const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      expect(await nav.allInnerTexts()).toEqual(shell.nav.map((n) => n.label));
      expect(await Promise.all((await nav.all()).map((l) => l.getAttribute('href')))).toEqual(
        shell.nav.map((n) => n.href),
      );
      expect(shell.nav.every((n) => n.href.startsWith(shop.prefix))).toBe(true);

      const bar = page.getByRole('navigation', { name: 'Contact' }).getByRole('link');
      expect(await Promise.all((await bar.all()).map((l) => l.getAttribute('href')))).toEqual([
        shell.call.href,
        shell.whatsapp.href,
        shell.directions.href,
      ]);
      expect(errors).toEqual([]);

      // Without JavaScript: the prerendered page shows every line the hydrated one does.
      const hydratedLines = await mainLines(page);
      expect(hydratedLines.length).toBeGreaterThan(3);
      await chromium.visit(still, path, { shop, hydrate: false });
      expect(await hydrated(still)).toBe(!island);
      expect(await still.locator('h1').allInnerTexts()).toEqual([view.hero.heading]);
      expect(missingLines(hydratedLines, await mainLines(still))).toEqual([]);
      const stillBar = still.getByRole('navigation', { name: 'Contact' }).getByRole('link');
      expect(await stillBar.count()).toBe(3);
    },
  );
});

test('text is drawn with the test fonts only: Noto Sans, and Noto Sans Devanagari for Hindi', async () => {
  const { page: view } = viewOf('training');
  const hindi = view.courses.items.map((c) => c.summary).find((s) => /[\u0900-\u097f]/.test(s));
  if (hindi === undefined) throw new Error("the fixture shop's course copy has no Devanagari");
  const { page, close } = await chromium.open(pathOf('training'));
  const fonts = async (selector: string): Promise<string[]> => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    await cdp.detach();
    return fonts.map((f) => f.familyName).sort();
  };
  await page.getByText(hindi, { exact: true }).evaluate((el) => el.setAttribute('data-font-probe', ''));
  expect(await fonts('[data-font-probe]')).toEqual(['Noto Sans', 'Noto Sans Devanagari']);
  expect(await fonts('h1')).toEqual(['Noto Sans']);
  // A font that Chromium's own package brings is not there for the tests.
  await page.locator('h1').evaluate((el) => {
    el.style.fontFamily = '"Liberation Sans"';
  });
  expect(await fonts('h1')).not.toContain('Liberation Sans');
  await close();
});
