// The Products filters in real Chromium, where only a browser can tell: the
// address bar follows every filter, Back and Forward step through them, a
// reload or a shared link opens the same view, a stale link is corrected,
// and cards fall back to initials when the photo host fails. Each filter
// rule and card field is the component tests' job (src/pages/products.test.tsx).
//
// What each view should list is worked out here from the build's view data
// with plain field tests, never with the site's own filter code.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import type { ProductView } from '../src/generated/view';
import { hydrated, looksWithoutPictures, untilHydrated } from './page';
import { pathOf, shopInChromium, viewOf } from './shop';

const chromium = shopInChromium();
const { page: products } = viewOf('products');
const catalogue = products.products;
const { labels } = products;

/** Each value once, in the order the catalogue first names it. */
function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

/** Chip rows as the page should show them: the pressed chip in brackets. */
function row(label: string, values: string[], pressed: string | null): string {
  const chips = [labels.all, ...values].map((c) => (c === (pressed ?? labels.all) ? `[${c}]` : c));
  return `${label}: ${chips.join(' | ')}`;
}

interface Wanted {
  category?: string;
  type?: string;
  model?: string;
  query?: string;
  inStock?: boolean;
}

/** What the page should show for a set of filters. */
function expected(want: Wanted, search: string): View {
  const { category = null, type = null, model = null, query = '', inStock = false } = want;
  const word = query.trim().toLowerCase();
  const titles = catalogue
    .filter(
      (p: ProductView) =>
        (category === null || p.category === category) &&
        (type === null || p.type === type) &&
        (model === null || p.model === model) &&
        (!inStock || p.in_stock) &&
        p.search.includes(word),
    )
    .map((p) => p.title);
  const rows = [row(labels.category, distinct(catalogue.map((p) => p.category)), category)];
  if (category !== null) {
    const inCategory = catalogue.filter((p) => p.category === category);
    rows.push(row(labels.type, distinct(inCategory.map((p) => p.type)), type));
    if (type !== null)
      rows.push(row(labels.model, distinct(inCategory.filter((p) => p.type === type).map((p) => p.model)), model));
  }
  return { search, rows, query, inStock, titles };
}

/** Everything a filter change can touch, read in one go. */
type View = { search: string; rows: string[]; query: string; inStock: boolean; titles: string[] };

function view(page: Page): Promise<View> {
  return page.evaluate(() => {
    const form = document.querySelector('form[role="search"]');
    const rows = [...(form?.querySelectorAll('[role="group"]') ?? [])].map((group) => {
      const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '?';
      const chips = [...group.querySelectorAll('button')].map((b) =>
        b.getAttribute('aria-pressed') === 'true' ? `[${b.textContent}]` : b.textContent,
      );
      return `${label}: ${chips.join(' | ')}`;
    });
    return {
      search: window.location.search,
      rows,
      query: form?.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '(no search box)',
      inStock: form?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false,
      titles: [...document.querySelectorAll('main article h2')].map((h) => h.textContent ?? ''),
    };
  });
}

async function shows(page: Page, want: Wanted, search: string): Promise<void> {
  await expect.poll(() => view(page)).toEqual(expected(want, search));
}

async function chip(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('group', { name: label, exact: true }).getByRole('button', { name: text, exact: true }).click();
}

// A product whose category has more than one type, and whose type has more
// than one model where the catalogue has one: the deepest path to follow.
const deep =
  catalogue.find(
    (p) =>
      distinct(catalogue.filter((q) => q.category === p.category && q.type === p.type).map((q) => q.model)).length > 1,
  ) ?? catalogue[0]!;
const { category, type, model } = deep;
/** A word of its title, to search for. */
const word = deep.title.split(' ').find((w) => w.length > 3) ?? deep.title;
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

