/** The 99th percentile of `ms` by nearest rank (the smallest value at or above 99 % of them), 0 for none. */
export const p99Of = (ms: ReadonlyArray<number>): number => {
  if (ms.length === 0) return 0
  const sorted = [...ms].sort((a, b) => a - b)
  return sorted[Math.ceil(sorted.length * 0.99) - 1]!
}
