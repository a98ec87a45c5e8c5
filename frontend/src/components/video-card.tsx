// A video tile: thumbnail, title, date and watch label, opening the video
// site in a new tab. The thumbnail sits on a brand-tinted tile with a play
// button; a picture that fails to load leaves just that tile (video-card.css
// draws it over a broken image), so a blocked or removed picture never shows
// as broken, with or without JavaScript.
import type { VideoView } from '../generated/view';
import { linkTarget } from '../lib/links';
import { Icon } from './icon';

type Props = { video: VideoView; watchLabel?: string };

export function VideoCard({ video, watchLabel }: Props) {
  return (
    <a className="card video-card" href={video.href} {...linkTarget(video.href)}>
      <span className="thumb">
        <img src={video.thumb} alt="" width={320} height={180} loading="lazy" decoding="async" />
        <span className="play-mark">
          <Icon name="play" size={20} />
        </span>
      </span>
      <span className="video-text">
        <span className="video-title">{video.title}</span>
        {(video.date || watchLabel) && (
          <span className="meta">
            {video.date && <span>{video.date}</span>}
            {watchLabel && <span className="watch">{watchLabel}</span>}
          </span>
        )}
      </span>
    </a>
  );
}
