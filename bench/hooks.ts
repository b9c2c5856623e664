/**
 * Hooks of `npm run bench` for measurements that other features bring along.
 *
 * Issue 11's XLSX export: when bench/statementExport.ts exists, bench/run.ts imports it and calls its
 * `statementExport` (of the type below) once per database, while the bench server over that database
 * runs with the 100 000-line fleet customer seeded. It opens the statement in headless Chromium, exports
 * every filtered line to XLSX and answers how long it took and the longest main-thread task meanwhile.
 * bench/run.ts prints the figures and checks the budgets below; `npm run bench -- --only export` runs it alone.
 */
export interface StatementExportInput {
  /** The server, e.g. http://127.0.0.1:4631 (the built portal, the API under /v1). */
  readonly base: string
  readonly database: "pglite" | "postgres"
  /** The fleet customer with the statement lines (BENCH_FLEET_CUSTOMER_ID, 91). */
  readonly customerId: number
  /** Its ADMIN contact's personal code (Mari), for the Smart-ID simulator's sign-in. */
  readonly personalCode: string
  /** How to launch Chromium (tests/chromium.ts). */
  readonly chromium: { readonly executablePath: string; readonly args: string[] }
}

export interface StatementExportResult {
  /** Lines written to the file. */
  readonly lines: number
  /** From the export button to the file written: the fetch of every line and the XLSX. */
  readonly totalMs: number
  /** The longest main-thread task during it (PerformanceObserver "longtask"). */
  readonly longestTaskMs: number
}

export type StatementExport = (input: StatementExportInput) => Promise<StatementExportResult>

/** Issue 11's budgets: the XLSX of 100 000 lines within 5 s, no main-thread task over 50 ms. */
export const STATEMENT_EXPORT_BUDGET = { totalMs: 5000, longestTaskMs: 50 } as const
