// One config for both builds and the unit tests. The client build is a single
// JS entry with one CSS file and a manifest; the Rust CLI reads the manifest
// and writes the <script>/<link> tags itself, so there is no index.html.
// The server build (`vite build --ssr src/entry-server.tsx`) gets its entry and
// output folder from the command line in package.json.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig(({ isSsrBuild }) => ({
  // Relative asset URLs: the CLI prefixes them with the site's base path
  // (the site may live under a sub-path such as /shop/).
  base: './',
  plugins: [react()],
  build: isSsrBuild
    ? { copyPublicDir: false, minify: false }
    : {
        outDir: 'dist/client',
        manifest: true,
        // Every page is prerendered, so nothing is worth loading lazily.
        assetsInlineLimit: 0,
        rolldownOptions: { input: 'src/entry-client.tsx' },
      },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['src/test/setup.ts'],
  },
}));
