import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PlaylistView, VideosView } from '../generated/view';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { LinkButton } from '../components/link-button';
import { VideoCard } from '../components/video-card';
import { toggle, type OpenPanel } from '../lib/accordion';

export function VideosPage({ page }: { page: VideosView }) {
  const ready = useHydrated();
  const [open, setOpen] = useState<OpenPanel>(null);

  return (
    <>
      <Hero hero={page.hero} />
      <div className="accordion">
        {page.playlists.map((playlist) => (
          <Playlist
            key={playlist.id}
            playlist={playlist}
            watchLabel={page.watch_label}
            ready={ready}
            open={open === playlist.id}
            onToggle={() => setOpen((current) => toggle(current, playlist.id))}
          />
        ))}
      </div>
      <CallToAction cta={page.cta}>
        <LinkButton link={page.message} variant="whatsapp" />
        <LinkButton link={page.channel} variant="outline" icon="play" />
      </CallToAction>
    </>
  );
}

// The prerendered HTML shows every playlist open, so a visitor without
// JavaScript sees every video; once hydrated, the playlists fold into an
// accordion. The server snapshot is used on the server and while hydrating,
// so the HTML matches the first client render; React then re-renders with
// the client snapshot.
const noSubscription = () => () => {};

function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type PlaylistProps = {
  playlist: PlaylistView;
  watchLabel: string;
  /** False until hydrated: the heading is plain text and the panel shows. */
  ready: boolean;
  open: boolean;
  onToggle: () => void;
};

function Playlist({ playlist, watchLabel, ready, open, onToggle }: PlaylistProps) {
  const toggleId = `${playlist.id}-toggle`;
  const panelId = `${playlist.id}-videos`;
  const button = useRef<HTMLButtonElement>(null);

  // Opening a playlist closes the one above it, which can pull this toggle
  // off the top of the screen; bring it back so the visitor keeps their place.
  useEffect(() => {
    if (open) button.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const label = (
    <>
      <span className="acc-name">{playlist.name}</span>
      <span className="acc-count">{playlist.count}</span>
      <span className="acc-desc">{playlist.desc}</span>
    </>
  );
  return (
    <div className={open ? 'acc-item open' : 'acc-item'}>
      <h2 className="acc-heading">
        {ready ? (
          <button
            ref={button}
            type="button"
            id={toggleId}
            className="acc-toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {label}
          </button>
        ) : (
          <span id={toggleId} className="acc-toggle">
            {label}
          </span>
        )}
      </h2>
      <div
        id={panelId}
        className="acc-panel"
        role="region"
        aria-labelledby={toggleId}
        hidden={ready && !open}
      >
        <div className="grid videos">
          {playlist.videos.map((video) => (
            <VideoCard key={video.id} video={video} watchLabel={watchLabel} />
          ))}
        </div>
      </div>
    </div>
  );
}
