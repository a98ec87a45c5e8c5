// The Repairs page's island: the repair price finder
// (components/repair-finder.tsx). Its props are the finder's own (its
// words and the brands, each with the address of its prices) and the
// search box's above them (components/repair-search.tsx).
import { RepairFinder, type FinderProps } from '../components/repair-finder';
import type { IslandDef } from './define';

export const repairFinder: IslandDef<FinderProps> = {
  name: 'repair-finder',
  pick: ({ page }) =>
    page.route === 'repairs' && page.finder && page.search ? { finder: page.finder, search: page.search } : null,
  render: (props) => <RepairFinder {...props} />,
};
