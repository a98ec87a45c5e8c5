// One row of filter chips on the Products page: "All", then each value.
// The chips are toggle buttons, and exactly one is pressed: the chosen value,
// or "All" when nothing is chosen.
import { useId } from 'react';
import type { ChipRow } from '../lib/filters';

type Props = {
  /** Which filter the row sets; also marks the row for taps made before hydration (islands/early.ts). */
  row: ChipRow;
  /** The row's visible heading, which also names the group for screen readers. */
  label: string;
  /** The text of the chip that means "no filter". */
  all: string;
  values: readonly string[];
  chosen: string | null;
  /** Called with the chip's value, or `null` for "All". */
  onChoose: (value: string | null) => void;
};

export function ChipGroup({ row, label, all, values, chosen, onChoose }: Props) {
  const id = useId();
  const chips: [value: string | null, text: string][] = [[null, all], ...values.map((v): [string, string] => [v, v])];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields; a fieldset would bring a border and a legend to restyle for the same group role
    <div className="chip-row" role="group" aria-labelledby={id} data-row={row}>
      <span className="chip-label" id={id}>
        {label}
      </span>
      <div className="chip-list">
        {chips.map(([value, text]) => (
          <button
            key={value ?? ''}
            type="button"
            className="chip"
            value={value ?? ''}
            aria-pressed={chosen === value}
            onClick={() => onChoose(value)}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}
