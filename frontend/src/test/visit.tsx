// A page as a visitor's browser gets it: the server's HTML in the document,
// the page data the CLI inlines beside it, and every island hydrated, the
// way src/client/<island>.tsx does it. `leave()` (run after each test by
// setup.ts) unmounts the islands and empties the document.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { playlists } from '../components/playlists';
import { productFilters } from '../components/product-filters';
import { repairFinder } from '../components/repair-finder';
import { render } from '../entry-server';
import type { PageData } from '../generated/view';
import type { EarlyEvent } from '../islands/early';
import { hydrateIsland } from '../islands/hydrate';

const roots: Root[] = [];

type Options = {
  /**
   * What the visitor does before the islands wake up: the events it fires
   * are recorded as the CLI's inline script records them (islands/early.ts).
   */
  early?: () => void;
  /** The page data to inline instead of `data`, as if it had been altered after the build. */
  inlined?: unknown;
};

export function visit(data: PageData, { early, inlined = data }: Options = {}): void {
  document.body.innerHTML = render(data.page.route, data);
  const script = document.createElement('script');
  script.id = 'page-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify(inlined);
  document.body.append(script);
  if (early) record(early);
  act(() => {
    for (const root of [hydrateIsland(productFilters), hydrateIsland(playlists), hydrateIsland(repairFinder)]) {
      if (root) roots.push(root);
    }
  });
}

export function leave(): void {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.replaceChildren();
  delete window.shopsiteEarly;
}

/** Records the events `early` fires on islands, as templates/island-loader.js does. */
function record(early: () => void): void {
  const types = ['click', 'input', 'change'];
  const events: EarlyEvent[] = [];
  const listener = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.closest('[data-island]')) {
      const field = target as Partial<HTMLInputElement>;
      events.push({ type: event.type, target, value: String(field.value ?? ''), checked: field.checked === true });
    }
  };
  for (const type of types) document.addEventListener(type, listener, true);
  window.shopsiteEarly = {
    events,
    stop: () => types.forEach((type) => document.removeEventListener(type, listener, true)),
  };
  early();
}
