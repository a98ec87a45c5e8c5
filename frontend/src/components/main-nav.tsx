// The five main pages. Repairs is reached from buttons only (docs/behaviour.md#routes).
import type { NavLink, Route } from '../generated/view';

export function MainNav({ links, current }: { links: NavLink[]; current: Route }) {
  return (
    <nav className="main-nav" aria-label="Main">
      <ul>
        {links.map((link) => (
          <li key={link.route}>
            <a href={link.href} aria-current={link.route === current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
