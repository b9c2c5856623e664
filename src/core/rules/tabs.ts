/**
 * The several-tabs rule (spec part 1 §4.4): when the last open tab of the portal was closed more
 * than 120 s ago, a new tab starts signed out — closing the browser ends the session.
 */
export const TAB_CLOSURE_TIMEOUT_MS = 120_000

/** Local storage: the portal tabs open now, and when one was last closed (ms since epoch). */
export const OPEN_TABS_KEY = "ise.openTabs"
export const LAST_TAB_CLOSED_KEY = "ise.lastTabClosedAt"

export interface TabRecord {
  /** Portal tabs open now, as counted in local storage. */
  readonly openTabs: number
  /** When a tab was last closed (ms since epoch), if ever. */
  readonly lastClosedAt: number | null
}

export const sessionExpiredByTabs = (record: TabRecord, now: number): boolean =>
  record.openTabs <= 0 && record.lastClosedAt != null && now - record.lastClosedAt > TAB_CLOSURE_TIMEOUT_MS
