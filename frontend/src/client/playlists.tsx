// The client entry of the Videos page's island.
import { playlists } from '../islands/playlists';
import { hydrateIsland } from '../islands/hydrate';

hydrateIsland(playlists);
