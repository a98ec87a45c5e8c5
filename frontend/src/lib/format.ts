// Texts the content leaves a number to fill in.

/** `"{count} products"` with 14 → `"14 products"`. */
export function fillCount(template: string, count: number): string {
  return template.replaceAll('{count}', String(count));
}
