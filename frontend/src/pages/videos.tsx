// The Videos page: the hero, the playlists, which are the page's island
// (islands/playlists.tsx), and the call to action.
import type { VideosView } from '../generated/view';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { LinkButton } from '../components/link-button';
import { playlists } from '../islands/playlists';
import { Island } from '../islands/island';

export function VideosPage({ page }: { page: VideosView }) {
  return (
    <>
      <Hero hero={page.hero} />
      <Island island={playlists} />
      <CallToAction cta={page.cta}>
        <LinkButton link={page.message} variant="whatsapp" />
        <LinkButton link={page.channel} variant="outline" icon="play" />
      </CallToAction>
    </>
  );
}
