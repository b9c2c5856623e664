import { and, eq, inArray, sql } from "drizzle-orm"
import { anomalyAlertMail } from "../../../core/rules/spending.anomalies"
import type { Locale } from "../../../core/schemas/common"
import type { Anomaly, AnomalyExplanation, AnomalyList, BusinessHoursCards } from "../../../core/schemas/spending"
import type { Db } from "../../db/client"
import { preparedOnce } from "../../db/prepared"
import { customers } from "../../db/schema"
import { cards, mailOutbox } from "../cards/cards.tables"
import { detectAnomalies } from "./spending.anomalies.find"
import type { SpendingAnswer } from "./spending.problems"
import { rowsOf } from "./spending.service"
import { spendingAnomalies, spendingAnomalyMonths, spendingBudgets, spendingBusinessHoursCards } from "./spending.tables"

/** The first key of the transaction lock (28028, customer) under which a month is found and kept (migration 0028's triggers take it too). */
const ANOMALY_LOCK = 28028
/** Found rows per INSERT (well under PostgreSQL's 65 535 parameters). */
const KEEP_CHUNK = 1000

/**
 * Finds the month's anomalies from the lines and keeps them, unless a read before did so already: under the
 * customer's lock (a line written meanwhile waits, and then forgets the month again), the month's rows found before
 * are set not found, the ones found now upserted (their alert and explanation marks stay), and the month noted kept.
 */
