/**
 * What the bench loads (bench/run.ts) and diagnoses (bench/cpu.ts): the groups `--only` can name, the load
 * targets with their paths, and the Smart-ID sign-in that gives a signed-in target its token.
 */
import { consumptionPresetRange } from "../src/core/rules/consumption"
import { presetRange } from "../src/core/rules/dateRanges"
import { STATEMENT_DEFAULT_PRESET } from "../src/core/rules/statement"
import { tallinnDay } from "../src/core/rules/vat"
import { demoIds } from "../src/server/db/seed"
import { demoMeteringPointIds } from "../src/server/features/consumption/consumption.seed"
import { BENCH_CUSTOMER_ID } from "../src/server/features/invoices/invoices.seed"
import { BENCH_FLEET_CUSTOMER_ID, demoLineStations } from "../src/server/features/statement/statement.seed"
import { BENCH_DOCUMENTS, BENCH_FLEET_LINES } from "./seed"

/** What `--only` can name. */
export const GROUPS = [
  "sizes",
  "vitals",
  "prices",
  "users",
  "documents",
  "cluster",
  "statement",
  "export",
  "measurements",
  "terminal",
  "stations",
  "cards",
  "sale-orders",
  "cost",
  "spending",
  "mixed",
  "soak",
  "faults",
] as const
export type Group = (typeof GROUPS)[number]

export type Kind = "pglite" | "postgres"

export interface Target {
  readonly key: string
  readonly group: Group
  readonly name: string
  readonly path: () => string
  readonly signedIn: boolean
  readonly connections: number
  readonly databases: ReadonlyArray<Kind>
}

const today = tallinnDay(new Date())
const addDaysIso = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const BOTH: ReadonlyArray<Kind> = ["pglite", "postgres"]
const PGLITE: ReadonlyArray<Kind> = ["pglite"]

/** The statement's filters as /väljavõte sends them: its default period (this year) and one station (a fifth of the lines). */
const statementFilter = () => {
  const period = presetRange(STATEMENT_DEFAULT_PRESET, today)
  return new URLSearchParams({
    documentDateCreatedStart: period.start,
    documentDateCreatedEnd: period.end,
    limitToLocation: demoLineStations[2]!,
  }).toString()
}
const measurements = (resolution: "DAY" | "MONTH") => {
  const year = consumptionPresetRange("last12Months", today)
  const from = resolution === "DAY" ? addDaysIso(year.end, -365) : year.start
  return `/v1/electricity/measurements/${demoIds.customers.mariPrivate}/${demoMeteringPointIds.mariHome}?from=${from}&to=${year.end}&resolution=${resolution}`
}
const company = demoIds.customers.naidisLogistika

