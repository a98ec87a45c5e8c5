// The server bundle once more, for the JavaScript engine inside the CLI
// (QuickJS: crates/shopsite/src/engine/embedded.rs), which renders a small
// shop's pages without starting node. One script with React in it, as that
// engine has no modules to load, built for production alone; it sets
// `globalThis.shopsiteServer`, whose render() is the server bundle's.
//
// React's server render for browsers, and only its legacy part
// (renderToString): that engine is no browser and no node, and the
// streaming renderer, which the CLI never calls, costs it 40% more to load.
// Both renderers write the same HTML; a test builds the fixture shop with
// node and with this bundle and compares every file.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: {
      'react-dom/server': fileURLToPath(
        new URL('node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js', import.meta.url),
      ),
    },
  },
  ssr: { noExternal: true, target: 'webworker' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/embedded',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: { output: { format: 'iife', name: 'shopsiteServer', entryFileNames: 'entry-server.js' } },
  },
});
