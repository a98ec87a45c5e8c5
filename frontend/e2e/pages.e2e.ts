// What only a real browser shows on the content pages: a tap that leads to
// Repairs, FAQs that open and close natively, video thumbnails that give way
// when their host fails, and the default error page when an island throws
// while hydrating. What each page renders is the component tests' job
// (src/pages/*.test.tsx); the texts here come from the build's view data.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { looksWithoutPictures } from './page';
import { atRoot, pathOf, shopInChromium, viewOf } from './shop';

const chromium = shopInChromium();

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test("'Repair list' on Home leads to Repairs, which is not in the navigation", async () => {
  const { page: home } = viewOf('home');
  const { page: repairs } = viewOf('repairs');
  const { page, errors, close } = await chromium.open(pathOf('home'));
  await page.getByRole('main').getByRole('link', { name: home.repair_list.label, exact: true }).click();
  await page.waitForURL(`${atRoot.origin}${atRoot.prefix}${pathOf('repairs')}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([repairs.hero.heading]);
  expect(await page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]').count()).toBe(0);
  expect(errors).toEqual([]);
  await close();
});

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('the Repairs FAQs %s', (_, javaScriptEnabled) => {
  test('are closed at first, and each opens and closes again with a tap', async () => {
    const { page: repairs } = viewOf('repairs');
    const { page, close } = await chromium.open(pathOf('repairs'), { javaScriptEnabled });
    const faqs = region(page, repairs.faqs.section.heading);
    expect(await faqs.locator('summary').allInnerTexts()).toEqual(repairs.faqs.items.map((f) => f.q));
    for (const { q, a } of repairs.faqs.items) {
      const answer = faqs.getByText(a, { exact: true });
      expect(await answer.isVisible(), `${q} is closed at first`).toBe(false);
      await faqs.getByText(q, { exact: true }).click();
      await expect.poll(() => answer.isVisible(), { message: `${q} opens` }).toBe(true);
      await faqs.getByText(q, { exact: true }).click();
      await expect.poll(() => answer.isVisible(), { message: `${q} closes again` }).toBe(false);
    }
    await close();
  });
});

test('when the thumbnail host fails, each latest video on Home shows the tile of a video without a picture, and its title', async () => {
  const { page: home } = viewOf('home');
  expect(home.latest_videos.items.length).toBeGreaterThan(0);
  const { page, errors, close } = await chromium.open(pathOf('home'), { images: 'fail' });
  const videos = region(page, home.latest_videos.section.heading);
  for (const [i, video] of home.latest_videos.items.entries()) {
    const card = videos.getByRole('link').nth(i);
    expect(await card.getByText(video.title, { exact: true }).isVisible()).toBe(true);
    expect(await looksWithoutPictures(card.locator('.thumb'), 'nothing'), video.title).toBe(true);
  }
  // Only the blocked pictures themselves may be reported.
  expect(errors.filter((e) => !/^Failed to load resource: .* \(https:\/\/i\.ytimg\.com\//.test(e))).toEqual([]);
  await close();
});

test('a thumbnail that loads shows over its tile', async () => {
  const { page: home } = viewOf('home');
  const { page, close } = await chromium.open(pathOf('home'));
  const card = region(page, home.latest_videos.section.heading).getByRole('link').first();
  expect(await looksWithoutPictures(card.locator('.thumb'), 'nothing')).toBe(false);
  await close();
});

test('an island that throws while hydrating gives way to the default error page; the header, nav and contact bar stay', async () => {
  const { shell, page: products } = viewOf('products');
  const url = `${atRoot.origin}${atRoot.prefix}${pathOf('products')}`;
  const context = await chromium.context();
  // Serve the page with the island's data broken: the first product has no
  // highlights, so the filters island throws when React renders it.
  await context.route(url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const broken = html.replace(
      /(<script type="application\/json" data-island-props="product-filters">)([\s\S]*?)(<\/script>)/,
      (_, start: string, json: string, end: string) => {
        const data = JSON.parse(json) as { props: { products: { highlights: unknown }[] } };
        expect(Array.isArray(data.props.products[0]?.highlights)).toBe(true);
        data.props.products[0]!.highlights = null;
        return start + JSON.stringify(data).replace(/</g, '\\u003c') + end;
      },
    );
    expect(broken).not.toBe(html);
    await route.fulfill({ response, body: broken });
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await page.goto(url);

  await expect.poll(() => page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([shell.error.heading]);
  expect(await page.getByRole('search').count()).toBe(0);
  expect(await page.getByText(products.hero.heading).count()).toBe(0);
  const back = page.getByRole('main').getByRole('link', { name: shell.error.back.label, exact: true });
  expect(await back.getAttribute('href')).toBe(shell.error.back.href);

  const header = page.getByRole('banner');
  expect(await header.getByRole('link', { name: shell.name, exact: true }).getAttribute('href')).toBe(shell.home_href);
  expect(await header.getByText(shell.tagline, { exact: true }).isVisible()).toBe(true);
  const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  expect(await nav.allInnerTexts()).toEqual(shell.nav.map((n) => n.label));
  const call = page
    .getByRole('navigation', { name: 'Contact' })
    .getByRole('link', { name: shell.call.label, exact: true });
  expect(await call.isVisible()).toBe(true);
  expect(await call.getAttribute('href')).toBe(shell.call.href);

  expect(uncaught).toEqual([]);
  expect(dialogs).toEqual([]);
  await context.close();
});
