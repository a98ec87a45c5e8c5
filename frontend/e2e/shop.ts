// What every E2E test file works with: the fixture shop that the global
// setup built and serves (its view data included, so expected texts come
// from the data, never retyped), the run's one Chromium, and one way to open
// a page and collect its errors.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

import type { Page as PageView, Route, Shell } from '../src/generated/view';
import { paths } from '../src/test/fixture';
import { connect, offlineContext, type Images } from './browser';
import type { ServedShop } from './global-setup';
import { errorsOf, untilHydrated } from './page';

/** The fixture shop at the root of a domain. */
export const atRoot: ServedShop = inject('atRoot');
/** The fixture shop published under `/shop/`. */
export const underSubPath: ServedShop = inject('underSubPath');

/**
 * The routes that are one page each. A product's own page (`product`) is a
 * route with a page per product and no data file: see {@link productPaths};
 * so are a brand's and a phone model's repair prices.
 */
export type PageRoute = Exclude<Route, 'product' | 'repair-brand' | 'repair-model'>;

/** What the CLI wrote to `data/<route>.json` for a served shop. */
export function viewOf<R extends PageRoute>(
  route: R,
  shop: ServedShop = atRoot,
): { shell: Shell; page: Extract<PageView, { route: R }> } {
  return JSON.parse(readFileSync(path.join(shop.dist, 'data', `${route}.json`), 'utf8'));
}

/** An address no page has: the host answers with the 404 page. */
export const NOT_FOUND = 'no/such/page/';

/** The path of a route under the site's prefix: `""`, `training/`, …; the 404 page's is {@link NOT_FOUND}. */
export function pathOf(route: PageRoute): string {
  return paths[route] ?? NOT_FOUND;
}

/** Every route that is one page, with its path, in the order of the build. */
export const ROUTES = (Object.keys(paths) as Route[])
  .filter((route): route is PageRoute => !['product', 'repair-brand', 'repair-model'].includes(route))
  .map((route) => ({ route, path: pathOf(route) }));

/** A link of the site as a path under the shop's prefix, as {@link pathOf} gives them. */
export function pathIn(href: string, shop: ServedShop = atRoot): string {
  expect(href.startsWith(shop.prefix), `${href} is under ${shop.prefix}`).toBe(true);
  return href.slice(shop.prefix.length);
}

/** The path of every product's own page, in catalogue order: where the cards of /products/ link to. */
export function productPaths(shop: ServedShop = atRoot): string[] {
  return viewOf('products', shop).page.products.map((p) => pathIn(p.href, shop));
}

export interface ContextOptions extends BrowserContextOptions {
  images?: Images;
  origin?: string;
}

export interface OpenOptions extends BrowserContextOptions {
  images?: Images;
  /** Which served shop; the one at the root by default. */
  shop?: ServedShop;
  /** The HTTP status the page must answer with: 200, or 404 for {@link NOT_FOUND}. */
  status?: number;
}

/** A page opened in a context of its own. */
export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions, as they happen. */
  errors: string[];
  close(): Promise<void>;
}

export interface Chromium {
  readonly browser: Browser;
  /**
   * A fresh context that reaches only `origin` (the shop at the root by
   * default): pictures from other hosts are stubbed or fail.
   */
  context(options?: ContextOptions): Promise<BrowserContext>;
  /**
   * Opens `path` (relative to the shop's prefix, query included) in a fresh
   * offline context, checks its status, and waits until React has hydrated
   * its islands, unless JavaScript is off.
   */
  open(path: string, options?: OpenOptions): Promise<Tab>;
  /** Loads `path` in a page that is already open, as {@link open} does. */
  visit(page: Page, path: string, options?: { shop?: ServedShop; status?: number; hydrate?: boolean }): Promise<void>;
  /**
   * Opens `path` at 360×800 as a slow phone shows it: the CPU 6× slower,
   * 1.6 Mbps with 150 ms of latency, and the islands' scripts held back
   * until `wake()`, so the test can act before the islands can answer.
   */
  slowPhone(path: string): Promise<Tab & { wake(): void }>;
}

/** Registers the file's hooks: one connection to the run's Chromium. */
export function shopInChromium(): Chromium {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connect(inject('chromium'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const connected = (): Browser => {
    if (browser === undefined) throw new Error('Chromium is there only inside tests');
    return browser;
  };

  async function visit(
    page: Page,
    path: string,
    { shop = atRoot, status = path === NOT_FOUND ? 404 : 200, hydrate = true } = {},
  ): Promise<void> {
    const url = `${shop.origin}${shop.prefix}${path}`;
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(status);
    if (hydrate) await untilHydrated(page, `${url} hydrates`);
  }

  function context({ origin = atRoot.origin, ...options }: ContextOptions = {}): Promise<BrowserContext> {
    return offlineContext(connected(), origin, options);
  }

  async function open(path: string, { shop = atRoot, status, ...options }: OpenOptions = {}): Promise<Tab> {
    const tab = await context({ ...options, origin: shop.origin });
    const page = await tab.newPage();
    const notFound = status === 404 || (status === undefined && path === NOT_FOUND);
    const errors = errorsOf(page, notFound ? `${shop.origin}${shop.prefix}${path}` : undefined);
    await visit(page, path, { shop, status, hydrate: options.javaScriptEnabled !== false });
    return { context: tab, page, errors, close: () => tab.close() };
  }

  async function slowPhone(path: string): Promise<Tab & { wake(): void }> {
    const tab = await context({ viewport: { width: 360, height: 800 } });
    const page = await tab.newPage();
    const errors = errorsOf(page);
    const cdp = await tab.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    });
    let wake = () => {};
    const woken = new Promise<void>((resolve) => {
      wake = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await woken;
      await route.continue();
    });
    await visit(page, path, { hydrate: false });
    return { context: tab, page, errors, wake, close: () => tab.close() };
  }

  return {
    get browser() {
      return connected();
    },
    context,
    open,
    visit,
    slowPhone,
  };
}
