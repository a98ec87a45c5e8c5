// Debian's Chromium driven by playwright-core. No browser is ever downloaded.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

/** A 1×1 transparent PNG, served in place of every picture from the internet. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * A context that never leaves the machine: requests to other hosts get a
 * stub picture (`images: "stub"`) or fail (`images: "fail"`), as they would
 * for a visitor whose image host is down.
 */
export async function offlineContext(
  browser: Browser,
  origin: string,
  options: BrowserContextOptions & { images?: "stub" | "fail" } = {},
): Promise<BrowserContext> {
  const { images = "stub", ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      images === "stub" && route.request().resourceType() === "image"
        ? route.fulfill({ status: 200, contentType: "image/png", body: PIXEL })
        : route.abort("internetdisconnected"),
  );
  return context;
}
