// Once per E2E run: build the fixture shop with the real CLI, at the root of
// a domain and under a sub-path, serve both the way a static host would, and
// start one Chromium that every test file connects to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

import { launchServer, requireBrowserAndFonts } from './browser';
import { buildSite, serve } from './site';

/** A built copy of the fixture shop, served on localhost. */
export interface ServedShop {
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  /** The URL path the site lives under: `/` or `/shop/`. */
  prefix: string;
  /** The built folder, to read the view data the CLI wrote. */
  dist: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address test files connect to Chromium at. */
    chromium: string;
    /** The fixture shop at the root of a domain. */
    atRoot: ServedShop;
    /** The fixture shop published under `/shop/`. */
    underSubPath: ServedShop;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  requireBrowserAndFonts();
  // Every build and content copy of the run goes in here (temporaryDir in
  // site.ts), for the test files too, and goes when the run ends.
  const run = mkdtempSync(path.join(tmpdir(), 'shopsite-e2e-run-'));
  process.env.SHOPSITE_E2E_TMP = run;
  const builds = [
    { base: 'https://sharmamobilecare.in/', prefix: '/' },
    { base: 'https://example.github.io/shop/', prefix: '/shop/' },
  ].map(({ base, prefix }) => ({ prefix, dist: buildSite(base) }));
  const [chromium, ...served] = await Promise.all([
    launchServer(),
    ...builds.map(({ dist, prefix }) => serve(dist, prefix)),
  ]);
  const shops = builds.map((build, i) => ({ ...build, origin: served[i]!.origin }));
  project.provide('chromium', chromium.wsEndpoint());
  project.provide('atRoot', shops[0]!);
  project.provide('underSubPath', shops[1]!);
  return async () => {
    await Promise.all([chromium.close(), ...served.map((s) => s.close())]);
    rmSync(run, { recursive: true, force: true });
  };
}
