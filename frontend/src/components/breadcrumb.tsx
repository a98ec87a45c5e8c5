// Where a page sits: links from the list down to it, then the page itself,
// which is not a link. The separators are drawn by breadcrumb.css.
import type { Breadcrumb as BreadcrumbView } from '../generated/view';

export function Breadcrumb({ trail, current }: { trail: BreadcrumbView; current: string }) {
  return (
    <nav className="crumbs" aria-label={trail.label}>
      <ol>
        {trail.items.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
