// The browser side of an island (see define.ts): hydrates its container with
// its own data, which the server wrote as JSON just before it
// (<script data-island-props="<name>">).
//
// If the island throws, the page's error message
// (docs/behaviour.md#error-page) takes the place of the main content; the header, the navigation and the contact bar stay,
// so the visitor can still call. If the island's data is missing or
// unreadable, the island stays as the server rendered it: static, but whole.
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { AppError } from '../components/app-error';
import { dataSelector, idPrefix, type IslandData, type IslandDef } from './define';
import { EarlyEventsContext } from './early-context';
import { takeEarlyEvents } from './early';
import { IslandRoot } from './root';

export function hydrateIsland<P>(island: IslandDef<P>, doc: Document = document): Root | null {
  const container = doc.querySelector(`[data-island="${island.name}"]`);
  if (!container) return null;
  const json = doc.querySelector(dataSelector(island.name))?.textContent;
  if (!json) throw new Error(`the ${island.name} island: the page has no data for it`);
  const { props, error } = JSON.parse(json) as IslandData<P>;

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
    createRoot(main).render(<AppError error={error} />);
  }
  return root;
}
