// End-to-end tests: the real CLI builds the fixture shop once per run (see
// e2e/global-setup.ts), a plain static server serves it, and Debian's
// Chromium visits it. Run by `just test` after the Rust tests, so the debug
// `shopsite` binary is already built.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Files one at a time: the machine has 2 cores, and layout and timing
    // checks must not compete with each other for them.
    fileParallelism: false,
  },
});
