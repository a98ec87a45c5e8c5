// Texts the content leaves a number to fill in.

/** `"{count} products"` with 14 → `"14 products"`. */
export function fillCount(template: string, count: number): string {
  return template.replaceAll('{count}', String(count));
}

/** The result count: the singular text for exactly one when the content has one. */
export function resultCount(labels: { results: string; result_one?: string | null }, count: number): string {
  return fillCount(count === 1 && labels.result_one ? labels.result_one : labels.results, count);
}
