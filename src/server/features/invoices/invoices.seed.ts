import { and, eq, sql } from "drizzle-orm"
import { referenceNumber } from "../../../core/rules/reference"
import { roundMoney, tallinnDay, vatRateOn } from "../../../core/rules/vat"
import type { Db } from "../../db/client"
import { contacts, customers } from "../../db/schema"
import { electricityInvoices, fuelDocuments, type FuelDocumentLine } from "./invoices.tables"

/** Fixed ids of the invoice demo data (the customers are the foundation's demoIds.customers). */
const CUSTOMER = { mariPrivate: 1, naidisLogistika: 2, kyTamme5: 3, jaanPrivate: 4 } as const
const JAAN_CONTACT = 4

const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** A small deterministic generator, so that every fresh database gets the same demo amounts. */
const random = (seed: number) => {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const products: ReadonlyArray<{ product: string; unit: string; unitPrice: number }> = [
  { product: "Diislikütus", unit: "l", unitPrice: 1.359 },
  { product: "Bensiin 95", unit: "l", unitPrice: 1.418 },
  { product: "Bensiin 98", unit: "l", unitPrice: 1.492 },
  { product: "Erimärgistusega diislikütus", unit: "l", unitPrice: 0.969 },
  { product: "AdBlue", unit: "l", unitPrice: 0.811 },
  { product: "Klaasipesuvedelik", unit: "tk", unitPrice: 2.04 },
  { product: "Autopesu (ülipesu)", unit: "tk", unitPrice: 9.75 },
  { product: "Vedelgaas (LPG)", unit: "l", unitPrice: 0.737 },
]

const typePrefix: Record<string, string> = {
  "VA.1": "KA",
  "MV.KO": "MK",
  "MV.VL": "MV",
  "MV.VF": "MF",
  "LV.5": "LA",
  "LV.5A": "LB",
  "LV.5E": "LE",
  "LV.K": "KR",
}

interface DocSpec {
  readonly id: string
  readonly customerId: number
  readonly seq: number
  readonly type: string
  readonly date: string
  readonly lines: FuelDocumentLine[]
  readonly paid: "yes" | "no" | "part"
  readonly factoring?: boolean
}

function documentRow(spec: DocSpec) {
  const net = roundMoney(spec.lines.reduce((sum, l) => sum + roundMoney(l.quantity * l.unitPrice), 0))
  const total = roundMoney(net * (1 + vatRateOn(spec.date)))
  const paymentAmount = spec.paid === "yes" ? total : spec.paid === "part" ? roundMoney(Math.min(100, total / 3)) : 0
  return {
    remoteDocumentId: spec.id,
    customerId: spec.customerId,
    documentNumber: `${typePrefix[spec.type] ?? "AR"}-${spec.date.slice(0, 4)}-${String(spec.seq).padStart(5, "0")}`,
    documentType: spec.type,
    documentDateCreated: spec.date,
    paymentDeadlineDate: addDays(spec.date, 14),
    totalAmount: total,
    paymentAmount,
    paid: paymentAmount >= total,
    remoteFactoring: spec.factoring ?? false,
    printForm: "PDF",
    referenceNumber: referenceNumber(`${spec.customerId}${String(spec.seq).padStart(6, "0")}`),
    lines: spec.lines,
  }
}

const linesOf = (next: () => number, count: number, scale: number): FuelDocumentLine[] =>
  Array.from({ length: count }, () => {
    const p = products[Math.floor(next() * products.length)]!
    const quantity = p.unit === "tk" ? 1 + Math.floor(next() * 12) : Math.round((20 + next() * 380 * scale) * 100) / 100
    return { ...p, quantity }
  })

/** The company's documents: two years (and one from 2023), every type, three recent large unpaid bills, two factored unpaid. */
function companyDocuments(today: string): DocSpec[] {
  const next = random(2)
  const defaultTypes = ["VA.1", "MV.KO", "MV.VL"]
  const otherTypes = ["LV.5", "LV.5A", "LV.5E", "LV.K", "MV.VF"]
  const specs: DocSpec[] = []
  for (let i = 0; i < 72; i++) {
    // Today and a week ago first (so every date preset finds something), then every 10 days back.
    const date = addDays(today, i === 0 ? 0 : i === 1 ? -7 : -(i * 10))
    const type = i % 9 === 8 ? otherTypes[Math.floor(i / 9) % otherTypes.length]! : defaultTypes[i % 3]!
    const large = i >= 2 && i <= 4
    const lines = large
      ? [
          { ...products[0]!, quantity: 2950 + i * 10 },
          { ...products[4]!, quantity: 120 },
        ]
      : linesOf(next, 1 + Math.floor(next() * 4), 1)
    const paid: DocSpec["paid"] = i <= 7 ? (i === 5 ? "part" : "no") : "yes"
    specs.push({
      id: `NL-${String(i + 1).padStart(5, "0")}`,
      customerId: CUSTOMER.naidisLogistika,
      seq: i + 1,
      type: large ? "VA.1" : type,
      date,
      lines,
      paid,
      factoring: i === 6 || i === 7,
    })
  }
  // One paid invoice from before 2024, at the 20 % VAT of its day (the e-invoice tests cover every rate).
  specs.push({
    id: "NL-00073",
    customerId: CUSTOMER.naidisLogistika,
    seq: 73,
    type: "VA.1",
    date: "2023-12-15",
    lines: [{ ...products[0]!, quantity: 412.5 }],
    paid: "yes",
  })
  return specs
}

/** Mari's own customer: five documents, the two newest unpaid. */
function mariDocuments(today: string): DocSpec[] {
  const next = random(1)
  return [0, 12, 40, 75, 120].map((daysAgo, i) => ({
    id: `MM-${String(i + 1).padStart(5, "0")}`,
    customerId: CUSTOMER.mariPrivate,
    seq: i + 1,
    type: i % 2 === 0 ? "MV.KO" : "VA.1",
    date: addDays(today, -daysAgo - 1),
    lines: [
      { ...products[1]!, quantity: Math.round((25 + next() * 30) * 100) / 100 },
      ...(i === 1 ? [{ ...products[6]!, quantity: 1 }] : []),
    ],
    paid: i < 2 ? "no" : "yes",
  }))
}

/**
 * Monthly electricity invoices for a customer, the newest this month; the newest `unpaid` are not
 * paid yet (the second newest is past its due date, 20 days after the 5th), the rest are paid.
 */
function electricityRows(
  firstId: number,
  customerId: number,
  months: number,
  kwhBase: number,
  production: boolean,
  today: string,
  eic: string,
  unpaid: number,
) {
  const next = random(customerId * 7)
  const [y, m] = today.split("-").map(Number) as [number, number]
  return Array.from({ length: months }, (_, i) => {
    const issued = new Date(Date.UTC(y, m - 1 - i, 5)).toISOString().slice(0, 10)
    const consumption = Math.round(kwhBase * (0.7 + next() * 0.6) * 1000) / 1000
    const price = Math.round((0.09 + next() * 0.08) * 10000) / 10000
    const net = roundMoney(consumption * price + 4.5)
    const produced = production ? Math.round(kwhBase * 0.3 * next() * 1000) / 1000 : null
    const total = roundMoney(net * (1 + vatRateOn(issued)))
    return {
      id: firstId + i,
      customerId,
      invoiceNumber: `EL-${customerId}-${issued.slice(0, 7).replace("-", "")}`,
      dateIssued: issued,
      dateDue: addDays(issued, 20),
      amountExcludingVat: net,
      amountIncludingVat: total,
      amountPaid: i < unpaid ? 0 : total,
      totalConsumption: consumption,
      totalProduction: produced,
      consumptionAveragePrice: price,
      productionAveragePrice: produced != null ? Math.round(price * 0.8 * 10000) / 10000 : null,
      meteringPoint: eic,
    }
  })
}

/**
 * Invoice demo data: fuel documents of Mari's customer and the company, electricity invoices of
 * the company, KÜ Tamme 5 and Jaan, and the VIEW_DOCUMENTS role for Jaan's own customer. Dates
 * count back from the day of the first seed; rows that exist are left alone (seeding twice
 * changes nothing).
 */
export async function seedInvoices(db: Db, today: string = tallinnDay(new Date())): Promise<void> {
  const docs = [...mariDocuments(today), ...companyDocuments(today)].map(documentRow)
  await db.insert(fuelDocuments).values(docs).onConflictDoNothing()
  await db
    .insert(electricityInvoices)
    .values([
      ...electricityRows(1, CUSTOMER.naidisLogistika, 12, 4200, false, today, "38ZEE-00012345-A", 1),
      ...electricityRows(13, CUSTOMER.kyTamme5, 12, 9800, true, today, "38ZEE-00080012-K", 1),
      ...electricityRows(25, CUSTOMER.jaanPrivate, 6, 310, false, today, "38ZEE-00555555-J", 2),
    ])
    .onConflictDoNothing()
  await db
    .update(contacts)
    .set({ roles: sql`array_append(${contacts.roles}, 'VIEW_DOCUMENTS')` })
    .where(and(eq(contacts.id, JAAN_CONTACT), sql`not ('VIEW_DOCUMENTS' = any(${contacts.roles}))`))
}

/** The bench's company (not part of the demo data): many documents, Mari its ADMIN contact. */
export const BENCH_CUSTOMER_ID = 90

/** Seeds the bench company with `count` fuel documents over two years, in SQL (seconds for 50 000). */
export async function seedBulkDocuments(db: Db, mariUserId: number, count: number): Promise<void> {
  await db
    .insert(customers)
    .values({ id: BENCH_CUSTOMER_ID, name: "Suurklient Transport AS", isPerson: false, registryNumber: "14999999" })
    .onConflictDoNothing()
  await db
    .insert(contacts)
    .values({ id: BENCH_CUSTOMER_ID, userId: mariUserId, customerId: BENCH_CUSTOMER_ID, roles: ["ADMIN"] })
    .onConflictDoNothing()
  await db.execute(sql`
    insert into fuel_documents (remote_document_id, customer_id, document_number, document_type, document_date_created,
      payment_deadline_date, total_amount, payment_amount, paid, remote_factoring, print_form, reference_number, lines)
    select 'BX-' || g, ${BENCH_CUSTOMER_ID}, 'BX-' || lpad(g::text, 6, '0'),
      (array['VA.1','MV.KO','MV.VL','LV.5'])[1 + g % 4],
      current_date - (g % 730), current_date - (g % 730) + 14,
      round((20 + (g * 7919 % 500000) / 100.0)::numeric, 2),
      case when g % 10 = 0 then 0 else round((20 + (g * 7919 % 500000) / 100.0)::numeric, 2) end,
      g % 10 <> 0, false, 'PDF', '90' || g, '[]'::jsonb
    from generate_series(1, ${count}) as g
    on conflict do nothing`)
  // Fresh statistics and visibility map, as autovacuum would leave them (index-only scans for the sums).
  await db.execute(sql`vacuum analyze fuel_documents`)
  // The trigger rewrote the day totals' rows once per document: without a vacuum their index holds tens of
  // thousands of dead entries and the sums read them all (2.7 ms instead of 0.7 ms on PostgreSQL).
  await db.execute(sql`vacuum analyze fuel_document_day_totals`)
  await db.execute(sql`vacuum analyze fuel_document_type_totals`)
}
