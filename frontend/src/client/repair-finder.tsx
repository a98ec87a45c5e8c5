// The client entry of the Repairs page's island, the repair price finder.
import { repairFinder } from '../islands/repair-finder';
import { hydrateIsland } from '../islands/hydrate';

hydrateIsland(repairFinder);
