// A titled section of a page (an h2 and an optional sentence under it),
// exposed as a named region so screen-reader users can jump between them.
import { useId, type ReactNode } from 'react';
import type { Section } from '../generated/view';

type Props = { section: Section; className?: string; children: ReactNode };

export function PageSection({ section, className, children }: Props) {
  const id = useId();
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      {section.text && <p className="section-text">{section.text}</p>}
      {children}
    </section>
  );
}
