// The default error page (spec §8), shown in place of a page that failed.
// The contact bar stays below it, so the visitor can still call.
import type { Shell } from '../generated/view';
import { LinkButton } from './link-button';

export function AppError({ shell }: { shell: Shell }) {
  return (
    <section className="hero">
      <h1>Unexpected Application Error!</h1>
      <p className="lead">Sorry, this page could not be shown. Call or message us with the buttons below.</p>
      <div className="actions">
        <LinkButton link={{ label: 'Back to Home', href: shell.home_href }} variant="outline" />
      </div>
    </section>
  );
}
