// The row of big numbers under a hero: "30m Checkup", "90d Guarantee", …
import type { Stat } from '../generated/view';

export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <ul className="stats">
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong>
          <span>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
