// One config for both builds and the unit tests.
//
// The client build has an entry per island (src/client/<name>.tsx), which
// share React through a common chunk, an entry per enhancement
// (src/enhance/<name>.ts: a small script of its own, no React, no imports,
// that a page loads when its HTML has `data-enhance="<name>"`), and the
// stylesheet as an entry of its own; no index.html. The Rust CLI reads the manifest: it inlines in
// each page its route's part of the stylesheet (route-css.ts writes them)
// and gives a page the script of each island it has. The server bundle has
// a config of its own (vite.server.config.ts).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { adminPlugin } from './admin.ts';
import { routesCssPlugin } from './route-css.ts';

/** The files of `dir` that end with `ext`, tests left out, in order. */
function entriesIn(dir: string, ext: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(ext) && !file.endsWith(`.test${ext}`))
    .sort()
    .map((file) => `${dir}/${file}`);
}

/** src/client/<name>.tsx for every island, src/enhance/<name>.ts for every enhancement, and the stylesheet. */
function clientEntries(): string[] {
  return [...entriesIn('src/client', '.tsx'), ...entriesIn('src/enhance', '.ts'), 'src/styles.css'];
}

export default defineConfig(({ isSsrBuild }) => ({
  // Relative asset URLs: the CLI prefixes them with the site's base path
  // (the site may live under a sub-path such as /shop/).
  base: './',
  plugins: isSsrBuild
    ? [react()]
    : [react(), routesCssPlugin(fileURLToPath(new URL('src', import.meta.url))), adminPlugin()],
  build: isSsrBuild
    ? { copyPublicDir: false, minify: false }
    : {
        outDir: 'dist/client',
        manifest: true,
        // The stylesheet is inlined in each page: anything it names must be
        // inline as well, so that it still resolves there.
        assetsInlineLimit: Number.POSITIVE_INFINITY,
        rolldownOptions: { input: clientEntries() },
      },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['src/test/setup.ts'],
    // A hang guard, not a speed test: vitest's 5 s failed a render of
    // every route on a loaded 2-core machine (5.9 s; 2.9 s alone).
    testTimeout: 60_000,
  },
}));
