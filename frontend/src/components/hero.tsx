// The top block of a page, holding its one h1.
import type { ReactNode } from 'react';
import type { Hero as HeroData } from '../generated/view';

export function Hero({ hero, children }: { hero: HeroData; children?: ReactNode }) {
  return (
    <section className="hero">
      {hero.badge && <p className="badge">{hero.badge}</p>}
      <h1>{hero.heading}</h1>
      {hero.text && <p className="lead">{hero.text}</p>}
      {children && <div className="actions">{children}</div>}
    </section>
  );
}
