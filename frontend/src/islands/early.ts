// What a visitor did to an island before its code arrived.
//
// On a page with an island, a tiny inline script (written by the CLI: see
// crates/shopsite-render/templates/island-loader.js) records every click, input
// and change event from the first paint on, as `window.shopsiteEarly`. Just
// before an island hydrates, it takes the events on its own elements and
// stops the recording: from then on React hears events itself (it replays
// those that come while it hydrates). The island then applies what was taken,
// so a chip tapped or a word typed early is not lost.

/** One recorded event, with the value and checked state its target had then. */
export interface EarlyEvent {
  type: string;
  target: EventTarget | null;
  value: string;
  checked: boolean;
}

declare global {
  interface Window {
    shopsiteEarly?: { events: EarlyEvent[]; stop: () => void };
  }
}

/** Stops the recording and returns the events on elements inside `container`, oldest first. */
export function takeEarlyEvents(container: Element): EarlyEvent[] {
  const early = window.shopsiteEarly;
  if (!early) return [];
  early.stop();
  return early.events.filter((e) => e.target instanceof Node && container.contains(e.target));
}
