/**
 * Hooks of `npm run bench` for measurements that other features bring along.
 *
 * Issue 11's XLSX export: when bench/statementExport.ts exists, bench/run.ts imports it and calls its
 * `statementExport(base)` (of the type below) once per database, while the bench server over that
 * database runs (the built portal and the API at `base`, the 100 000-line fleet customer
 * BENCH_FLEET_CUSTOMER_ID seeded, Mari its ADMIN contact). It opens /väljavõte in headless Chromium
 * (tests/chromium.ts has the launch options), exports the filtered lines to XLSX and answers how long
 * that took and the longest main-thread task meanwhile. bench/run.ts prints every figure it answers and
 * checks the budgets below; `npm run bench -- --only export` runs it alone.
 */
export interface StatementExportFigures {
  /** Lines written to the file. */
  readonly lines: number
  /** From the export button to the file in the browser: the fetch of every line and the XLSX. */
  readonly exportMs: number
  /** The longest main-thread task meanwhile (PerformanceObserver "longtask"). */
  readonly longestTaskMs: number
}

export type StatementExport = (base: string) => Promise<{ readonly figures: StatementExportFigures }>

/** Issue 11's budgets: the XLSX of the fleet's lines within 5 s, no main-thread task over 50 ms. */
export const STATEMENT_EXPORT_BUDGET = { exportMs: 5000, longestTaskMs: 50 } as const