/** Everything loaded, in the order of a round; 50 connections unless said. */
export const TARGETS: ReadonlyArray<Target> = [
  { key: "prices", group: "prices", name: "GET /v1/prices", path: () => "/v1/prices", signedIn: false, connections: 50, databases: BOTH },
  {
    key: "users",
    group: "users",
    name: "GET /v1/users/current",
    path: () => "/v1/users/current",
    signedIn: true,
    connections: 50,
    databases: BOTH,
  },
  // The invoice list's first page (defaults: MV_KO,MV_VL,VA_1, newest first, 20) over the bench company's documents.
  {
    key: "documents",
    group: "documents",
    name: `GET /v1/documents/{customerId} (${BENCH_DOCUMENTS} docs)`,
    path: () => `/v1/documents/${BENCH_CUSTOMER_ID}?page=0&size=20&sortField=DOCUMENT_DATE_CREATED&sortDirection=DESC`,
    signedIn: true,
    connections: 50,
    databases: BOTH,
  },
  // Another page and sort at 5 connections: the service time without most of the queueing.
  {
    key: "documents-5",
    group: "documents",
    name: `GET /v1/documents/{customerId} (${BENCH_DOCUMENTS} docs, page 3 by amount, 5 conn.)`,
    path: () => `/v1/documents/${BENCH_CUSTOMER_ID}?page=3&size=20&sortField=TOTAL_AMOUNT&sortDirection=ASC&types=VA_1`,
    signedIn: true,
    connections: 5,
    databases: PGLITE,
  },
  // Issue 11: the fleet customer's statement, filtered as above, its first page and its sums.
  {
    key: "statement-page",
    group: "statement",
    name: `GET /v1/documents/{customerId}/rows (${BENCH_FLEET_LINES / 1000}k lines, filtered)`,
    path: () =>
      `/v1/documents/${BENCH_FLEET_CUSTOMER_ID}/rows?page=0&size=20&sortField=DOCUMENT_DATE_CREATED&sortDirection=DESC&${statementFilter()}`,
    signedIn: true,
    connections: 50,
    databases: BOTH,
  },
  {
    key: "statement-sums",
    group: "statement",
    name: `GET /v1/documents/{customerId}/rows/sum (${BENCH_FLEET_LINES / 1000}k lines, filtered)`,
    path: () => `/v1/documents/${BENCH_FLEET_CUSTOMER_ID}/rows/sum?${statementFilter()}`,
    signedIn: true,
    connections: 50,
    databases: BOTH,
  },
  // Issue 28: /kulud's calls for the fleet customer's 100 000 lines (this month's sums and the 12 months before,
  // the month's card purchases by card, its anomalies), from the pre-aggregated day totals.
  ...(
    [
      ["spending-summary", "summary", "summary"],
      ["spending-cards", "card-purchases", "card-purchases?by=CARD"],
      ["spending-anomalies", "anomalies", "anomalies"],
    ] as const
  ).map(
    ([key, name, path]): Target => ({
      key,
      group: "spending",
      name: `GET /v1/spending/{customerId}/${name} (${BENCH_FLEET_LINES / 1000}k lines)`,
      path: () => `/v1/spending/${BENCH_FLEET_CUSTOMER_ID}/${path}`,
      signedIn: true,
      connections: 50,
      databases: BOTH,
    }),
  ),
  // Issue 14: a year of Mari's hourly measurements (8 760 rows) summed by the database, with the statistics.
  {
    key: "measurements-day",
    group: "measurements",
    name: "GET /v1/electricity/measurements (a year by DAY)",
    path: () => measurements("DAY"),
    signedIn: true,
    connections: 50,
    databases: PGLITE,
  },
  {
    key: "measurements-month",
    group: "measurements",
    name: "GET /v1/electricity/measurements (a year by MONTH)",
    path: () => measurements("MONTH"),
    signedIn: true,
    connections: 50,
    databases: PGLITE,
  },
  // The terminal's main lists of the demo company (Mari as its dispenser and tank owner).
  {
    key: "dispensing",
    group: "terminal",
    name: "GET /v1/dispensing-order/{customerId}",
    path: () => `/v1/dispensing-order/${company}`,
    signedIn: true,
    connections: 50,
    databases: PGLITE,
  },
  {
    key: "tanks",
    group: "terminal",
    name: "GET /v1/tanks/{customerId} (page of 25)",
    path: () => `/v1/tanks/${company}?page=0&size=25&sortField=ID&sortDirection=ASC`,
    signedIn: true,
    connections: 50,
    databases: PGLITE,
  },
  // The station map's list: every station (public).
  {
    key: "stations",
    group: "stations",
    name: "GET /v1/petrol-stations (page 0, size 999)",
    path: () => "/v1/petrol-stations?page=0&size=999",
    signedIn: false,
    connections: 50,
    databases: PGLITE,
  },
  // The card list's first page as /kaardid asks for it: the company's active payment cards.
  {
    key: "cards",
    group: "cards",
    name: "GET /v1/cards/{customerId} (page of 20)",
    path: () => `/v1/cards/${company}?cardType=PAYMENT_CARD&isBlockedCard=false&page=0&size=20&sortField=REMOTE_CARD_ID&sortDirection=ASC`,
    signedIn: true,
    connections: 50,
    databases: PGLITE,
  },
  // The demo company's sale orders (orders and quotes in every state with their rows), default sort.
  {
    key: "sale-orders",
    group: "sale-orders",
    name: "GET /v1/sale-orders/{customerId}",
    path: () => `/v1/sale-orders/${company}`,
    signedIn: true,
    connections: 50,
    databases: PGLITE,
  },
]

/** Smart-ID sign-in through the API: login, then poll until not RUNNING (the session bound by x-eid-session). */
export async function signIn(base: string, personalIdentityCode: string): Promise<string> {
  let binding: Record<string, string> = {}
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...binding },
      body: JSON.stringify(body),
    })
    const session = res.headers.get("x-eid-session")
    if (session) binding = { "x-eid-session": session }
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as Record<string, unknown>
  }
  const { verificationCode } = await post("/v1/auth/smart-id/login", { personalIdentityCode })
  for (let i = 0; i < 10; i++) {
    const body = await post("/v1/auth/smart-id/poll", { personalIdentityCode, verificationCode })
    if (body.status === "RUNNING") continue
    if (typeof body.token !== "string") throw new Error(`sign-in failed: ${JSON.stringify(body)}`)
    return body.token
  }
  throw new Error("sign-in did not finish")
}
