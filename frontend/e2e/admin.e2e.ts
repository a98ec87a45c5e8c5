// The editor at /admin/ (Sveltia CMS, issue 58), on a phone, against a
// stand-in for GitHub's API (fake-github.ts) that answers in the browser
// for https://api.github.com: the owner signs in with a token, changes a
// product's price, adds a product with a photo from the camera (a JPEG
// that says where it was taken), and saves. What the editor committed must
// pass `shopsite check`, differ from what was there only in what was
// edited, build into a site with the new price and the new product's page,
// and hold no GPS position. The editor loads with no console error and no
// violation of its own Content-Security-Policy, which the test server
// sends from the build's `_headers`, as a host would; and no page of the
// site asks for any of its files.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';

import { FakeGitHub } from './fake-github';
import { errorsOf, watchViolations } from './page';
import { atRoot, pathOf, ROUTES, shopInChromium } from './shop';
import { binary, buildSite, copyOfFixtureShop, type Served, serve, temporaryDir } from './site';

const chromium = shopInChromium();

const REPOSITORY = 'sharma-mobile/shop';
const TOKEN = 'github_pat_11TESTTOKEN';
const BASE = 'https://sharmamobilecare.in/';
/** Sveltia sets a label's words apart with Unicode isolates: `Add ⁨Products⁩`. */
const isolated = (words: string) => `\u2068${words}\u2069`;

/** Every file under `dir`, by its path under `prefix`. */
function filesUnder(dir: string, prefix: string, into = new Map<string, Buffer>()): Map<string, Buffer> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) filesUnder(file, `${prefix}${name}/`, into);
    else into.set(`${prefix}${name}`, readFileSync(file));
  }
  return into;
}

/** An EXIF segment (APP1) whose GPS IFD puts the photo at 28°39′30″N 77°35′42″E. */
function gpsExif(): Buffer {
  const t = Buffer.alloc(128);
  let o = 0;
  const u16 = (v: number) => {
    t.writeUInt16BE(v, o);
    o += 2;
  };
  const u32 = (v: number) => {
    t.writeUInt32BE(v, o);
    o += 4;
  };
  t.write('MM', 0);
  o = 2;
  u16(42);
  u32(8);
  // IFD0: one entry, the GPS IFD's offset (tag 0x8825), 26.
  u16(1);
  u16(0x8825);
  u16(4);
  u32(1);
  u32(26);
  u32(0);
  // The GPS IFD: latitude N and longitude E, each three rationals.
  u16(4);
  u16(1);
  u16(2);
  u32(2);
  t.write('N\0', o);
  o += 4;
  u16(2);
  u16(5);
  u32(3);
  u32(80);
  u16(3);
  u16(2);
  u32(2);
  t.write('E\0', o);
  o += 4;
  u16(4);
  u16(5);
  u32(3);
  u32(104);
  u32(0);
  for (const [n, d] of [
    [28, 1],
    [39, 1],
    [3000, 100],
    [77, 1],
    [35, 1],
    [4200, 100],
  ] as const) {
    u32(n);
    u32(d);
  }
  const exif = Buffer.concat([Buffer.from('Exif\0\0'), t]);
  const length = exif.length + 2;
  return Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 255]), exif]);
}

/** A 1200×900 JPEG as a phone's camera writes it, with the GPS position in its EXIF. */
async function cameraPhoto(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0a7' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  // After SOI, before the rest: where a camera puts its EXIF.
  return Buffer.concat([jpeg.subarray(0, 2), gpsExif(), jpeg.subarray(2)]);
}

/** Whether an image file holds EXIF (a JPEG's `Exif\0\0`, a WebP's `EXIF` chunk) or GPS data. */
function hasExifOrGps(bytes: Buffer): boolean {
  return (
    bytes.includes(Buffer.from('Exif\0\0')) ||
    bytes.includes(Buffer.from('EXIF')) ||
    bytes.includes(gpsExif().subarray(30))
  );
}

/**
 * `value` with each text's final line break removed: Sveltia writes a block
 * text as `|-`, without the one `|` keeps, which shopsite reads the same
 * (a description's lines are its paragraphs).
 */
function withoutFinalLineBreaks(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\n$/, '');
  if (Array.isArray(value)) return value.map(withoutFinalLineBreaks);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutFinalLineBreaks(v)]));
  }
  return value;
}

