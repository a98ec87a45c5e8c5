// The bar fixed to the bottom of every page: the three ways to reach the
// shop stay one tap away, even on a page that failed to render.
import type { Shell } from '../generated/view';
import { linkTarget } from '../lib/links';
import { BAR_ICONS, Icon } from './icon';

export function ContactBar({ shell }: { shell: Shell }) {
  // The bar draws the icons that every other copy on the page uses (icon.tsx).
  const links: Record<(typeof BAR_ICONS)[number], Shell['call']> = {
    phone: shell.call,
    whatsapp: shell.whatsapp,
    directions: shell.directions,
  };
  const actions = BAR_ICONS.map((icon) => [icon, links[icon]] as const);
  return (
    <nav className="contact-bar" aria-label="Contact">
      <ul>
        {actions.map(([icon, link]) => (
          <li key={icon}>
            <a className={`contact-${icon}`} href={link.href} {...linkTarget(link.href)}>
              <Icon name={icon} size={22} drawn />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
