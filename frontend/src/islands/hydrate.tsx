// The browser side of an island (see define.ts): hydrates its container with
// the page data the CLI inlined as JSON in <script id="page-data">.
//
// If the island throws, the page's error message
// (docs/behaviour.md#error-page) takes the place of the main content; the header, the navigation and the contact bar stay,
// so the visitor can still call. If the page data is missing or unreadable,
// the island stays as the server rendered it: static, but whole.
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { PageData } from '../generated/view';
import { AppError } from '../components/app-error';
import { idPrefix, type IslandDef } from './define';
import { EarlyEventsContext } from './early-context';
import { takeEarlyEvents } from './early';
import { IslandRoot } from './root';

export function hydrateIsland<P>(island: IslandDef<P>, doc: Document = document): Root | null {
  const container = doc.querySelector(`[data-island="${island.name}"]`);
  if (!container) return null;
  const json = doc.getElementById('page-data')?.textContent;
  if (!json) throw new Error(`the ${island.name} island: the page has no #page-data`);
  const data = JSON.parse(json) as PageData;
  const props = island.pick(data);
  if (!props) throw new Error(`the ${island.name} island: the page data is for the ${data.page.route} page`);

  const early = takeEarlyEvents(container);
  const root = hydrateRoot(
    container,
    <EarlyEventsContext value={early}>
      <IslandRoot island={island} props={props} onError={() => queueMicrotask(showError)} />
    </EarlyEventsContext>,
    { identifierPrefix: idPrefix(island.name) },
  );
  function showError() {
    const main = container?.closest('main');
    if (!main) return;
    root.unmount();
    main.replaceChildren();
    createRoot(main).render(<AppError error={data.shell.error} />);
  }
  return root;
}
