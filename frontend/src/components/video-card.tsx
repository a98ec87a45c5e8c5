// A video tile: thumbnail, title, date and watch label, opening the video
// site in a new tab. A thumbnail that fails to load gives way to a
// brand-tinted tile, so a blocked or removed picture never shows as broken.
import type { VideoView } from '../generated/view';
import { linkTarget } from '../lib/links';
import { Icon } from './icon';
import { useImageFailed } from './use-image-failed';

type Props = { video: VideoView; watchLabel?: string };

export function VideoCard({ video, watchLabel }: Props) {
  const { failed, imageProps } = useImageFailed();

  return (
    <a className="card video-card" href={video.href} {...linkTarget(video.href)}>
      <span className={failed ? 'thumb fallback' : 'thumb'}>
        {!failed && (
          <img
            {...imageProps}
            src={video.thumb}
            alt=""
            width={320}
            height={180}
            loading="lazy"
            decoding="async"
          />
        )}
        <span className="play">
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
