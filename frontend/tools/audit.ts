// Lighthouse on every route of a built site, for `just audit`:
//
//   npx tsx tools/audit.ts ../dist
//   npx tsx tools/audit.ts /tmp/shop10k/dist /products/     (only these routes)
//
// By default it audits every route that is one page, and one page of each
// kind a site has many of: the catalogue's page 2, a product's page with
// a photo and one without, and a brand's and a model's repair prices.
//
// The budgets test counts the bytes a page costs; this measures what a
// visitor on a mid-range phone gets from them: Lighthouse's default mobile
// settings (simulated slow 4G and a slowed-down CPU) in Debian's Chromium.
// The site is served here the way a static host serves it (index.html for a
// folder, 404.html with status 404, gzip), every route is audited three
// times, and one markdown table of the median runs goes to stdout. Pictures
// from other hosts are blocked, as if those hosts were down: this machine has
// no internet, and the page must be fast without them anyway. Exits non-zero
// when any run fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { CHROMIUM_FLAGS, executablePath, FONTS_CONF } from '../e2e/browser';
import { serve, type Served } from '../e2e/site';

const RUNS = 3;
/** A path no page has: the host answers it with 404.html. */
const NOT_FOUND = '/no/such/page/';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const HEADER = ['route', 'perf', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'HTML', 'CSS', 'JS'];
const CHROMIUM = executablePath();

interface Failure {
  route: string;
  run: number;
  reason: string;
}

/**
 * Every `index.html` under `root`, as a route: `/`, `/training/`, … but the
 * owner's editor, `/admin/`, which is no page of the site
 * (docs/behaviour.md#the-editor-at-admin).
 */
