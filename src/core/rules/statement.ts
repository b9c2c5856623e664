/** Rules of the statement of card transactions (/väljavõte, spec part 2 "Sales invoice lines", §9). */
import { DATE_PRESETS, type DatePreset } from "./dateRanges"
import { roundMoney, vatRateOn } from "./vat"

/** Lines page by 20. */
export const STATEMENT_PAGE_SIZE = 20
/** The date filter starts on the preset at this index of the preset list. */
export const STATEMENT_DEFAULT_PRESET_INDEX = 4
export const STATEMENT_DEFAULT_PRESET: DatePreset = DATE_PRESETS[STATEMENT_DEFAULT_PRESET_INDEX]!
/** The location filter lists the customer's stations, page 0, size 100. */
export const FILTER_LOCATIONS_SIZE = 100
/** One zip holds at most this many documents (a request stays bounded). */
export const MAX_ZIP_DOCUMENTS = 200

/** The VAT inside a line's sum (with VAT), at the rate of the document date, in cents. */
export const lineVat = (amountWithVat: number, documentDate: string): number => {
  const rate = vatRateOn(documentDate)
  return roundMoney((amountWithVat * rate) / (1 + rate))
}

/** Sums of lines the way the server sums them: each line's VAT rounded, then added. */
export const sumLines = (
  lines: ReadonlyArray<{ readonly productAmountSum: number; readonly documentDateCreated: string }>,
): { sum: number; sumWithoutVat: number; vatSum: number } => {
  let cents = 0
  let vatCents = 0
  for (const line of lines) {
    cents += Math.round(line.productAmountSum * 100)
    vatCents += Math.round(lineVat(line.productAmountSum, line.documentDateCreated) * 100)
  }
  return { sum: cents / 100, sumWithoutVat: (cents - vatCents) / 100, vatSum: vatCents / 100 }
}

/** The distinct documents of the selected lines, in the order first selected. */
export const distinctDocumentIds = (documentIds: Iterable<number>): number[] => [...new Set(documentIds)]

const pad = (n: number) => String(n).padStart(2, "0")

/**
 * An export's file name: the title plus the local time as DD.MM.YYYYTHH_mm_SS (spec part 2),
 * e.g. "Väljavõte 25.11.2026T14_05_09.xlsx". Characters a file system refuses are replaced.
 */
export const exportFileName = (title: string, now: Date, extension: "xlsx" | "pdf"): string => {
  const stamp = `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}T${pad(now.getHours())}_${pad(now.getMinutes())}_${pad(now.getSeconds())}`
  return `${title.replace(/[\\/:*?"<>|]+/g, "_")} ${stamp}.${extension}`
}

/** What a page knows of its surroundings to tell the mobile app's webview. */
export interface ClientHints {
  readonly userAgent: string
  /** The address's query string. */
  readonly search: string
  /** Whether this tab was marked as the app before (session storage). */
  readonly markedBefore: boolean
  /** Whether the app's JavaScript bridge is present (React Native or a WebKit message handler named "iseApp"). */
  readonly hasAppBridge: boolean
}

/** The user-agent token the retailer's mobile app adds to its webview. */
export const MOBILE_APP_UA_TOKEN = "ISEMobileApp"
/** The query parameter an app may open a page with instead (remembered for the tab). */
export const MOBILE_APP_PARAM = "mobileApp"

/**
 * Whether the page runs inside the retailer's mobile app webview, where the export buttons are
 * hidden (spec part 2 §6). The spec only says the app marks itself (its login calls send a
 * mobile-app header); the app marks its webview by a user-agent token, by `?mobileApp=true` on
 * the first address (kept for the tab), or by its JavaScript bridge.
 */
export const isMobileAppWebview = (hints: ClientHints): boolean =>
  hints.userAgent.includes(MOBILE_APP_UA_TOKEN) ||
  new URLSearchParams(hints.search).get(MOBILE_APP_PARAM) === "true" ||
  hints.markedBefore ||
  hints.hasAppBridge
