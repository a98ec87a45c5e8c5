// An island: the one interactive part of a page, which the browser hydrates
// as its own React root while the rest of the page stays static HTML.
//
// Each island is defined in a file of its own here, islands/<name>.tsx, and
// has a client entry, src/client/<name>.tsx, that calls hydrateIsland() with
// that definition. The server renders the island inside
// <div data-island="<name>">, right after its own data, as Astro's islands
// carry theirs: <script type="application/json" data-island-props="<name>">
// (see IslandData). The CLI gives a page the script of every island its
// prerendered HTML names; it inlines no other view data.
import type { ReactElement } from 'react';
import type { ErrorView, PageData } from '../generated/view';

export interface IslandDef<P> {
  /** The name of the island's client entry, src/client/<name>.tsx. */
  name: string;
  /**
   * The island's own props, picked from the page data on the server: only
   * what `render` reads, as they travel in the page. Null when the page
   * has no such island.
   */
  pick: (data: PageData) => P | null;
  /** The island's tree: the same on the server and when it hydrates. */
  render: (props: P) => ReactElement;
}

/**
 * What the page carries for one island to hydrate with: its props, and the
 * words of the error page (docs/behaviour.md#error-page) it gives way to
 * if it throws.
 */
export interface IslandData<P> {
  props: P;
  error: ErrorView;
}

/** The id prefix of everything `useId` makes in the island, unique on the page. */
export function idPrefix(name: string): string {
  return `${name}-`;
}

/** The selector of the `<script>` that holds an island's IslandData. */
export function dataSelector(name: string): string {
  return `script[data-island-props="${name}"]`;
}
