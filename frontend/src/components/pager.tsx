// The links between the catalogue's pages (docs/behaviour.md#catalogue-pages):
// plain links, so every product can be reached without JavaScript, and by
// search engines.
import type { Pager as PagerView, ProductLabels } from '../generated/view';

export function Pager({ pager, labels }: { pager: PagerView; labels: Pick<ProductLabels, 'pages' | 'previous' | 'next'> }) {
  if (pager.pages < 2) return null;
  return (
    <nav className="pager" aria-label={labels.pages}>
      <p className="pager-label">{pager.label}</p>
      <ul>
        {pager.previous && (
          <li>
            <a href={pager.previous}>{labels.previous}</a>
          </li>
        )}
        {pager.numbers.map((link, i) =>
          link === null ? (
            <li key={`gap-${i}`} className="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.number}>
              <a href={link.href} aria-current={link.number === pager.current ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ),
        )}
        {pager.next && (
          <li>
            <a href={pager.next}>{labels.next}</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
