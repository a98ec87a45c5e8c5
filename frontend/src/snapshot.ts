// The server bundle as a V8 startup snapshot (`npm run build` makes
// dist/snapshot/prerender.blob from this file): node starts with React and
// the app already loaded, and with the code that renders each kind of page
// already compiled, so `shopsite build` waits about 25 ms less for node,
// most of a small shop's build. The CLI's prerender script finds render()
// here (`globalThis.shopsiteServer`) and imports the plain bundle only where
// there is no snapshot, or node cannot use it.
//
// To have that code compiled, every page of the fixture shop is rendered
// while the snapshot is made; its data stays in the snapshot, never in the
// site.
import { render } from './entry-server';
import { pages, productPages, shell } from './test/fixture';

declare global {
  // The server render, for the prerender script (crates/shopsite/src/engine/prerender.mjs).
  var shopsiteServer: { render: typeof render } | undefined;
}

globalThis.shopsiteServer = { render };

// Each build sends a shell of its own: these renders leave it nothing.
const own = structuredClone(shell);
for (let round = 0; round < 3; round++) {
  for (const page of [...Object.values(pages), ...productPages]) {
    render(page.route, { shell: own, page });
  }
}
