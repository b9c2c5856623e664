import { and, eq, inArray, sql } from "drizzle-orm"
import { fuelTypeOfProduct, monthDays } from "../../../core/rules/spending"
import {
  anomalyAlertMail,
  distanceKm,
  fasterThanACar,
  fuelMismatch,
  NO_FIGURES,
  outsideBusinessHours,
} from "../../../core/rules/spending.anomalies"
import type { Locale } from "../../../core/schemas/common"
import type { Anomaly, AnomalyExplanation, AnomalyList, BusinessHoursCards, VehicleFuelType } from "../../../core/schemas/spending"
import type { Db } from "../../db/client"
import { customers, users } from "../../db/schema"
import { cards, mailOutbox } from "../cards/cards.tables"
import { petrolStations } from "../stations/stations.tables"
import { LINE_DOCUMENT_TYPES } from "../statement/statement.service"
import type { SpendingAnswer } from "./spending.problems"
import { rowsOf } from "./spending.service"
import { spendingAnomalies, spendingBudgets, spendingBusinessHoursCards } from "./spending.tables"

type Row = Record<string, unknown>
const str = (v: unknown) => (v === null || v === undefined ? null : String(v))
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString())

/** The customer's card lines of the days (and the day before, for the first purchase's predecessor), with the vehicle's fuel and tank. */
const linesOf = (db: Db, customerId: number, from: string, until: string) =>
  db
    .execute(sql`
      select l.id, l.document_id, l.line_no, l.document_number, l.document_date, l.purchased_at, l.remote_card_id, l.card_name,
        l.vehicle_number, l.location_name, l.product_name, l.quantity, v.fuel_type, v.tank_capacity_litres,
        h.remote_card_id is not null as business_hours_only
      from document_lines l
      left join vehicles v on v.customer_id = l.customer_id and v.registration_number = l.vehicle_number
      left join spending_business_hours_cards h on h.customer_id = l.customer_id and h.remote_card_id = l.remote_card_id
      where l.customer_id = ${customerId} and l.document_date >= (${from}::date - 1) and l.document_date <= ${until}::date
        and l.document_type = any(array[${sql.join(
          LINE_DOCUMENT_TYPES.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[])
      order by l.purchased_at nulls last, l.id`)
    .then(rowsOf)

/** A station's point: the station of that name, else the first of its town (the part before the comma). */
async function stationPoints(db: Db): Promise<(name: string | null) => { lat: number; lon: number } | undefined> {
  const stations = await db.select().from(petrolStations).orderBy(petrolStations.id)
  const town = (name: string) => name.split(",")[0]!.trim()
  return (name) => {
    if (!name) return undefined
    const s = stations.find((x) => x.nameEt === name) ?? stations.find((x) => town(x.nameEt) === town(name))
    return s ? { lat: s.latitude, lon: s.longitude } : undefined
  }
}

const anomalyOf = (r: Row, kind: Anomaly["kind"], extra: Partial<Anomaly> = {}): Anomaly => ({
  ...NO_FIGURES,
  kind,
  lineId: Number(r.id),
  documentNumber: String(r.document_number),
  documentDate: String(r.document_date).slice(0, 10),
  purchasedAt: iso(r.purchased_at),
  card: str(r.remote_card_id),
  cardName: str(r.card_name),
  vehicle: str(r.vehicle_number),
  station: str(r.location_name),
  product: String(r.product_name),
  quantity: Number(r.quantity),
  ...extra,
})

/** The line kinds of one line: its tank, its fuel, its hour. */
function lineAnomalies(r: Row): Anomaly[] {
  const found: Anomaly[] = []
  const fuel = fuelTypeOfProduct(String(r.product_name))
  const tank = r.tank_capacity_litres == null ? null : Number(r.tank_capacity_litres)
  if (fuel && tank != null && Number(r.quantity) > tank) found.push(anomalyOf(r, "TANK", { tankLitres: tank }))
  const vehicleFuel = r.fuel_type as VehicleFuelType | null
  if (fuel && vehicleFuel && fuelMismatch(vehicleFuel, fuel)) found.push(anomalyOf(r, "FUEL", { vehicleFuel, productFuel: fuel }))
  // The hour is the document's: told once, on its first line.
  const first = Number(r.line_no) === 1
  if (first && r.business_hours_only === true && r.purchased_at != null && outsideBusinessHours(new Date(r.purchased_at as string)))
    found.push(anomalyOf(r, "HOURS"))
  return found
}

