import type { NotFoundView } from '../generated/view';
import { Hero } from '../components/hero';
import { LinkButton } from '../components/link-button';

export function NotFoundPage({ page }: { page: NotFoundView }) {
  return (
    <Hero hero={page.hero}>
      <LinkButton link={page.home} />
      <LinkButton link={page.repairs} variant="outline" />
    </Hero>
  );
}
