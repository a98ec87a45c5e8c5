// The bar fixed to the bottom of every page: the three ways to reach the
// shop stay one tap away, even on a page that failed to render.
import type { Shell } from '../generated/view';
import { linkTarget } from '../lib/links';
import { Icon, type IconName } from './icon';

export function ContactBar({ shell }: { shell: Shell }) {
  const actions: [IconName, Shell['call']][] = [
    ['phone', shell.call],
    ['whatsapp', shell.whatsapp],
    ['directions', shell.directions],
  ];
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
