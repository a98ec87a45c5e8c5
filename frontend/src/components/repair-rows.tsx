// A phone model's repairs: each issue with its price, time, note and a
// WhatsApp "Book this repair", on the model's page and in the finder.
import type { RepairRow } from '../generated/view';
import { Icon } from './icon';
import { LinkButton } from './link-button';

type Props = { rows: RepairRow[] /** The issues' heading level under the list's own. */; level: 2 | 3 | 4 };

export function RepairRows({ rows, level }: Props) {
  const Heading = `h${level}` as const;
  return (
    <ul className="repair-rows">
      {rows.map((row) => (
        <li key={row.issue} className="card repair-row">
          <Heading>{row.issue}</Heading>
          <p className="repair-price">
            <strong className="price">{row.price}</strong>
            <span className="time">
              <Icon name="clock" size={18} />
              {row.time}
            </span>
          </p>
          {row.note && <p className="note">{row.note}</p>}
          <LinkButton link={row.book} variant="whatsapp" />
        </li>
      ))}
    </ul>
  );
}
