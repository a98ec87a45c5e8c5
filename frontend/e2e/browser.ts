// Debian's Chromium driven by playwright-core. No browser is ever downloaded,
// and Chromium draws with the fonts of fonts.conf only, so a page looks the
// same on every machine whatever else is installed.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type Page,
  type LaunchOptions,
} from 'playwright-core';

export const FONTS_CONF = fileURLToPath(new URL('./fonts.conf', import.meta.url));

/** The font files fonts.conf relies on, and the Debian package of each. */
const FONT_FILES: [file: string, pkg: string][] = [
  ['/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', 'fonts-noto-core'],
  ['/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf', 'fonts-noto-core'],
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'fonts-dejavu-core'],
];

/**
 * Fails with what to install when Chromium or a font the tests draw with is
 * missing, instead of letting a layout test fail for a reason it cannot name.
 */
export function requireBrowserAndFonts(): void {
  const missing = FONT_FILES.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (!existsSync(executablePath())) missing.unshift('chromium');
  if (missing.length > 0) {
    const packages = [...new Set(missing)].join(' ');
    throw new Error(
      `the E2E tests need Debian's ${packages}: apt-get install ${packages} (bash .ci/run installs them)`,
    );
  }
}

/** Debian's Chromium, or `$CHROMIUM`. */
export function executablePath(): string {
  return process.env.CHROMIUM ?? '/usr/bin/chromium';
}

/** How every Chromium of the tests and tools starts. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function options(): LaunchOptions {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return {
    executablePath: executablePath(),
    args: CHROMIUM_FLAGS,
    env: { ...env, FONTCONFIG_FILE: FONTS_CONF },
  };
}

/** A browser of this process's own. */
export function launch(): Promise<Browser> {
  return chromium.launch(options());
}

/** A browser that the test files connect to, started once per run. */
export function launchServer(): Promise<BrowserServer> {
  return chromium.launchServer(options());
}

/** Connects to the browser of `launchServer`. */
export function connect(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/** A 1×1 transparent PNG, served in place of every picture from the internet. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What happens to pictures from other hosts: a stub picture, or a failure as when the host is down. */
export type Images = 'stub' | 'fail';

/**
 * A context that never leaves the machine: requests to other hosts get a
 * stub picture (`images: "stub"`) or fail (`images: "fail"`), as they would
 * for a visitor whose image host is down.
 */
export async function offlineContext(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions & { images?: Images } = {},
): Promise<BrowserContext> {
  const { images = 'stub', ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  // A guard against hangs, not a speed check: a loaded CI machine must not
  // fail a wait that a quiet one passes (speed is `just bench`'s).
  context.setDefaultTimeout(60_000);
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      images === 'stub' && route.request().resourceType() === 'image'
        ? route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL })
        : route.abort('internetdisconnected'),
  );
  return context;
}

/**
 * Adds `css` to the page as a constructed stylesheet: the way a test
 * restyles a page under the site's Content-Security-Policy, which refuses
 * any `<style>` the build did not write (`page.addStyleTag` among them).
 */
export async function addStyle(page: Page, css: string): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}
