// The closing block of a page: a heading, one line, and its buttons.
import { useId, type ReactNode } from 'react';
import type { Cta } from '../generated/view';

export function CallToAction({ cta, children }: { cta: Cta; children: ReactNode }) {
  const id = useId();
  return (
    <section className="cta" aria-labelledby={id}>
      <h2 id={id}>{cta.heading}</h2>
      <p>{cta.text}</p>
      <div className="actions">{children}</div>
    </section>
  );
}
