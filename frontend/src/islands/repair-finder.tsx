// The Repairs page's island: the repair price finder
// (components/repair-finder.tsx). Its props are the finder's own: its
// words and the brands, each with the address of its prices.
import { RepairFinder } from '../components/repair-finder';
import type { IslandDef } from './define';
import type { RepairFinder as FinderView } from '../generated/view';

export const repairFinder: IslandDef<FinderView> = {
  name: 'repair-finder',
  pick: ({ page }) => (page.route === 'repairs' ? (page.finder ?? null) : null),
  render: (finder) => <RepairFinder finder={finder} />,
};
