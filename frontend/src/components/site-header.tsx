// The shop's name and tagline, then the main navigation.
import type { Route, Shell } from '../generated/view';
import { MainNav } from './main-nav';

export function SiteHeader({ shell, current }: { shell: Shell; current: Route }) {
  return (
    <header className="site-header">
      <div className="container brand-row">
        <a className="brand" href={shell.home_href}>
          {shell.name}
        </a>
        <p className="tagline">{shell.tagline}</p>
      </div>
      <MainNav links={shell.nav} current={current} />
    </header>
  );
}
