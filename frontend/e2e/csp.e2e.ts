// The Content-Security-Policy, enforced as a host sends it: every E2E test
// is served with the build's own `_headers` (e2e/site.ts), and each page
// also carries the policy in a `<meta http-equiv>`. Here every page of both
// served shops loads, wakes its islands and is used, with 0 violations; and
// a script the build did not write is refused, so the policy is not a
// policy in name only.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import type { ServedShop } from './global-setup';
import { errorsOf, watchViolations } from './page';
import { atRoot, NOT_FOUND, pathOf, ROUTES, shopInChromium, underSubPath, viewOf } from './shop';
import { serve } from './site';

const chromium = shopInChromium();

/** What a visitor does with the page's islands, so their code runs too. */
async function use(page: Page, route: string): Promise<void> {
  if (route === 'products') {
    const { page: products } = viewOf('products');
    const first = products.products[0]!;
    await page.getByRole('searchbox').fill(first.title);
    await expect.poll(() => page.locator('article h3, article h2').allTextContents()).toContain(first.title);
    await page.getByRole('button', { name: first.category, exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).search).toContain('category=');
  }
  if (route === 'repairs') {
    await page.getByRole('link', { name: 'Samsung', exact: true }).first().click();
    await page.getByRole('link', { name: 'Galaxy A15', exact: true }).click();
    await expect.poll(() => page.locator('.finder .repair-row').count()).toBe(4);
  }
  if (route === 'videos') {
    const { page: videos } = viewOf('videos');
    const playlist = videos.playlists[1]!;
    await page.locator(`#${playlist.id} > summary`).click();
    await expect.poll(() => page.locator(`#${playlist.id}`).getAttribute('open')).toBe('');
  }
}

describe.each([
  ['at the root of a domain', atRoot],
  ['under a sub-path', underSubPath],
] as [string, ServedShop][])('%s', (_, shop) => {
  test.each(ROUTES)(
    '$route: the host sends the policy, and the page works with 0 violations',
    async ({ route, path: at }) => {
      const context = await chromium.context({ origin: shop.origin });
      const page = await context.newPage();
      const url = `${shop.origin}${shop.prefix}${at}`;
      const errors = errorsOf(page, at === NOT_FOUND ? url : undefined);
      const violations = await watchViolations(page);

      const response = await page.goto(url);
      const sent = await response!.allHeaders();
      // Framing is refused everywhere, by a header a <meta> cannot give.
      expect(sent['x-frame-options']).toBe('DENY');
      // The site's policy is given path by path, never under /*, so that
      // /admin/ gets the editor's alone: an address no page has gets the
      // 404 page with its <meta> policy only.
      if (at === NOT_FOUND) {
        expect(sent['content-security-policy']).toBeUndefined();
        await chromium.visit(page, at, { shop, status: 404 });
        expect(await violations()).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
        return;
      }
      const header = sent['content-security-policy'] ?? '';
      expect(header).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'sha256-[^']+'; style-src 'self'( 'sha256-[^']+')+; img-src 'self' data: https:\/\/\S+/,
      );
      expect(header).toContain("object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'");
      // The page's own policy allows the site's linked stylesheet and its own
      // inline one, one of those the host's allows.
      const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
      const styles = (policy: string) => policy.match(/style-src ([^;]*)/)?.[1]?.split(' ') ?? [];
      expect(styles(meta)).toHaveLength(2);
      expect(styles(meta)[0]).toBe("'self'");
      expect(styles(header)).toContain(styles(meta)[1]);
      const withoutStyles = (policy: string) => policy.replace(/style-src [^;]*/, 'style-src');
      expect(withoutStyles(`${meta}; frame-ancestors 'none'`)).toBe(withoutStyles(header));

      await chromium.visit(page, at, { shop, status: at === NOT_FOUND ? 404 : 200 });
      await use(page, route);
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

test('a script or stylesheet the build did not write is refused, inline or from another host', async () => {
  // A copy of the built site whose Products page gained two scripts and two
  // stylesheets on the way.
  const dist = path.join(path.dirname(atRoot.dist), 'tampered');
  cpSync(atRoot.dist, dist, { recursive: true });
  const file = path.join(dist, 'products/index.html');
  const html = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    html.replace(
      '</body>',
      '<script>window.injected = "inline"</script><script src="https://cdn.example.com/x.js"></script>' +
        '<style>body{display:none}</style><link rel="stylesheet" href="https://cdn.example.com/x.css"></body>',
    ),
  );
  const site = await serve(dist, '/');
  const context = await chromium.context({ origin: site.origin });
  const page = await context.newPage();
  const violations = await watchViolations(page);
  await page.goto(`${site.origin}/${pathOf('products')}`);
  // Both policies refuse both: the header's, and the same in the <meta>.
  await expect
    .poll(async () => (await violations()).map((v) => v.replace(/ \(.*\)$/, '')).sort())
    .toEqual([
      'header: script-src-elem blocked https://cdn.example.com/x.js',
      'header: script-src-elem blocked inline',
      'header: style-src-elem blocked https://cdn.example.com/x.css',
      'header: style-src-elem blocked inline',
      'meta: script-src-elem blocked https://cdn.example.com/x.js',
      'meta: script-src-elem blocked inline',
      'meta: style-src-elem blocked https://cdn.example.com/x.css',
      'meta: style-src-elem blocked inline',
    ]);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  // The islands still wake: the build's own scripts are allowed.
  await chromium.visit(page, pathOf('products'), { shop: { ...atRoot, origin: site.origin } });
  await context.close();
  await site.close();
});