async function keepMonth(db: Db, customerId: number, month: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ANOMALY_LOCK}::int, ${customerId}::int)`)
    const [kept] = await tx
      .select({ month: spendingAnomalyMonths.month })
      .from(spendingAnomalyMonths)
      .where(and(eq(spendingAnomalyMonths.customerId, customerId), eq(spendingAnomalyMonths.month, month)))
    if (kept) return
    const found = await detectAnomalies(tx, customerId, month)
    await tx
      .update(spendingAnomalies)
      .set({ found: false })
      .where(and(eq(spendingAnomalies.customerId, customerId), eq(spendingAnomalies.month, month), eq(spendingAnomalies.found, true)))
    for (let i = 0; i < found.length; i += KEEP_CHUNK)
      await tx
        .insert(spendingAnomalies)
        .values(found.slice(i, i + KEEP_CHUNK).map((a) => ({ customerId, kind: a.kind, lineId: a.lineId, month, found: true, details: a })))
        .onConflictDoUpdate({
          target: [spendingAnomalies.customerId, spendingAnomalies.kind, spendingAnomalies.lineId],
          set: { month, found: true, details: sql`excluded.details` },
        })
    await tx.insert(spendingAnomalyMonths).values({ customerId, month, foundAt: sql`now()` })
  })
}

/** A kept anomaly with its explanation, and whether the customer was told of it. */
interface Kept {
  readonly anomaly: Anomaly
  readonly alerted: boolean
}

/** Kind order of one line's anomalies (as they were found: its tank, fuel, hour, then its speed). */
const KIND_ORDER = sql`array_position(array['TANK', 'FUEL', 'HOURS', 'SPEED']::text[], a.kind)`

/** One prepared statement: whether the month is kept, its found rows with their marks, and the customer's business-hours cards. */
const keptRows = (db: Db, customerId: number, month: string) =>
  preparedOnce(db, "spending_anomalies_kept", (name, on) => {
    const [customer, asked] = [sql.placeholder("customerId"), sql.placeholder("month")]
    return on
      .select({
        kept: sql<boolean>`exists (select 1 from spending_anomaly_months where customer_id = ${customer} and month = ${asked})`,
        hoursCards: sql<string[]>`(select coalesce(array_agg(remote_card_id order by remote_card_id), '{}')
          from spending_business_hours_cards where customer_id = ${customer})`,
        details: sql<Anomaly | string | null>`a.details`,
        alerted: sql<boolean>`a.alerted_at is not null`,
        explainedAt: sql<string | Date | null>`a.explained_at`,
        explainedBy: sql<string | null>`u.name`,
      })
      .from(sql`(values (1)) as one (x)
        left join spending_anomalies a on a.customer_id = ${customer} and a.month = ${asked} and a.found
        left join users u on u.id = a.explained_by_user_id`)
      .orderBy(sql`a.line_id desc, ${KIND_ORDER}`)
      .prepare(name)
  }).execute({ customerId, month })

const newestFirst = (a: Kept, b: Kept) =>
  (b.anomaly.purchasedAt ?? b.anomaly.documentDate).localeCompare(a.anomaly.purchasedAt ?? a.anomaly.documentDate) ||
  b.anomaly.lineId - a.anomaly.lineId

/**
 * The month's anomalies of the customer, newest first, each with its explanation (when one was given), and its
 * business-hours cards: read from what is kept, the month found and kept first when it is not (spending.anomalies.find.ts).
 */
async function monthAnomalies(db: Db, customerId: number, month: string): Promise<{ items: Kept[]; hoursCards: string[] }> {
  let rows = await keptRows(db, customerId, month)
  if (rows[0]?.kept !== true) {
    await keepMonth(db, customerId, month)
    rows = await keptRows(db, customerId, month)
  }
  const items = rows
    .filter((r) => r.details != null)
    .map((r) => {
      const details = (typeof r.details === "string" ? JSON.parse(r.details) : r.details) as Anomaly
      const explainedAt = r.explainedAt == null ? null : new Date(r.explainedAt).toISOString()
      const anomaly = explainedAt ? { ...details, explainedAt, explainedBy: r.explainedBy } : details
      return { anomaly, alerted: r.alerted === true }
    })
    .sort(newestFirst)
  const hoursCards = rows[0]?.hoursCards ?? []
  return { items, hoursCards }
}

/** The month's anomalies of the customer, newest first, each with its explanation (when one was given). */
export const findAnomalies = async (db: Db, customerId: number, month: string): Promise<Anomaly[]> =>
  (await monthAnomalies(db, customerId, month)).items.map((k) => k.anomaly)

const hoursCardsOf = async (db: Db, customerId: number) =>
  (
    await db
      .select({ id: spendingBusinessHoursCards.remoteCardId })
      .from(spendingBusinessHoursCards)
      .where(eq(spendingBusinessHoursCards.customerId, customerId))
      .orderBy(spendingBusinessHoursCards.remoteCardId)
  ).map((r) => r.id)

/** GET: the month's list and the business-hours cards; with `alert`, the ones not told yet are mailed first (alertOf). */
export async function anomalyList(
  db: Db,
  customerId: number,
  month: string,
  alert?: { readonly now: Date; readonly origin: string },
): Promise<AnomalyList> {
  const { items, hoursCards } = await monthAnomalies(db, customerId, month)
  const untold = items.filter((k) => !k.alerted && !k.anomaly.explainedAt).map((k) => k.anomaly)
  if (alert && untold.length) await alertOf(db, customerId, month, untold, alert.now, alert.origin)
  return { month, items: items.map((k) => k.anomaly), businessHoursCards: hoursCards }
}

/**
 * Tells the customer of the month's anomalies not told yet (`open`): one e-mail listing them, to the customer's
 * e-mail, in its communication language (/profiil), else the language of its budgets, else Estonian. Each anomaly's
 * row is claimed in the mail's transaction, so however many reads race, each is told once.
 */
async function alertOf(
  db: Db,
  customerId: number,
  month: string,
  open: ReadonlyArray<Anomaly>,
  now: Date,
  origin: string,
): Promise<number> {
  const [customer] = await db
    .select({ email: customers.email, invoiceEmail: customers.invoiceRecipientEmail, language: customers.communicationLanguage })
    .from(customers)
    .where(eq(customers.id, customerId))
  const recipient = customer?.email ?? customer?.invoiceEmail
  if (!recipient) return 0
  const [budget] = await db
    .select({ locale: spendingBudgets.locale, userId: spendingBudgets.setByUserId })
    .from(spendingBudgets)
    .where(eq(spendingBudgets.customerId, customerId))
    .limit(1)
  const locale: Locale = customer?.language ?? budget?.locale ?? "et"
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(spendingAnomalies)
      .set({ alertedAt: now })
      .where(
        and(
          eq(spendingAnomalies.customerId, customerId),
          eq(spendingAnomalies.month, month),
          eq(spendingAnomalies.found, true),
          sql`${spendingAnomalies.alertedAt} is null and ${spendingAnomalies.explainedAt} is null`,
        ),
      )
      .returning({ kind: spendingAnomalies.kind, lineId: spendingAnomalies.lineId })
    const told = open.filter((a) => claimed.some((c) => c.kind === a.kind && c.lineId === a.lineId))
    if (told.length === 0) return 0
    const link = `${origin}/kulud?month=${month}`
    await tx
      .insert(mailOutbox)
      .values({ userId: budget?.userId ?? null, recipient, ...anomalyAlertMail(locale, told, link), link, createdAt: now })
    return told.length
  })
}

/** PUT explained: only a line that is an anomaly of that kind now; the mark is kept with the anomaly's row. */
export async function explainAnomaly(
  db: Db,
  customerId: number,
  userId: number,
  body: AnomalyExplanation,
  now: Date,
): Promise<SpendingAnswer<AnomalyList>> {
  const [line] = rowsOf(
    await db.execute(sql`select document_date from document_lines where id = ${body.lineId} and customer_id = ${customerId}`),
  )
  const month = line ? String(line.document_date).slice(0, 7) : null
  const found = month ? (await findAnomalies(db, customerId, month)).some((a) => a.kind === body.kind && a.lineId === body.lineId) : false
  if (!month || !found) return { problem: { kind: "ANOMALY_NOT_FOUND" } }
  const mark = body.explained ? { explainedAt: now, explainedByUserId: userId } : { explainedAt: null, explainedByUserId: null }
  await db
    .insert(spendingAnomalies)
    .values({ customerId, kind: body.kind, lineId: body.lineId, ...mark })
    .onConflictDoUpdate({ target: [spendingAnomalies.customerId, spendingAnomalies.kind, spendingAnomalies.lineId], set: mark })
  return { value: await anomalyList(db, customerId, month) }
}

/** PUT business-hours cards: replaces the set in one transaction; every card must be the customer's. */
export async function setBusinessHoursCards(
  db: Db,
  customerId: number,
  body: BusinessHoursCards,
): Promise<SpendingAnswer<BusinessHoursCards>> {
  const wanted = [...new Set(body.cards)]
  const known = wanted.length
    ? (
        await db
          .select({ id: cards.remoteCardId })
          .from(cards)
          .where(and(eq(cards.customerId, customerId), inArray(cards.remoteCardId, wanted)))
      ).map((c) => c.id)
    : []
  const unknown = body.cards.findIndex((c) => !known.includes(c))
  if (unknown >= 0) return { problem: { kind: "CARD_NOT_FOUND", field: `cards.${unknown}` } }
  await db.transaction(async (tx) => {
    await tx.delete(spendingBusinessHoursCards).where(eq(spendingBusinessHoursCards.customerId, customerId))
    if (wanted.length) await tx.insert(spendingBusinessHoursCards).values(wanted.map((remoteCardId) => ({ customerId, remoteCardId })))
  })
  return { value: { cards: await hoursCardsOf(db, customerId) } }
}
