// The row of big numbers under a hero: "30m Checkup", "90d Guarantee", …
import type { Stat } from '../generated/view';
import { ItemList, type ItemsMarkup } from './item-list';

/** `markup`: the items' markup, on a server page with no island. */
export function StatList({ stats, markup }: { stats: Stat[]; markup?: ItemsMarkup }) {
  return <ItemList as="ul" className="stats" items={stats} Items={StatItems} markup={markup} />;
}

function StatItems({ items }: { items: Stat[] }) {
  return items.map((stat) => (
    <li key={stat.label}>
      <strong>{stat.value}</strong>
      <span>{stat.label}</span>
    </li>
  ));
}
