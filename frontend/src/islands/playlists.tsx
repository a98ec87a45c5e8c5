// The Videos page's island: the playlists' accordion
// (components/playlists.tsx). Its props are the playlists and the words
// of their Watch links; the hero and the call to action stay static.
import { Playlists, type PlaylistsProps } from '../components/playlists';
import type { IslandDef } from './define';

export const playlists: IslandDef<PlaylistsProps> = {
  name: 'playlists',
  pick: ({ page }) => (page.route === 'videos' ? { playlists: page.playlists, watch_label: page.watch_label } : null),
  render: (props) => <Playlists {...props} />,
};
