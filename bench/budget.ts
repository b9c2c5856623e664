/** One budget line of `npm run bench`: PASS, FAIL, or SKIP (not measured in this run, with the reason). */
export interface Budget {
  readonly name: string
  readonly value: number
  readonly limit: number
  readonly unit: string
  /** The value must be at most (≤) or at least (≥) the limit. */
  readonly cmp: "≤" | "≥"
  /** Set when the line could not be measured here (e.g. no PostgreSQL): neither passes nor fails. */
  readonly skip?: string
  /** Set when the figure cannot count whatever its value (e.g. the LCP element is a placeholder): the line fails, with the reason. */
  readonly fail?: string
}

export const passes = (b: Budget): boolean =>
  b.skip != null || (b.fail == null && (b.cmp === "≤" ? b.value <= b.limit : b.value >= b.limit))

export const status = (b: Budget): "PASS" | "FAIL" | "SKIP" => (b.skip != null ? "SKIP" : passes(b) ? "PASS" : "FAIL")

const figure = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 2))

export function report(budgets: ReadonlyArray<Budget>) {
  console.log("")
  for (const b of budgets) {
    const line = b.skip != null ? `— ${b.skip}` : `${figure(b.value)} ${b.unit}${b.fail != null ? ` — ${b.fail}` : ""}`
    console.log(`${status(b)}  ${b.name}: ${line} (budget ${b.cmp} ${b.limit} ${b.unit})`)
  }
}
