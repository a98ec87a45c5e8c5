// Stands in for a video tile while the shop has no videos to show. Its
// thumbnail is the tile a video shows when its picture fails to load.
import { Icon } from './icon';

export function VideoPlaceholder() {
  return (
    <div className="card video-card placeholder" aria-hidden="true">
      <span className="thumb">
        <span className="play-mark">
          <Icon name="play" size={20} />
        </span>
      </span>
      <span className="video-text">
        <span className="line" />
        <span className="line short" />
      </span>
    </div>
  );
}
