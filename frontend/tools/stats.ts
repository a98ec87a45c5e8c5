// The figures the benches print: the median and the slowest of a run's times.

/** The middle value (the upper one of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** `median N ms, max N ms (N runs)`. */
export function summary(ms: number[]): string {
  return `median ${median(ms).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms (${ms.length} runs)`;
}
