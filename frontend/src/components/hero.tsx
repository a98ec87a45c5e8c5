// The top block of a page, holding its one h1. A compact one (the
// catalogue's) is short, so that what the page lists shows on the first
// screen under it. What comes `below` its buttons (the home page's model
// search) is still the hero's: beside the numbers on a wide screen.
import type { ReactNode } from 'react';
import type { Hero as HeroData } from '../generated/view';

export function Hero({
  hero,
  compact = false,
  children,
  below,
}: {
  hero: HeroData;
  compact?: boolean;
  children?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <section className={compact ? 'hero compact' : 'hero'}>
      {hero.badge && <p className="hero-badge">{hero.badge}</p>}
      <h1>{hero.heading}</h1>
      {hero.text && <p className="lead">{hero.text}</p>}
      {children && <div className="actions">{children}</div>}
      {below}
    </section>
  );
}
