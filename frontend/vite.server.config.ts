// The server bundle: src/entry-server.tsx as one script with React in it,
// which both of the CLI's engines run (crates/shopsite/src/engine/): QuickJS
// inside the CLI, and node for a large site. One classic script, not a
// module, because QuickJS there loads no modules and node is sent it on its
// stdin, so the CLI carries it inside its binary and needs no file on disk.
// It sets `globalThis.shopsiteServer`, whose render() is entry-server's.
//
// React's server render for browsers, and only its legacy part
// (renderToString): the engines are no browser, and the streaming renderer,
// which the CLI never calls, costs QuickJS 40% more to load. Built for
// production alone. Both engines write the same HTML from it; a test builds
// the fixture shop and a catalogue with each and compares every file.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { renderSpeedPlugin } from './render-speed.ts';

export default defineConfig({
  plugins: [react(), renderSpeedPlugin()],
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
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: { output: { format: 'iife', name: 'shopsiteServer', entryFileNames: 'entry-server.js' } },
  },
});
