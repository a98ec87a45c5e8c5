// A video tile: thumbnail and title, opening the video site in a new tab.
import type { VideoView } from '../generated/view';
import { linkTarget } from '../lib/links';
import { Icon } from './icon';

type Props = { video: VideoView; watchLabel?: string };

export function VideoCard({ video, watchLabel }: Props) {
  return (
    <a className="card video-card" href={video.href} {...linkTarget(video.href)}>
      <span className="thumb">
        <img src={video.thumb} alt="" width={320} height={180} loading="lazy" decoding="async" />
        <span className="play">
          <Icon name="play" size={20} />
        </span>
      </span>
      <span className="video-text">
        <span className="video-title">{video.title}</span>
        {(video.date || watchLabel) && (
          <span className="meta">
            {watchLabel && <span className="watch">{watchLabel}</span>}
            {video.date && <span>{video.date}</span>}
          </span>
        )}
      </span>
    </a>
  );
}