/** SPEED: each card's purchases (one per document) in time order; a station too far from the one before in the time between. */
function speedAnomalies(rows: ReadonlyArray<Row>, pointOf: Awaited<ReturnType<typeof stationPoints>>): Anomaly[] {
  const byCard = new Map<string, Row[]>()
  for (const r of rows) {
    if (r.purchased_at == null || r.remote_card_id == null) continue
    const list = byCard.get(String(r.remote_card_id)) ?? []
    if (!list.some((x) => x.document_id === r.document_id)) list.push(r)
    byCard.set(String(r.remote_card_id), list)
  }
  const found: Anomaly[] = []
  for (const list of byCard.values()) {
    for (let i = 1; i < list.length; i++) {
      const [before, now] = [list[i - 1]!, list[i]!]
      const [a, b] = [pointOf(str(before.location_name)), pointOf(str(now.location_name))]
      if (!a || !b) continue
      const km = distanceKm(a, b)
      const minutes = (new Date(now.purchased_at as string).getTime() - new Date(before.purchased_at as string).getTime()) / 60_000
      if (km >= 1 && fasterThanACar(km, minutes))
        found.push(
          anomalyOf(now, "SPEED", {
            previousStation: str(before.location_name),
            previousAt: iso(before.purchased_at),
            distanceKm: Math.round(km),
            minutes: Math.round(minutes),
          }),
        )
    }
  }
  return found
}

/** The month's anomalies of the customer, newest first, each with its explanation (when one was given). */
export async function findAnomalies(db: Db, customerId: number, month: string): Promise<Anomaly[]> {
  const { start, end } = monthDays(month)
  const [rows, pointOf, marks] = await Promise.all([
    linesOf(db, customerId, start, end),
    stationPoints(db),
    db
      .select({ kind: spendingAnomalies.kind, lineId: spendingAnomalies.lineId, at: spendingAnomalies.explainedAt, by: users.name })
      .from(spendingAnomalies)
      .leftJoin(users, eq(users.id, spendingAnomalies.explainedByUserId))
      .where(eq(spendingAnomalies.customerId, customerId)),
  ])
  const inMonth = (a: Anomaly) => a.documentDate >= start && a.documentDate <= end
  const found = [...rows.flatMap(lineAnomalies), ...speedAnomalies(rows, pointOf)].filter(inMonth)
  return found
    .map((a) => {
      const mark = marks.find((m) => m.kind === a.kind && m.lineId === a.lineId && m.at)
      return mark ? { ...a, explainedAt: mark.at!.toISOString(), explainedBy: mark.by } : a
    })
    .sort((a, b) => (b.purchasedAt ?? b.documentDate).localeCompare(a.purchasedAt ?? a.documentDate) || b.lineId - a.lineId)
}

const hoursCardsOf = async (db: Db, customerId: number) =>
  (
    await db
      .select({ id: spendingBusinessHoursCards.remoteCardId })
      .from(spendingBusinessHoursCards)
      .where(eq(spendingBusinessHoursCards.customerId, customerId))
      .orderBy(spendingBusinessHoursCards.remoteCardId)
  ).map((r) => r.id)

/** GET: the month's list and the business-hours cards. */
export async function anomalyList(db: Db, customerId: number, month: string): Promise<AnomalyList> {
  const [items, businessHoursCards] = await Promise.all([findAnomalies(db, customerId, month), hoursCardsOf(db, customerId)])
  return { month, items, businessHoursCards }
}

/**
 * Tells the customer of the month's anomalies not told yet: one e-mail listing them, to the customer's e-mail, in
 * its communication language (/profiil), else the language of its budgets, else Estonian. Each anomaly's row is
 * claimed in the mail's transaction.
 */
export async function sendAnomalyAlerts(db: Db, customerId: number, month: string, now: Date, origin: string): Promise<number> {
  const open = (await findAnomalies(db, customerId, month)).filter((a) => !a.explainedAt)
  if (open.length === 0) return 0
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
      .insert(spendingAnomalies)
      .values(open.map((a) => ({ customerId, kind: a.kind, lineId: a.lineId, alertedAt: now })))
      .onConflictDoUpdate({
        target: [spendingAnomalies.customerId, spendingAnomalies.kind, spendingAnomalies.lineId],
        set: { alertedAt: now },
        setWhere: sql`${spendingAnomalies.alertedAt} is null`,
      })
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
