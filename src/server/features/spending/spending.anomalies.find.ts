import { sql } from "drizzle-orm"
import { fuelTypeOfProduct, monthDays } from "../../../core/rules/spending"
import { distanceKm, fasterThanACar, fuelMismatch, NO_FIGURES, outsideBusinessHours } from "../../../core/rules/spending.anomalies"
import type { Anomaly, VehicleFuelType } from "../../../core/schemas/spending"
import type { Db } from "../../db/client"
import { petrolStations } from "../stations/stations.tables"
import { LINE_DOCUMENT_TYPES } from "../statement/statement.service"
import { rowsOf } from "./spending.service"

/** The database or a transaction of it. */
export type Reader = Pick<Db, "execute" | "select">

type Row = Record<string, unknown>
const str = (v: unknown) => (v === null || v === undefined ? null : String(v))
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString())

/** The customer's card lines of the days (and the day before, for the first purchase's predecessor), with the vehicle's fuel and tank. */
const linesOf = (db: Reader, customerId: number, from: string, until: string) =>
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
async function stationPoints(db: Reader): Promise<(name: string | null) => { lat: number; lon: number } | undefined> {
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

/**
 * The month's anomalies of the customer as its lines, vehicles, business-hours cards and the stations show them now
 * (no explanations): the month's lines and the day before are read once. spending.anomalies.ts keeps what it finds.
 */
export async function detectAnomalies(db: Reader, customerId: number, month: string): Promise<Anomaly[]> {
  const { start, end } = monthDays(month)
  const [rows, pointOf] = await Promise.all([linesOf(db, customerId, start, end), stationPoints(db)])
  const inMonth = (a: Anomaly) => a.documentDate >= start && a.documentDate <= end
  return [...rows.flatMap(lineAnomalies), ...speedAnomalies(rows, pointOf)].filter(inMonth)
}