/** `shopsite` run in `dir`, as the publish workflow runs it. */
function shopsite(args: string[], content: string): { code: number; out: string } {
  const run = spawnSync(binary(), [...args, '--content', content], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: run.status ?? -1, out: `${run.stdout}${run.stderr}` };
}

describe('the editor at /admin/', () => {
  let content = '';
  let served: Served | undefined;
  let github: FakeGitHub;

  beforeAll(() => {
    content = copyOfFixtureShop();
    served = undefined;
    github = new FakeGitHub('sharma-mobile', 'shop', filesUnder(content, 'content/'), TOKEN);
  });
  afterAll(async () => {
    await served?.close();
  });

  /** A phone's context that reaches only the served site, and GitHub through the stand-in; every other request is recorded and fails. */
  async function phone(origin: string): Promise<{ context: BrowserContext; elsewhere: string[] }> {
    const context = await chromium.context({
      origin,
      viewport: { width: 360, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    // Each step is quick: a missing button fails in seconds, not minutes.
    context.setDefaultTimeout(20_000);
    const elsewhere: string[] = [];
    // Registered after the offline context's own route, so asked first.
    await context.route(
      (url) => url.origin !== origin,
      async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        if (url.origin === 'https://api.github.com') {
          const answer = github.answer(
            request.method(),
            url,
            (await request.headerValue('authorization')) ?? undefined,
            request.postDataBuffer(),
          );
          await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
          return;
        }
        if (url.href === 'https://www.githubstatus.com/api/v2/status.json') {
          await route.fulfill({
            status: 200,
            headers: { 'access-control-allow-origin': '*' },
            contentType: 'application/json',
            body: JSON.stringify({ status: { indicator: 'none' } }),
          });
          return;
        }
        elsewhere.push(url.href);
        await route.fallback();
      },
    );
    return { context, elsewhere };
  }

  async function signIn(page: Page, origin: string): Promise<void> {
    const response = await page.goto(`${origin}/admin/`);
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self' 'wasm-unsafe-eval';/);
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
    await page.getByLabel('Personal Access Token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/#\/collections/);
  }

  test('changes a price and adds a product with a photo, and what it commits builds', async () => {
    const dist = buildSite(BASE, content, { GITHUB_REPOSITORY: REPOSITORY });
    served = await serve(dist, '/');
    const origin = served.origin;
    const { context, elsewhere } = await phone(origin);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const violations = await watchViolations(page);
    await signIn(page, origin);

    // The first screen, under a bar of shopsite's own: what the shop keeps
    // where the editor cannot change it (this one's repair prices are a
    // spreadsheet), and the publish runs, each a thumb's height, each in a
    // tab of its own. The editor begins below the bar, not under it.
    const bar = page.locator('#bar');
    expect((await bar.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      'Not editable here: repair-prices.csv Publish runs',
    );
    const links = bar.getByRole('link');
    expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target')]))).toEqual([
      ['https://github.com/shopsite/shopsite/blob/main/docs/owner/phone.md#what-the-editor-cannot-change', '_blank'],
      [`https://github.com/${REPOSITORY}/actions/workflows/publish.yml`, '_blank'],
    ]);
    for (const box of await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON()))) {
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.right).toBeLessThanOrEqual(360);
    }
    const barBottom = (await bar.boundingBox())!.y + (await bar.boundingBox())!.height;
    const contents = page.getByRole('heading', { name: 'Contents' });
    expect(await contents.isVisible()).toBe(true);
    expect((await contents.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
    // Each content file is listed there, with its icon: the products are
    // one tap away.
    const files = page.getByRole('treeitem');
    expect(await files.evaluateAll((items) => items.map((i) => i.textContent?.replace(/\s+/g, ' ').trim()))).toEqual([
      'storefront Site',
      'school Courses',
      'inventory_2 Products',
      'smart_display Videos',
      'build Repairs',
      'currency_rupee Repair prices',
      ...['Home', 'Training', 'Products', 'Videos', 'Repairs', 'About', 'Not found'].map((p) => `article Page: ${p}`),
    ]);
    await page.getByRole('treeitem', { name: 'Products', exact: true }).click();
    await page.waitForURL(/#\/collections\/_singletons\/entries\/products$/);
    const price = page.getByRole('spinbutton', { name: 'Price' }).first();
    await expect.poll(() => price.inputValue()).toBe('1499');
    await price.fill('1599');

    // The list's head says how many products it holds: "14 Products".
    const count = async () =>
      Number(/(\d+)\s*\u2068?Products\u2069?\s*$/m.exec(await page.locator('body').innerText())?.[1]);
    await expect.poll(count).toBe(14);
    await page.getByRole('button', { name: new RegExp(`^Add ${isolated('Products')}$`) }).click();
    await expect.poll(count).toBe(15);
    // The new block, the 15th: its body is `list-…-item-14-body`.
    const block = page.locator('[id^="list-"][id$="-item-14-body"]');
    const added = block.getByRole('textbox', { name: 'Id' });
    expect(await added.inputValue()).toBe('');
    await added.fill('tempered-glass-a15');
    await block.getByRole('textbox', { name: 'Title' }).fill('Tempered glass for Galaxy A15');
    await block.getByRole('spinbutton', { name: 'Price' }).fill('199');
    await block.getByRole('switch', { name: 'In stock' }).click();
    // The fields further down are drawn as they scroll into view.
    const image = block.getByRole('group', { name: new RegExp(isolated('Image')) });
    for (let i = 0; i < 40 && (await image.count()) === 0; i++) await page.mouse.wheel(0, 400);
    await image.getByRole('button', { name: 'Browse' }).click();
    const dialog = page.locator('dialog[open]');
    const photo = await cameraPhoto();
    expect(hasExifOrGps(photo)).toBe(true);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Upload' }).click(),
    ]);
    await chooser.setFiles({ name: 'Glass Photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    const insert = dialog.getByRole('button', { name: 'Insert' });
    await expect.poll(() => insert.isEnabled()).toBe(true);
    await insert.click();
    await expect.poll(() => dialog.count()).toBe(0);
    // The field names the uploaded photo, as the product will.
    await expect
      .poll(() => image.getByRole('textbox', { name: 'Image' }).textContent())
      .toBe('/photos/glass-photo.webp');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    const callsBefore = github.calls.length;
    await save.click();
    await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(1);
    // What the owner's guide says the editor then shows.
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('check_circle Success Entry saved.');
    // A save is three requests to GitHub, as the owner's guide says ("How
    // long until a change is live"): the branch's head, asked twice, then
    // the commit with the photo in it.
    await expect
      .poll(() => github.calls.slice(callsBefore))
      .toEqual([
        'POST /graphql query repository(ref)',
        'POST /graphql query repository(ref)',
        'POST /graphql mutation createCommitOnBranch(commit)',
      ]);

    // One commit: the products' file and the photo, nothing else.
    const [commit] = github.commits;
    expect([...commit!.additions.keys()].sort()).toEqual(['content/photos/glass-photo.webp', 'content/products.yaml']);
    expect(commit!.deletions).toEqual([]);

    // The photo: a WebP of at most 1600 px, with no EXIF and no GPS.
    const webp = commit!.additions.get('content/photos/glass-photo.webp')!;
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(hasExifOrGps(webp)).toBe(false);
    const meta = await sharp(webp).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);

    // The products' file: the same products, the first one's price changed,
    // and one more at the end, as the owner wrote it.
    const before = parse(readFileSync(path.join(content, 'products.yaml'), 'utf8')) as {
      products: Record<string, unknown>[];
    };
    const after = parse(commit!.additions.get('content/products.yaml')!.toString('utf8')) as typeof before;
    const expected = structuredClone(before);
    expected.products[0]!.price = 1599;
    expected.products.push({
      id: 'tempered-glass-a15',
      title: 'Tempered glass for Galaxy A15',
      price: 199,
      in_stock: true,
      image: '/photos/glass-photo.webp',
    });
    expect(withoutFinalLineBreaks(after)).toEqual(withoutFinalLineBreaks(expected));
    // Every other file is as it was.
    for (const [file, bytes] of filesUnder(content, 'content/')) {
      if (file !== 'content/products.yaml') expect(github.files.get(file)?.equals(bytes), file).toBe(true);
    }

    // The repository after the save, as the publish workflow checks it out.
    const shop = path.join(temporaryDir('shopsite-admin-saved-'), 'content');
    for (const [file, bytes] of github.files) {
      const to = path.join(shop, file.replace(/^content\//, ''));
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, bytes);
    }
    const check = shopsite(['check', '--for-publishing'], shop);
    expect(check.out).toContain('content OK: 15 products');
    expect(check.code).toBe(0);
    const built = buildSite(BASE, shop);
    const newPage = readFileSync(path.join(built, 'products/tempered-glass-a15/index.html'), 'utf8');
    expect(newPage).toContain('Tempered glass for Galaxy A15');
    expect(newPage).toContain('₹199');
    const first = before.products[0]!.id as string;
    const firstPage = readFileSync(path.join(built, `products/${first}/index.html`), 'utf8');
    expect(firstPage).toContain('₹1,599');
    expect(firstPage).not.toContain('₹1,499');
    // The photo the site serves is the build's own, and has no GPS either.
    const photos = readdirSync(path.join(built, 'assets'), { recursive: true })
      .map(String)
      .filter((p) => p.includes('glass-photo'));
    expect(photos.length).toBeGreaterThan(0);
    for (const p of photos) expect(hasExifOrGps(readFileSync(path.join(built, 'assets', p))), p).toBe(false);

    expect(elsewhere).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a new shop's repair price is changed from the phone: every list of it is YAML", async () => {
    // A shop as `shopsite new` makes it: no spreadsheet, so the bar names none.
    const project = path.join(temporaryDir('shopsite-admin-new-'), 'shop');
    const made = spawnSync(binary(), ['new', project], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(made.status, made.stderr).toBe(0);
    const shop = path.join(project, 'content');
    github = new FakeGitHub('sharma-mobile', 'shop', filesUnder(shop, 'content/'), TOKEN);
    const dist = buildSite(BASE, shop, { GITHUB_REPOSITORY: REPOSITORY });
    const site = await serve(dist, '/');
    try {
      const { context, elsewhere } = await phone(site.origin);
      const page = await context.newPage();
      const errors = errorsOf(page);
      const violations = await watchViolations(page);
      await signIn(page, site.origin);
      expect((await page.locator('#bar').textContent())?.replace(/\s+/g, ' ').trim()).toBe(
        'Spreadsheets (.csv): not editable here Publish runs',
      );
      await page.getByRole('treeitem', { name: 'Repair prices', exact: true }).click();
      const price = page.getByRole('textbox', { name: 'Price', exact: true }).first();
      await expect.poll(() => price.inputValue()).toBe('1899');
      await price.fill('2099');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(1);
      const [commit] = github.commits;
      expect([...commit!.additions.keys()]).toEqual(['content/repair-prices.yaml']);
      const before = parse(readFileSync(path.join(shop, 'repair-prices.yaml'), 'utf8')) as {
        prices: Record<string, unknown>[];
      };
      const after = parse(commit!.additions.get('content/repair-prices.yaml')!.toString('utf8')) as typeof before;
      // A price is a text in the editor (a range such as 1499-1999 is one
      // too), so it writes every one quoted, which shopsite reads the same.
      const asText = (prices: Record<string, unknown>[]) => prices.map((p) => ({ ...p, price: String(p.price) }));
      expect(after.prices[0]!.price).toBe('2099');
      expect(asText(after.prices.slice(1))).toEqual(asText(before.prices.slice(1)));

      writeFileSync(path.join(shop, 'repair-prices.yaml'), commit!.additions.get('content/repair-prices.yaml')!);
      const check = shopsite(['check'], shop);
      expect(check.out).toContain('content OK: 14 products, 3 courses, 4 playlists, 12 repair prices (5 phone models)');
      expect(check.code).toBe(0);
      const model = readFileSync(path.join(buildSite(BASE, shop), 'repairs/vivo/y28/index.html'), 'utf8');
      expect(model).toContain('₹2,099');
      expect(model).not.toContain('₹1,899');
      expect(elsewhere).toEqual([]);
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await site.close();
    }
  });

  test('no page of the site asks for any file of the editor', async () => {
    for (const { route } of ROUTES) {
      const context = await chromium.context();
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      await chromium.visit(page, pathOf(route));
      expect(
        asked.filter((p) => p.startsWith('/admin/')),
        route,
      ).toEqual([]);
      expect(await page.content()).not.toContain('admin/');
      await context.close();
    }
    const sitemap = readFileSync(path.join(atRoot.dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/admin/');
  });

  test('without a repository, /admin/ says how to name one and loads no editor', async () => {
    // The shared build has no repository (site.ts clears GITHUB_REPOSITORY).
    const context = await chromium.context();
    const page = await context.newPage();
    const errors = errorsOf(page);
    const violations = await watchViolations(page);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${atRoot.origin}/admin/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('The editor needs your repository');
    expect(await page.locator('pre').textContent()).toBe('repository: your-name/your-shop');
    expect(asked).toEqual(['/admin/']);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