function pageFiles(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const rel of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(rel) !== 'index.html') continue;
    if (rel.split(path.sep)[0] === 'admin') continue;
    const dir = path.dirname(rel).split(path.sep).join('/');
    pages.set(dir === '.' ? '/' : `/${dir}/`, path.join(root, rel));
  }
  return new Map([...pages].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The pages to audit by default: every route that is one page, and one page
 * of each kind there are many of (a catalogue has hundreds, alike): the
 * catalogue's page 2, a product's page with a photo and one without, and
 * with a repair price list, the first brand's page and its first model's.
 */
function samples(pages: Map<string, string>): string[] {
  const repairs = [...pages.keys()].filter((route) => /^\/repairs\/.+\/$/.test(route));
  const brand = repairs.find((route) => /^\/repairs\/[^/]+\/$/.test(route));
  const model = repairs.find((route) => brand !== undefined && route.startsWith(brand) && route !== brand);
  const many = (route: string) =>
    /^\/products\/[^/]+\/$/.test(route) || route.startsWith('/products/page/') || repairs.includes(route);
  const routes = [...pages.keys()].filter((route) => !many(route));
  const products = [...pages.keys()].filter((route) => many(route) && !route.startsWith('/products/page/'));
  // The main photo of a product's page is the one fetched first.
  const photo = (route: string) =>
    /<img\b[^>]*fetchPriority="high"/i.test(readFileSync(pages.get(route) ?? '', 'utf8'));
  const withPhoto = products.find(photo);
  const without = products.find((route) => !photo(route));
  const catalogue = pages.has('/products/page/2/') ? ['/products/page/2/'] : [];
  return [...routes, ...catalogue, ...[withPhoto, without, brand, model].filter((r) => r !== undefined)];
}

/** The origins of other hosts that `<img>` and `<link rel=preconnect>` of these pages name. */
function externalOrigins(files: string[]): string[] {
  const origins = new Set<string>();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const [tag] of html.matchAll(/<img\b[^>]*>|<link\b[^>]*\brel="?preconnect\b[^>]*>/gi)) {
      for (const [url] of tag.matchAll(/https?:\/\/[^\s"'/>,]+/g)) origins.add(new URL(url).origin);
    }
  }
  return [...origins].sort();
}

/**
 * Lighthouse's `blockedUrlPatterns` rather than a browser-wide switch such as
 * `--host-resolver-rules`: both make the requests fail as they would with the
 * host down, but Lighthouse's console-errors audit ignores only its own
 * blocking (ERR_BLOCKED_BY_CLIENT.Inspector), so Best Practices scores the
 * site and not this machine's missing internet. The cost is that a host no
 * page names is not blocked: `unblocked` reports any such request.
 */
function blockedPatterns(origins: string[]): string[] {
  return origins.map((origin) => `${origin}/*`);
}

/** The requests of a run to hosts that are neither the site nor blocked. */
function unblocked(lhr: Result, origin: string, blocked: string[]): string[] {
  return networkRequests(lhr)
    .map((request) => request.url)
    .filter((url) => /^https?:/.test(url) && !url.startsWith(`${origin}/`))
    .filter((url) => !blocked.includes(new URL(url).origin));
}

/** Lighthouse's warnings about a run, less the 404 status that the not-found page is meant to have. */
function warnings(route: string, lhr: Result): string[] {
  return lhr.runWarnings.filter((warning) => !(route === NOT_FOUND && warning.includes('(Status code: 404)')));
}

/** One Lighthouse run, or an error saying why it failed. */
async function audit(url: string, flags: Flags): Promise<Result> {
  const result = await lighthouse(url, flags);
  if (result === undefined) throw new Error('Lighthouse returned no result');
  const error = result.lhr.runtimeError;
  if (error !== undefined) throw new Error(`${error.code}: ${error.message}`);
  return result.lhr;
}

/** The requests a run saw, from its network-requests audit. */
function networkRequests(lhr: Result): { url: string; resourceType: string; transferSize: number }[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => ({
    url: String(item.url),
    resourceType: String(item.resourceType),
    transferSize: Number(item.transferSize),
  }));
}

/** The bytes a run transferred for resources of `type` (Document, Stylesheet, Script). */
function transferred(lhr: Result, type: string): number {
  return networkRequests(lhr)
    .filter((request) => request.resourceType === type)
    .reduce((sum, request) => sum + request.transferSize, 0);
}

function score(lhr: Result, category: string): string {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? String(Math.round(value * 100)) : '–';
}

/** An audit's figure (ms, or unitless for CLS) formatted by `format`. */
function metric(lhr: Result, id: string, format: (value: number) => string): string {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? format(value) : '–';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const bytes = (n: number) => n.toLocaleString('en-US');

/** The table row of one route's median run. */
function row(route: string, lhr: Result): string[] {
  return [
    route,
    ...CATEGORIES.map((category) => score(lhr, category)),
    metric(lhr, 'first-contentful-paint', seconds),
    metric(lhr, 'largest-contentful-paint', seconds),
    metric(lhr, 'total-blocking-time', milliseconds),
    metric(lhr, 'cumulative-layout-shift', (cls) => cls.toFixed(3)),
    bytes(transferred(lhr, 'Document')),
    bytes(transferred(lhr, 'Stylesheet')),
    bytes(transferred(lhr, 'Script')),
  ];
}

/** A markdown table, padded so that it also reads well as plain text; numbers to the right. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}`;
  return [line(header), `${rule}|`, ...rows.map(line)].join('\n');
}

/** Audits `route` RUNS times and returns the successful runs; failures go to `failures`. */
async function auditRoute(
  route: string,
  site: Served,
  chrome: LaunchedChrome,
  blocked: string[],
  failures: Failure[],
): Promise<Result[]> {
  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    blockedUrlPatterns: blockedPatterns(blocked),
    // Lighthouse stops at a 404 unless told that it is the page under test.
    ignoreStatusCode: route === NOT_FOUND,
  };
  const runs: Result[] = [];
  for (let run = 1; run <= RUNS; run++) {
    try {
      runs.push(await audit(`${site.origin}${route}`, flags));
    } catch (error) {
      failures.push({ route, run, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return runs;
}

async function main(): Promise<void> {
  const started = performance.now();
  const dist = process.argv[2];
  if (dist === undefined) throw new Error('usage: npx tsx tools/audit.ts <built site folder> [/route/ …]');
  const root = path.resolve(dist);
  if (!existsSync(path.join(root, '404.html'))) throw new Error(`${root} is not a built site: no 404.html`);

  const pages = pageFiles(root);
  // Routes named after the folder, e.g. `/products/`: only those (a
  // 10,000-product build has 400 catalogue pages of the same kind).
  const named = process.argv.slice(3);
  const unknown = named.filter((route) => !pages.has(route));
  if (unknown.length > 0) throw new Error(`no such page in ${root}: ${unknown.join(', ')}`);
  const routes = named.length > 0 ? named : [...samples(pages), NOT_FOUND];
  const blocked = externalOrigins([...routes.flatMap((r) => pages.get(r) ?? []), path.join(root, '404.html')]);
  const site = await serve(root, '/', { gzip: true });
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    // The E2E tests' fonts, so that text, and so LCP and CLS, lay out the same on every machine.
    envVars: { ...process.env, FONTCONFIG_FILE: FONTS_CONF },
  });

  const rows: string[][] = [];
  const failures: Failure[] = [];
  const notes = new Set<string>();
  let version = '';
  try {
    for (const route of routes) {
      process.stderr.write(`auditing ${route} ×${RUNS}\n`);
      const runs = await auditRoute(route, site, chrome, blocked, failures);
      if (runs.length === 0) {
        rows.push([route, 'failed', ...HEADER.slice(2).map(() => '–')]);
        continue;
      }
      const median = computeMedianRun(runs);
      version = median.lighthouseVersion;
      rows.push(row(route, median));
      for (const run of runs) {
        for (const warning of warnings(route, run)) notes.add(`${route}: ${warning}`);
        for (const url of unblocked(run, site.origin, blocked)) notes.add(`${route}: not blocked: ${url}`);
      }
    }
  } finally {
    chrome.kill();
    await site.close();
  }

  console.log(
    `Lighthouse ${version || '(no run succeeded)'}, mobile, simulated throttling, ${path.basename(CHROMIUM)}; ` +
      `each row is the median of ${RUNS} runs by Lighthouse's computeMedianRun (the run nearest the median FCP and TTI).`,
  );
  console.log(
    `Blocked as if down: ${blocked.join(', ') || 'none'}. HTML/CSS/JS: bytes transferred, gzip -9 (the HTML holds the inline stylesheet; CSS is stylesheet requests).\n`,
  );
  console.log(table(HEADER, rows));
  for (const note of notes) console.log(`note: ${note}`);
  for (const { route, run, reason } of failures) console.log(`FAILED: ${route} run ${run}: ${reason}`);
  const total = routes.length * RUNS;
  console.log(`\n${total - failures.length} of ${total} runs succeeded in ${seconds(performance.now() - started)}.`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
