// Speculation Rules: Chromium prerenders a page of the site when the visitor
// is about to open it (moderate eagerness: a pointer resting on its link, or
// a finger coming down), so it shows at once, with no JavaScript of ours.
//
// What a test can see, and what it cannot: Chromium never activates a
// prerender while a DevTools client is attached, and Playwright is one. Each
// attempt then ends with `PrerenderingDisabledByDevTools` and the next page's
// `activationStart` stays 0 (crbug.com/1440085; Page.setPrerenderingAllowed
// does not lift it in this build, checked with and without Playwright). So
// this test stops one step short: through CDP's Preload domain it shows that
// the rules parse, that nothing is prerendered until the pointer rests on a
// link, and that resting on a link of the site starts a prerender of exactly
// that page, and on a link elsewhere none.
import type { CDPSession } from 'playwright-core';
import { expect, test } from 'vitest';

import { atRoot, pathOf, shopInChromium, underSubPath, viewOf } from './shop';

const chromium = shopInChromium();

interface Attempts {
  /** The rule sets Chromium read, with any error it found in them. */
  ruleSets: { rules: unknown; errorType?: string }[];
  /** Each page Chromium started to prerender, once each. */
  prerendered: string[];
}

async function watchPreloading(cdp: CDPSession): Promise<Attempts> {
  const attempts: Attempts = { ruleSets: [], prerendered: [] };
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    attempts.ruleSets.push({
      rules: JSON.parse(ruleSet.sourceText),
      ...(ruleSet.errorType ? { errorType: ruleSet.errorType } : {}),
    });
  });
  cdp.on('Preload.prerenderStatusUpdated', ({ key }) => {
    if (!attempts.prerendered.includes(key.url)) attempts.prerendered.push(key.url);
  });
  await cdp.send('Preload.enable');
  return attempts;
}

test.each([
  ['at the root of a domain', atRoot],
  ['under a sub-path', underSubPath],
])('%s, a page of the site is prerendered when the pointer rests on its link, and only then', async (_, shop) => {
  const { shell } = viewOf('home', shop);
  const context = await chromium.context({ origin: shop.origin, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const attempts = await watchPreloading(await context.newCDPSession(page));
  await chromium.visit(page, pathOf('home'), { shop });

  await expect
    .poll(() => attempts.ruleSets)
    .toEqual([{ rules: { prerender: [{ where: { href_matches: `${shop.prefix}*` }, eagerness: 'moderate' }] } }]);
  // Moderate: nothing yet, with the pointer away from every link.
  await page.waitForTimeout(500);
  expect(attempts.prerendered).toEqual([]);

  // A link elsewhere (WhatsApp) is never prerendered…
  await page.getByRole('navigation', { name: 'Contact' }).getByRole('link', { name: shell.whatsapp.label }).hover();
  await page.waitForTimeout(500);
  expect(attempts.prerendered).toEqual([]);

  // …a link of the site is, once the pointer rests on it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training', exact: true }).hover();
  await expect.poll(() => attempts.prerendered).toEqual([`${shop.origin}${shop.prefix}${pathOf('training')}`]);
  await context.close();
});
