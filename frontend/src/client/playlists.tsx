// The client entry of the Videos page's island.
import { playlists } from '../components/playlists';
import { hydrateIsland } from '../islands/hydrate';

hydrateIsland(playlists);
