// The usual setting of an E2E test file: the shipped content built by the
// real CLI, served at the root of a domain, and one Chromium for the file.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

import { launch } from "./browser";
import { buildSite, serve, type Served } from "./site";

export interface Shop {
  readonly browser: Browser;
  /** `http://127.0.0.1:PORT`, serving the site at `/`. */
  readonly origin: string;
}

/** Registers the file's hooks; the returned fields are ready inside tests. */
export function shopInChromium(): Shop {
  let browser: Browser | undefined;
  let site: Served | undefined;
  beforeAll(async () => {
    const root = buildSite("https://sharmamobilecare.in/");
    [browser, site] = await Promise.all([launch(), serve(root, "/")]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the shop is ready only inside tests");
    return value;
  };
  return {
    get browser() {
      return ready(browser);
    },
    get origin() {
      return ready(site).origin;
    },
  };
}
