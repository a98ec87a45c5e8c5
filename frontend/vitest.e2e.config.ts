// End-to-end tests: the real CLI builds the site, a plain static server
// serves it, and Debian's Chromium visits it. Run by `just test` after the
// Rust tests, so the debug `shopsite` binary is already built.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One browser per file, and files one at a time: the machine has 2 cores.
    fileParallelism: false,
  },
});
