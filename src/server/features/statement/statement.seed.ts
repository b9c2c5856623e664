import { eq, sql } from "drizzle-orm"
import { tallinnDay } from "../../../core/rules/vat"
import type { Db } from "../../db/client"
import { runBulk } from "../../db/bulk"
import { contacts, customers } from "../../db/schema"
import { cards } from "../cards/cards.tables"
import { documentLines } from "./statement.tables"
import { vatOfSql, vatRateSql } from "./statement.service"
import { demoCardNumber } from "../cards/cards.seed"

/** Fixed ids of the foundation's demo customers (seed.ts demoIds). */
const CUSTOMER = { mariPrivate: 1, naidisLogistika: 2 } as const

/** Stations the demo fleet fills up at (the first ones most often). */
export const demoLineStations: ReadonlyArray<string> = [
  "Tallinn, Peterburi tee 2",
  "Tallinn, Paldiski mnt 100",
  "Tartu, Riia 140",
  "Pärnu, Tallinna mnt 82",
  "Rakvere, Tõrma tee 1",
  "Viljandi, Tartu 50",
  "Narva, Tallinna mnt 41",
  "Jõhvi, Rakvere 38",
  "Paide, Pärnu 60",
  "Haapsalu, Tallinna mnt 80",
  "Kuressaare, Tallinna 67",
  "Valga, Riia 22",
]

/** One card of a fleet as the generator uses it: its vehicle, and where that vehicle's odometer starts and how fast it grows. */
interface FleetCard {
  readonly card: string
  readonly name: string | null
  readonly vehicle: string | null
  readonly base: number
  readonly perDay: number
}

interface LineSeed {
  readonly customerId: number
  /** Prefix of remote document ids: `${prefix}-${n}`. */
  readonly prefix: string
  readonly documents: number
  readonly fleet: ReadonlyArray<FleetCard>
  /** Documents spread evenly over this many days up to `today`. */
  readonly days: number
  readonly today: string
}

/**
 * The generated lines of `seed`, as a CTE `gen` with one row per line: document number d, line
 * number ln (1 fuel, 2 AdBlue on every third document, 3 a car wash on every seventh), the card, its
 * vehicle and odometer, the station, the product, unit price with VAT, quantity and amount.
 * Deterministic in d and ln, so the document statement and the line statement agree.
 */
function generated(s: LineSeed): ReturnType<typeof sql> {
  const fleet = JSON.stringify(s.fleet)
  const stations = JSON.stringify(demoLineStations)
  return sql`
    fleet as (
      select (row_number() over ()) - 1 as k, x.*
      from jsonb_to_recordset(${fleet}::jsonb) as x(card text, name text, vehicle text, base int, "perDay" int)
    ),
    gen0 as (
      select d, ln,
        (${s.today}::date - ((d - 1) * ${s.days}::int / ${s.documents}::int)) as day,
        f.card, f.name, f.vehicle, f.base, f."perDay" as per_day,
        ${stations}::jsonb ->> (case when d % 5 < 3 then d % 3 else (d * 7) % ${demoLineStations.length}::int end)::int as station,
        (case when d % 10 = 0 then 'LV.5A' when d % 13 = 0 then 'LV.5E' else 'LV.5' end) as doc_type
      from generate_series(1, ${s.documents}::int) as d
      cross join lateral generate_series(1, 1 + (d % 3 = 0)::int + (d % 7 = 0)::int) as ln
      join fleet f on f.k = (d * 7919) % ${s.fleet.length}::int
    ),
    gen as (
      select gen0.*,
        ${`${s.prefix}-`} || d as remote_id,
        (case ln when 1 then (case when vehicle is null or d % 4 = 0 then 'Bensiin 95' else 'Diislikütus' end)
                 when 2 then 'AdBlue' else 'Autopesu (ülipesu)' end) as product,
        (case ln when 1 then 'l' when 2 then 'l' else 'tk' end) as unit,
        (case ln when 1 then (case when vehicle is null or d % 4 = 0 then 1.699 else 1.619 end) + ((d * 37) % 13) / 100.0
                 when 2 then 0.989 else 12.90 end)::numeric(10, 3) as price,
        (case ln when 1 then 25 + ((d * 7919) % 3300) / 10.0 when 2 then 10 + (d % 30) else 1 end)::numeric(12, 3) as qty
      from gen0
    ),
    priced as (select gen.*, round(price * qty, 2) as amount from gen)`
}

/** Inserts the documents (with their PDF lines, amounts without VAT) and then their lines; rows that exist are left alone. */
export async function seedLines(db: Db, s: LineSeed): Promise<void> {
  const number = sql`(case doc_type when 'LV.5A' then 'LB' when 'LV.5E' then 'LE' else 'LA' end) || '-' || to_char(day, 'YYYY') || '-' || ${`${s.customerId}`} || lpad(d::text, 6, '0')`
  // Documents first, then their lines (which read the documents' ids), in one transaction without JIT (db/bulk.ts).
  await runBulk(
    db,
    sql`
    with ${generated(s)}
    insert into fuel_documents (remote_document_id, customer_id, document_number, document_type, document_date_created,
      payment_deadline_date, total_amount, payment_amount, paid, remote_factoring, print_form, reference_number, lines)
    select remote_id, ${s.customerId}, min(${number}), min(doc_type), min(day), min(day), sum(amount), sum(amount), true, false, 'PDF',
      ${`${s.customerId}`} || lpad(d::text, 7, '0'),
      jsonb_agg(jsonb_build_object('product', product, 'quantity', qty, 'unit', unit,
        'unitPrice', round(price / (1 + ${vatRateSql(sql`day`)}), 3)) order by ln)
    from priced group by d, remote_id
    on conflict do nothing`,
    sql`
    with ${generated(s)}
    insert into document_lines (customer_id, document_id, line_no, remote_document_id, document_number, document_type, document_date,
      location_name, remote_card_id, card_name, vehicle_number, vehicle_mileage, product_name, price, quantity, amount, vat_amount)
    select ${s.customerId}, fd.document_id, ln, fd.remote_document_id, fd.document_number, fd.document_type, fd.document_date_created,
      station, card, name, vehicle,
      case when vehicle is null then null else base + (${s.days} - (${s.today}::date - fd.document_date_created)) * per_day + (d % 17) end,
      product, price, qty, amount, ${vatOfSql(sql`amount`, sql`fd.document_date_created`)}
    from priced join fuel_documents fd on fd.remote_document_id = priced.remote_id
    on conflict do nothing`,
  )
}

