// The server side of an island (see define.ts): renders it as a root of its
// own, exactly as hydrateIsland() will hydrate it, inside its container.
//
// Only pages import this file, never a client entry, so react-dom/server
// stays out of the browser's bundles.
import { createContext, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageData } from '../generated/view';
import { idPrefix, type IslandDef } from './define';
import { IslandRoot } from './root';

/** The page data, for the islands a page renders. */
export const PageDataContext = createContext<PageData | null>(null);

export function Island<P>({ island }: { island: IslandDef<P> }) {
  const data = useContext(PageDataContext);
  const props = data && island.pick(data);
  if (!data || !props) {
    throw new Error(`the ${island.name} island has no data on the ${data?.page.route ?? 'unknown'} page`);
  }
  const html = renderToString(<IslandRoot island={island} props={props} />, {
    identifierPrefix: idPrefix(island.name),
  });
  return <div className="island" data-island={island.name} dangerouslySetInnerHTML={{ __html: html }} />;
}
