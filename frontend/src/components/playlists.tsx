// The Videos page's island (islands/playlists.tsx): the playlists as an accordion, at most one open,
// a second tap on the open one closing it (docs/behaviour.md#playlists).
//
// Each playlist is a native <details name="playlists">: the browser opens and
// closes it, and keeps one open at a time, before the island hydrates and
// without JavaScript at all. The prerendered page shows them all closed,
// exactly as they look once hydrated, so nothing moves. Once hydrated, the
// island adds what the browser does not do by itself: it closes the others
// where `name` is not supported yet, and keeps the opened playlist's heading
// on screen when the one above it folds up.
import type { SyntheticEvent } from 'react';
import type { PlaylistView, VideosView } from '../generated/view';
import { VideoCard } from './video-card';

/** The name that groups the playlists' <details>, so that opening one closes the others. */
const GROUP = 'playlists';

/** What the accordion reads of the Videos page: the island's props. */
export type PlaylistsProps = Pick<VideosView, 'playlists' | 'watch_label'>;

export function Playlists({ playlists, watch_label }: PlaylistsProps) {
  return (
    <div className="accordion">
      {playlists.map((playlist) => (
        <Playlist key={playlist.id} playlist={playlist} watchLabel={watch_label} />
      ))}
    </div>
  );
}

function Playlist({ playlist, watchLabel }: { playlist: PlaylistView; watchLabel: string }) {
  return (
    <details className="acc-item" name={GROUP} id={playlist.id} onToggle={onToggle}>
      <summary className="acc-toggle">
        <h2 className="acc-name">{playlist.name}</h2>
        <span className="acc-count">{playlist.count}</span>
        <span className="acc-desc">{playlist.desc}</span>
      </summary>
      <div className="acc-panel">
        <div className="grid videos">
          {playlist.videos.map((video) => (
            <VideoCard key={video.id} video={video} watchLabel={watchLabel} />
          ))}
        </div>
      </div>
    </details>
  );
}

function onToggle(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${GROUP}"][open]`)) {
    if (other !== opened) other.open = false;
  }
  opened.querySelector('summary')?.scrollIntoView?.({ block: 'nearest' });
}
