// Texts the content leaves a number to fill in, and numbers as a visitor in
// India reads them.

/**
 * A whole number with Indian digit grouping: the last three digits, then
 * pairs (`1,04,999`), as Rust's `labels::grouped` writes prices and counts.
 */
export function grouped(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  const head = digits.slice(0, -3);
  const last3 = digits.slice(-3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${head === '' ? last3 : `${pairs},${last3}`}`;
}

/** `"{count} products"` with 1428 → `"1,428 products"`. */
export function fillCount(template: string, count: number): string {
  return template.replaceAll('{count}', grouped(count));
}

/** The result count: the singular text for exactly one when the content has one. */
export function resultCount(labels: { results: string; result_one?: string | null }, count: number): string {
  return fillCount(count === 1 && labels.result_one ? labels.result_one : labels.results, count);
}
