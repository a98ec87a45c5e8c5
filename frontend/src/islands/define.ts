// An island: the one interactive part of a page, which the browser hydrates
// as its own React root while the rest of the page stays static HTML.
//
// Each island has a client entry, src/client/<name>.tsx, that calls
// hydrateIsland() with its definition. The server renders the island inside
// <div data-island="<name>">, and the CLI gives a page the script of every
// island its prerendered HTML names, and inlines #page-data only there.
import type { ReactElement } from 'react';
import type { PageData } from '../generated/view';

export interface IslandDef<P> {
  /** The name of the island's client entry, src/client/<name>.tsx. */
  name: string;
  /** The island's part of the page data, or null when the page has none. */
  pick: (data: PageData) => P | null;
  /** The island's tree: the same on the server and when it hydrates. */
  render: (props: P) => ReactElement;
}

/** The id prefix of everything `useId` makes in the island, unique on the page. */
export function idPrefix(name: string): string {
  return `${name}-`;
}
