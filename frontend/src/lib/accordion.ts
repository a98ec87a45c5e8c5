// The state of an accordion where at most one panel is open: the id of the
// open panel, or null. Kept free of React so the rule is plainly testable
// (spec §4: at most one playlist open; clicking the open one closes it).

export type OpenPanel = string | null;

/** The state after the visitor clicks the toggle of panel `id`. */
export function toggle(open: OpenPanel, id: string): OpenPanel {
  return open === id ? null : id;
}
