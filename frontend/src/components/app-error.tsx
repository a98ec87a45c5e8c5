// The error page (docs/behaviour.md#error-page), shown in place of a page that failed.
// The contact bar stays below it, so the visitor can still call.
import type { ErrorView } from '../generated/view';
import { LinkButton } from './link-button';

export function AppError({ error }: { error: ErrorView }) {
  return (
    <section className="hero">
      <h1>{error.heading}</h1>
      <p className="lead">{error.text}</p>
      <div className="actions">
        <LinkButton link={error.back} variant="outline" />
      </div>
    </section>
  );
}
