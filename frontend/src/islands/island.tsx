// The server side of an island (see define.ts): renders it as a root of its
// own, exactly as hydrateIsland() will hydrate it, inside its container, and
// writes its own data (IslandData) just before it.
//
// Only pages import this file, never a client entry, so react-dom/server
// stays out of the browser's bundles.
import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { scriptJson } from '../lib/script-json';
import { idPrefix, type IslandData, type IslandDef } from './define';
import { PageDataContext } from './page-data';
import { IslandRoot } from './root';

export function Island<P>({ island }: { island: IslandDef<P> }) {
  const data = useContext(PageDataContext);
  const props = data && island.pick(data);
  if (!data || !props) {
    throw new Error(`the ${island.name} island has no data on the ${data?.page.route ?? 'unknown'} page`);
  }
  const html = renderToString(<IslandRoot island={island} props={props} />, {
    identifierPrefix: idPrefix(island.name),
  });
  const own: IslandData<P> = { props, error: data.shell.error };
  return (
    <>
      <script
        type="application/json"
        data-island-props={island.name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, not HTML; scriptJson escapes every `<`, so no text can end the script
        dangerouslySetInnerHTML={{ __html: scriptJson(own) }}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own render by React, escaped as React escapes, under a root of its own */}
      <div className="island" data-island={island.name} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
