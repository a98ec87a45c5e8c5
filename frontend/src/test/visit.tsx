// A page as a visitor's browser gets it: the server's HTML in the document,
// each island's own data beside it, and every island hydrated, the way
// src/client/<island>.tsx does it. `leave()` (run after each test by
// setup.ts) unmounts the islands and empties the document.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { playlists } from '../islands/playlists';
import { productFilters } from '../islands/product-filters';
import { repairFinder } from '../islands/repair-finder';
import { render } from '../entry-server';
import type { PageData } from '../generated/view';
import { dataSelector, type IslandData } from '../islands/define';
import type { EarlyEvent } from '../islands/early';
import { hydrateIsland } from '../islands/hydrate';

const roots: Root[] = [];

type Options = {
  /**
   * What the visitor does before the islands wake up: the events it fires
   * are recorded as the CLI's inline script records them (islands/early.ts).
   */
  early?: () => void;
  /** Changes the data of the island called `name` in the page, as if it had been altered after the build. */
  alter?: { name: string; change: (data: IslandData<unknown>) => void };
};

export function visit(data: PageData, { early, alter }: Options = {}): void {
  document.body.innerHTML = render(data.page.route, data);
  if (alter) {
    const script = document.querySelector(dataSelector(alter.name));
    if (!script) throw new Error(`the page has no ${alter.name} island to alter`);
    const own = JSON.parse(script.textContent) as IslandData<unknown>;
    alter.change(own);
    script.textContent = JSON.stringify(own);
  }
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
    stop: () => {
      for (const type of types) document.removeEventListener(type, listener, true);
    },
  };
  early();
}
