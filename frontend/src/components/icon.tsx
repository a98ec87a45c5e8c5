// Small inline line icons, so the site needs no icon library or extra
// requests. Icons are decorative: the text next to them names the action.
//
// The contact bar, at the top of every page's body (app.tsx), draws the
// phone, WhatsApp and directions icons and names each (`icon-phone`); every
// other of these icons on the page is a `<use>` of it. A product list has a
// WhatsApp button on each card: 24 copies of the same shape, 180 B each.
//
// The shapes are our own constant markup, written as React prints it, and
// set as the `<svg>`'s inner HTML: React renders one element for an icon,
// not each shape in it. A repair model's page has 20 icons; in QuickJS,
// which renders the owner's build, that is a sixth of the page's time
// (docs/dev/engine.md). No content ever reaches this markup.
import type { ServiceIcon } from '../generated/view';

export type IconName =
  | ServiceIcon
  | 'phone'
  | 'whatsapp'
  | 'directions'
  | 'play'
  | 'check'
  | 'share'
  | 'clock'
  | 'star'
  | 'wrench';

/** Each icon's shapes, as the markup React would render for them. */
const shapes: Record<IconName, string> = {
  phone:
    '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"></path>',
  whatsapp:
    '<path d="M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8z"></path>',
  directions: '<path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z"></path><circle cx="12" cy="10" r="3"></circle>',
  display: '<rect x="5" y="2" width="14" height="20" rx="2"></rect><path d="M11 18h2"></path>',
  battery: '<rect x="2" y="7" width="17" height="10" rx="2"></rect><path d="M22 11v2M6 10v4M10 10v4"></path>',
  charging: '<path d="M13 2 3 14h9l-1 8 10-12h-9z"></path>',
  audio:
    '<path d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3z"></path><path d="M19 10v2a7 7 0 0 1-14 0v-2M12 19v3M8 22h8"></path>',
  camera:
    '<path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z"></path><circle cx="12" cy="13" r="4"></circle>',
  water: '<path d="M12 2.7 17.7 8.3a8 8 0 1 1-11.3 0z"></path>',
  play: '<path d="M6 4l14 8-14 8z"></path>',
  check: '<path d="M20 6 9 17l-5-5"></path>',
  clock: '<circle cx="12" cy="12" r="9"></circle><path d="M12 7v5l3 2"></path>',
  star: '<path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"></path>',
  wrench:
    '<path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z"></path>',
  share:
    '<circle cx="18" cy="5" r="3"></circle><circle cx="6" cy="12" r="3"></circle><circle cx="18" cy="19" r="3"></circle><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4"></path>',
};

/** The icons the contact bar draws on every page, which the others reuse. */
export const BAR_ICONS = ['phone', 'whatsapp', 'directions'] as const satisfies readonly IconName[];

/** The id of the contact bar's drawing of `name`. */
const idOf = (name: IconName) => `icon-${name}`;

/**
 * The icon `name`, at `size` px. `drawn`: the contact bar's own, which
 * names its shape for the others; every other of the bar's icons uses it.
 */
export function Icon({ name, size = 24, drawn = false }: { name: IconName; size?: number; drawn?: boolean }) {
  const inBar = (BAR_ICONS as readonly IconName[]).includes(name);
  const markup = !inBar
    ? shapes[name]
    : drawn
      ? `<g id="${idOf(name)}">${shapes[name]}</g>`
      : `<use href="#${idOf(name)}"></use>`;
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the constant shapes above and an icon's id, never content
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