/** Registration numbers of the demo fleet's vehicles. */
const PLATES = ["123 ABC", "456 BCD", "789 CDE", "321 DEF", "654 EFG", "987 FGH", "147 GHI", "258 HIJ", "369 IJK", "741 JKL"]

/** The cards of a customer made into a fleet: payment cards drive a vehicle (found in the card's name, or one of the plates), discount cards none. */
async function fleetOf(db: Db, customerId: number): Promise<FleetCard[]> {
  const rows = await db
    .select({ card: cards.remoteCardId, name: cards.name, cardType: cards.cardType, isEidCard: cards.isEidCard })
    .from(cards)
    .where(eq(cards.customerId, customerId))
    .orderBy(cards.remoteCardId)
  return rows.map((r, i) => {
    const plate = /\b(\d{3} [A-Z]{3})\b/.exec(r.name ?? "")?.[1]
    const vehicle = r.cardType === "DISCOUNT_CARD" || r.isEidCard ? null : (plate ?? PLATES[i % PLATES.length]!)
    return { card: r.card, name: r.name, vehicle, base: 40_000 + ((i * 7919) % 180_000), perDay: 150 + ((i * 37) % 250) }
  })
}

const hasLines = async (db: Db, customerId: number) =>
  (await db.select({ id: documentLines.id }).from(documentLines).where(eq(documentLines.customerId, customerId)).limit(1)).length > 0

/**
 * The statement's demo data: Näidis Logistika OÜ about 5 000 lines over the last year across its
 * cards (seeded by seedCards), twelve stations and its vehicles with their odometers; Mari's own
 * customer a few dozen lines of her ID credit card (no vehicle, so her vehicle filter is hidden).
 * Two INSERT … SELECT statements per customer; a customer that has lines is left alone.
 */
export async function seedStatement(db: Db, today: string = tallinnDay(new Date())): Promise<void> {
  if (!(await hasLines(db, CUSTOMER.naidisLogistika))) {
    await seedLines(db, {
      customerId: CUSTOMER.naidisLogistika,
      prefix: "NLV",
      documents: 3400,
      fleet: await fleetOf(db, CUSTOMER.naidisLogistika),
      days: 365,
      today,
    })
  }
  if (!(await hasLines(db, CUSTOMER.mariPrivate))) {
    await seedLines(db, {
      customerId: CUSTOMER.mariPrivate,
      prefix: "MMV",
      documents: 28,
      fleet: await fleetOf(db, CUSTOMER.mariPrivate),
      days: 365,
      today,
    })
  }
}

/** The bench's fleet company (not part of the demo data): Mari its ADMIN contact. */
export const BENCH_FLEET_CUSTOMER_ID = 91
/** Cards of the bench's fleet. */
export const BENCH_FLEET_CARDS = 200

/** Seeds the bench fleet with about `lineCount` lines over a year and 200 cards, in SQL (seconds, not minutes). */
export async function seedBenchFleet(db: Db, mariUserId: number, lineCount: number, today: string = tallinnDay(new Date())): Promise<void> {
  const id = BENCH_FLEET_CUSTOMER_ID
  await db.insert(customers).values({ id, name: "Suurlaevastik AS", isPerson: false, registryNumber: "14888888" }).onConflictDoNothing()
  await db
    .insert(contacts)
    .values({ id, userId: mariUserId, customerId: id, roles: ["ADMIN"] })
    .onConflictDoNothing()
  await db
    .insert(cards)
    .values(
      Array.from({ length: BENCH_FLEET_CARDS }, (_, i) => ({
        remoteCardId: demoCardNumber(id, i + 1),
        customerId: id,
        name: `Auto ${String(i + 1).padStart(3, "0")} ${String(100 + i).slice(-3)} ${String.fromCharCode(65 + (i % 26), 65 + ((i * 7) % 26), 65 + ((i * 11) % 26))}`,
        cardType: "PAYMENT_CARD" as const,
        cardCategory: "ALL_FUELS" as const,
        monthlyLimit: 2000,
      })),
    )
    .onConflictDoNothing()
  if (await hasLines(db, id)) return
  // 1 + 1/3 + 1/7 lines per document on average.
  const documents = Math.round(lineCount / (1 + 1 / 3 + 1 / 7))
  await seedLines(db, { customerId: id, prefix: "BFL", documents, fleet: await fleetOf(db, id), days: 365, today })
  await db.execute(sql`vacuum analyze document_lines`)
  await db.execute(sql`vacuum analyze document_line_day_totals`)
  // Its documents moved the fuel documents' totals once per document, as the bulk documents did (seed/invoices.ts).
  await db.execute(sql`vacuum analyze fuel_documents`)
  await db.execute(sql`vacuum analyze fuel_document_day_totals`)
  await db.execute(sql`vacuum analyze fuel_document_type_totals`)
}
