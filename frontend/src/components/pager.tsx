// The links between the catalogue's pages (docs/behaviour.md#catalogue-pages):
// plain links, so every product can be reached without JavaScript, and by
// search engines.
import type { Pager as PagerView, ProductLabels } from '../generated/view';

export function Pager({
  pager,
  labels,
}: {
  pager: PagerView;
  labels: Pick<ProductLabels, 'pages' | 'previous' | 'next'>;
}) {
  if (pager.numbers.length < 2) return null;
  return (
    <nav className="pager" aria-label={labels.pages}>
      <p className="pager-label">{pager.label}</p>
      <ul>
        {pager.previous && <PagerLink href={pager.previous} label={labels.previous} />}
        {pager.numbers.map((link, i) =>
          link === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has nothing of its own but its place
            <PagerGap key={`gap-${i}`} />
          ) : (
            <PagerLink key={link.href} href={link.href} label={link.label} current={link.current} />
          ),
        )}
        {pager.next && <PagerLink href={pager.next} label={labels.next} />}
      </ul>
    </nav>
  );
}

/** A link to another page of the catalogue, or to this one (`current`). */
export function PagerLink({ href, label, current = false }: PagerLinkProps) {
  return (
    <li>
      <a href={href} aria-current={current ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
}

export type PagerLinkProps = { href: string; label: string; current?: boolean };

/** Where the pager leaves some pages out. */
export function PagerGap() {
  return (
    <li className="gap" aria-hidden="true">
      …
    </li>
  );
}
