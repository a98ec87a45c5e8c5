import type { VideosView } from '../generated/view';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { LinkButton } from '../components/link-button';
import { PageSection } from '../components/page-section';
import { VideoCard } from '../components/video-card';

export function VideosPage({ page }: { page: VideosView }) {
  return (
    <>
      <Hero hero={page.hero} />
      {page.playlists.map((playlist) => (
        <PageSection
          key={playlist.id}
          section={{ heading: playlist.name, text: playlist.desc }}
        >
          <div className="grid videos">
            {playlist.videos.map((video) => (
              <VideoCard key={video.id} video={video} watchLabel={page.watch_label} />
            ))}
          </div>
        </PageSection>
      ))}
      <CallToAction cta={page.cta}>
        <LinkButton link={page.message} variant="whatsapp" icon="whatsapp" />
        <LinkButton link={page.channel} variant="outline" icon="play" />
      </CallToAction>
    </>
  );
}
