// A phone model's repairs: each issue with its price, time, note and a
// WhatsApp "Book this repair", on the model's page and in the finder.
import type { RepairRow as Row } from '../generated/view';
import { Icon } from './icon';
import { LinkButton } from './link-button';

/** The issues' heading level under the list's own. */
type Level = 2 | 3 | 4;

type Props = {
  rows: Row[];
  level: Level;
  /**
   * The rows' markup, made on the server for a page with no island
   * (src/server-markup.tsx): it must be exactly what React renders for them.
   */
  markup?: (rows: Row[], level: Level) => string;
};

export function RepairRows({ rows, level, markup }: Props) {
  if (markup) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of these rows, their texts escaped by React (src/server-markup.tsx)
    return <ul className="repair-rows" dangerouslySetInnerHTML={{ __html: markup(rows, level) }} />;
  }
  return (
    <ul className="repair-rows">
      {rows.map((row) => (
        <RepairRow key={row.issue} row={row} level={level} />
      ))}
    </ul>
  );
}

/** One repair, an item of {@link RepairRows}' list. */
export function RepairRow({ row, level }: { row: Row; level: Level }) {
  const Heading = `h${level}` as const;
  return (
    <li className="card repair-row">
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
  );
}