describe('the Products address bar', () => {
  test('follows every filter; Back and Forward step through them, box, chips and cards', async () => {
    const { page, errors, close } = await chromium.open(pathOf('products'));
    const states: [Wanted, string][] = [
      [{}, ''],
      [{ category }, q({ category })],
      [{ category, type }, q({ category, type })],
      [{ category, type, model }, q({ category, type, model })],
      // Typing rewrites the current entry instead of adding one per letter.
      [{ category, type, model, query: word }, q({ category, type, model, q: word })],
      [{ category, type, model, query: word, inStock: true }, q({ category, type, model, q: word, stock: '1' })],
      [{}, ''],
    ];
    const steps = [
      () => chip(page, labels.category, category),
      () => chip(page, labels.type, type),
      () => chip(page, labels.model, model),
      () => page.getByRole('searchbox', { name: labels.search }).fill(word),
      () => page.getByRole('checkbox', { name: labels.in_stock_only }).check(),
      () => page.getByRole('button', { name: labels.reset, exact: true }).click(),
    ];
    await shows(page, ...states[0]!);
    for (const [i, step] of steps.entries()) {
      await step();
      await shows(page, ...states[i + 1]!);
    }
    // Back through every entry the visitor made, then Forward again. The
    // search took over the model's entry, so that one is not there.
    const entries = [0, 1, 2, 4, 5, 6];
    for (const at of entries.slice(0, -1).reverse()) {
      await page.goBack();
      await shows(page, ...states[at]!);
    }
    for (const at of entries.slice(1)) {
      await page.goForward();
      await shows(page, ...states[at]!);
    }
    expect(errors).toEqual([]);
    await close();
  });

  test('a shared link opens straight on its view, a reload keeps it, and a stale one falls back to what exists', async () => {
    const want = { category, type, model, query: word };
    const search = q({ category, type, model, q: word });
    const { page, errors, close } = await chromium.open(`${pathOf('products')}${search}`);
    await shows(page, want, search);

    await page.reload();
    await untilHydrated(page);
    await shows(page, want, search);

    // After a reload the filters still change, and Back still works.
    await page.getByRole('checkbox', { name: labels.in_stock_only }).check();
    await shows(page, { ...want, inStock: true }, q({ category, type, model, q: word, stock: '1' }));
    await page.goBack();
    await shows(page, want, search);

    // A type that is not in the category is dropped, and the model under it;
    // the address bar then says what is on screen.
    const other = catalogue.find((p) => p.category !== category)!;
    await chromium.visit(
      page,
      `${pathOf('products')}${q({ category, type: `${other.type} (gone)`, model: other.model, stock: 'true' })}`,
    );
    await shows(page, { category, inStock: true }, q({ category, stock: '1' }));

    expect(errors).toEqual([]);
    await close();
  });
});

test.each([
  [360, 'the top of the first card'],
  [1280, 'the whole first row of cards'],
] as const)('on the first screen at %i×800, %s shows above the contact bar', async (width, _what) => {
  const { page, close } = await chromium.open(pathOf('products'), { viewport: { width, height: 800 } });
  const bar = (await page.locator('.contact-bar').boundingBox())!;
  const cards = page.locator('main article');
  const first = (await cards.first().boundingBox())!;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  if (width === 360) {
    // At least its stock line: the visitor sees that the products start here.
    expect(first.y + 16).toBeLessThanOrEqual(bar.y);
  } else {
    // The row: every card whose top is the first card's, whole.
    const row = (await cards.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON()))).filter(
      (box: DOMRect) => Math.abs(box.y - first.y) < 1,
    );
    expect(row.length).toBeGreaterThan(1);
    for (const box of row) expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  }
  await close();
});

test('when the photo host fails, every card shows the initials tile of a product without a photo', async () => {
  const { page, errors, close } = await chromium.open(pathOf('products'), { images: 'fail' });
  const cards = page.locator('main article');
  expect(await cards.count()).toBe(catalogue.length);
  expect(catalogue.some((p) => p.image !== null)).toBe(true);
  for (const [i, product] of catalogue.entries()) {
    const media = cards.nth(i).locator('.product-media');
    expect(await media.getByText(product.initials, { exact: true }).count(), product.title).toBe(product.image ? 0 : 1);
    expect(await looksWithoutPictures(media, 'initials'), product.title).toBe(true);
  }
  // The failed downloads are the point here; nothing else may go wrong.
  expect(errors.filter((e) => !/^Failed to load resource: /.test(e))).toEqual([]);
  await close();
});

test('a photo that loads shows over its tile', async () => {
  const { page, close } = await chromium.open(pathOf('products'));
  const withPhoto = catalogue.findIndex((p) => p.image !== null);
  const media = page.locator('main article').nth(withPhoto).locator('.product-media');
  expect(await looksWithoutPictures(media, 'initials')).toBe(false);
  await close();
});

describe('on a slow phone, before the filters wake up', () => {
  test('a chip tapped early is applied once the island is ready, with its own history entry', async () => {
    const { page, errors, close, wake } = await chromium.slowPhone(pathOf('products'));
    expect(await hydrated(page)).toBe(false);
    const accessories = catalogue.filter((p) => p.category === 'Accessories');
    await page
      .getByRole('group', { name: labels.category })
      .getByRole('button', { name: 'Accessories', exact: true })
      .click();
    expect(await hydrated(page)).toBe(false);
    expect(await page.locator('main article').count()).toBe(catalogue.length);
    wake();
    await untilHydrated(page);
    const types = distinct(accessories.map((p) => p.type));
    await shows(page, { category: 'Accessories' }, q({ category: 'Accessories' }));
    expect(await page.getByRole('group', { name: labels.type }).getByRole('button').allInnerTexts()).toEqual([
      labels.all,
      ...types,
    ]);
    await page.goBack();
    await shows(page, {}, '');
    expect(errors).toEqual([]);
    await close();
  });

  test('words typed early stay in the box and filter the list once the island is ready', async () => {
    const { page, errors, close, wake } = await chromium.slowPhone(pathOf('products'));
    const box = page.getByRole('searchbox', { name: labels.search });
    await box.pressSequentially(word, { delay: 20 });
    expect(await hydrated(page)).toBe(false);
    wake();
    await untilHydrated(page);
    await shows(page, { query: word }, q({ q: word }));
    expect(await box.inputValue()).toBe(word);
    expect(errors).toEqual([]);
    await close();
  });
});
