import { addDays } from "../../../core/rules/saleOrders"
import type { SaleOrderState } from "../../../core/schemas/saleOrders"
import { tallinnDay } from "../../../core/rules/vat"
import type { Db } from "../../db/client"
import { customerLocations, loadingProviders, saleOrderEvents, saleOrderRows, saleOrders, saleProducts } from "./saleOrders.tables"
import { quoteFileName } from "./saleOrders.service"

/** The company of the demo (the foundation's demoIds.customers.naidisLogistika) and Mari's user. */
const COMPANY = 2
const MARI = 1

/** Fixed ids of the sale-order demo data, for the tests and the README. */
export const demoSaleOrders = {
  providers: { tartu: 1, muuga: 2, paldiski: 3 },
  locations: { tallinn: 1, tartu: 2, parnu: 3 },
  batches: {
    diesel: "TT-D",
    petrol95: "TT-B95",
    markedDiesel: "TT-DERI",
    muugaDiesel: "MU-D",
    muugaPetrol98: "MU-B98",
    paldiskiDiesel: "PA-D",
  },
  /** The special fuel (no purchase right for Näidis Logistika OÜ: such an order is refused). */
  specialProductId: "1142",
  /** One order or quote in every state; expiredQuote is MV2 that can no longer change. */
  orders: {
    quoteMv1: 1,
    quoteMv2: 2,
    expiredQuote: 3,
    orderMv4: 4,
    orderMv3: 5,
    prepaymentE: 6,
    orderW: 7,
    orderA: 8,
    cancelledT: 9,
    acceptedA: 10,
  },
} as const

const p = demoSaleOrders.providers
const b = demoSaleOrders.batches
const l = demoSaleOrders.locations
const o = demoSaleOrders.orders

const LOADING_PROVIDERS = [
  { id: p.tartu, name: "Tartu Terminal", objectId: 501, searchCode: "TT" },
  { id: p.muuga, name: "Muuga sadam", objectId: 502, searchCode: "MUUGA" },
  { id: p.paldiski, name: "Paldiski terminal", objectId: 503, searchCode: "PALDISKI" },
]
const PRODUCTS = [
  {
    batchId: b.diesel,
    loadingProviderId: p.tartu,
    productId: "1145",
    exciseType: "D",
    prodBrandName: "Diislikütus",
    specialFuel: false,
    listPrice: 1.189,
  },
  {
    batchId: b.petrol95,
    loadingProviderId: p.tartu,
    productId: "1133",
    exciseType: "B",
    prodBrandName: "Bensiin 95",
    specialFuel: false,
    listPrice: 1.259,
  },
  {
    batchId: b.markedDiesel,
    loadingProviderId: p.tartu,
    productId: demoSaleOrders.specialProductId,
    exciseType: "DERI",
    prodBrandName: "Erimärgistusega diislikütus",
    specialFuel: true,
    listPrice: 0.869,
  },
  {
    batchId: b.muugaDiesel,
    loadingProviderId: p.muuga,
    productId: "1145",
    exciseType: "D",
    prodBrandName: "Diislikütus",
    specialFuel: false,
    listPrice: 1.179,
  },
  {
    batchId: b.muugaPetrol98,
    loadingProviderId: p.muuga,
    productId: "1135",
    exciseType: "B",
    prodBrandName: "Bensiin 98",
    specialFuel: false,
    listPrice: 1.339,
  },
  {
    batchId: b.paldiskiDiesel,
    loadingProviderId: p.paldiski,
    productId: "1145",
    exciseType: "D",
    prodBrandName: "Diislikütus",
    specialFuel: false,
    listPrice: 1.185,
  },
]
const LOCATIONS = [
  { id: l.tallinn, customerId: COMPANY, mainAddress: "Sadama 1", city: "Tallinn" },
  { id: l.tartu, customerId: COMPANY, mainAddress: "Ringtee 40", city: "Tartu" },
  { id: l.parnu, customerId: COMPANY, mainAddress: "Papiniidu 8", city: "Pärnu" },
]

const OWN_TRANSPORT = {
  transporterCode: "NAIDIS",
  transporterName: "Näidis Logistika OÜ",
  carCode: "NL-AUTO-1",
  carName: "123 ABC Volvo FH",
  driverCode: "NL-JUHT-1",
  driverName: "Priit Pärn",
}
const TERMINAL_TRANSPORT = {
  transporterCode: "TT",
  transporterName: "Terminali transport",
  carCode: null,
  carName: null,
  driverCode: null,
  driverName: null,
}
interface Seeded {
  uid: number
  state: SaleOrderState
  isQuote: boolean
  canChange: boolean
  age: number
  deliver: number
  term: number
  location: number
  provider: number
  transport: typeof OWN_TRANSPORT | typeof TERMINAL_TRANSPORT
  rows: Array<[string, string, number, number | null]>
  notes?: string
  quoteFile?: boolean
}
const D = (q: number, price: number | null = null): [string, string, number, number | null] => [b.diesel, "Diislikütus", q, price]
const B95 = (q: number, price: number | null = null): [string, string, number, number | null] => [b.petrol95, "Bensiin 95", q, price]
const M98 = (q: number, price: number | null = null): [string, string, number, number | null] => [b.muugaPetrol98, "Bensiin 98", q, price]
/** One order or quote in every state: `age` days old, delivered `deliver` days from today. */
const SEEDED_ORDERS: Seeded[] = [
  {
    uid: o.quoteMv1,
    state: "MV1",
    isQuote: true,
    canChange: true,
    age: 0,
    deliver: 5,
    term: 14,
    location: l.tallinn,
    provider: p.tartu,
    transport: TERMINAL_TRANSPORT,
    rows: [D(12_000)],
    notes: "Palun helistada enne kohaletoomist.",
  },
  {
    uid: o.quoteMv2,
    state: "MV2",
    isQuote: true,
    canChange: true,
    age: 1,
    deliver: 4,
    term: 7,
    location: l.tartu,
    provider: p.tartu,
    transport: OWN_TRANSPORT,
    rows: [D(8_000, 1.179), B95(3_000, 1.249)],
    quoteFile: true,
  },
  {
    uid: o.expiredQuote,
    state: "MV2",
    isQuote: true,
    canChange: false,
    age: 20,
    deliver: -10,
    term: 14,
    location: l.parnu,
    provider: p.muuga,
    transport: TERMINAL_TRANSPORT,
    rows: [M98(5_000, 1.329)],
    quoteFile: true,
    notes: "Pakkumus aegus.",
  },
  {
    uid: o.orderMv4,
    state: "MV4",
    isQuote: false,
    canChange: true,
    age: 0,
    deliver: 2,
    term: 14,
    location: l.tallinn,
    provider: p.tartu,
    transport: OWN_TRANSPORT,
    rows: [D(10_000)],
  },
  {
    uid: o.orderMv3,
    state: "MV3",
    isQuote: false,
    canChange: false,
    age: 2,
    deliver: 1,
    term: 10,
    location: l.tartu,
    provider: p.tartu,
    transport: TERMINAL_TRANSPORT,
    rows: [D(6_000, 1.185)],
  },
  {
    uid: o.prepaymentE,
    state: "E",
    isQuote: false,
    canChange: true,
    age: 1,
    deliver: 3,
    term: 0,
    location: l.parnu,
    provider: p.tartu,
    transport: OWN_TRANSPORT,
    rows: [B95(2_500, 1.255)],
  },
  {
    uid: o.orderW,
    state: "W",
    isQuote: false,
    canChange: false,
    age: 4,
    deliver: 0,
    term: 14,
    location: l.tallinn,
    provider: p.muuga,
    transport: TERMINAL_TRANSPORT,
    rows: [M98(4_000, 1.335), [b.muugaDiesel, "Diislikütus", 9_000, 1.175]],
  },
  {
    uid: o.orderA,
    state: "A",
    isQuote: false,
    canChange: false,
    age: 12,
    deliver: -9,
    term: 14,
    location: l.tartu,
    provider: p.tartu,
    transport: OWN_TRANSPORT,
    rows: [D(15_000, 1.169)],
  },
  {
    uid: o.cancelledT,
    state: "T",
    isQuote: false,
    canChange: false,
    age: 8,
    deliver: -5,
    term: 5,
    location: l.tallinn,
    provider: p.tartu,
    transport: OWN_TRANSPORT,
    rows: [B95(1_000)],
  },
  {
    uid: o.acceptedA,
    state: "A",
    isQuote: false,
    canChange: false,
    age: 30,
    deliver: -25,
    term: 14,
    location: l.parnu,
    provider: p.paldiski,
    transport: TERMINAL_TRANSPORT,
    rows: [[b.paldiskiDiesel, "Diislikütus", 20_000, 1.159]],
    quoteFile: true,
  },
]

/** The terminals, their fuels for sale and the company's unloading locations. */
async function seedCatalog(db: Db): Promise<void> {
  await db.insert(loadingProviders).values(LOADING_PROVIDERS).onConflictDoNothing()
  await db.insert(saleProducts).values(PRODUCTS).onConflictDoNothing()
  await db.insert(customerLocations).values(LOCATIONS).onConflictDoNothing()
}

/** The orders and quotes with their rows and the event of each. */
async function seedOrders(db: Db, now: Date): Promise<void> {
  const today = tallinnDay(now)
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000)
  const docNumber = (s: Seeded) => `${s.isQuote || s.quoteFile ? "HP" : "MT"}-2026-${String(s.uid).padStart(4, "0")}`
  await db
    .insert(saleOrders)
    .values(
      SEEDED_ORDERS.map((s) => ({
        uid: s.uid,
        customerId: COMPANY,
        docNumber: docNumber(s),
        state: s.state,
        isQuote: s.isQuote,
        canChange: s.canChange,
        orderDate: daysAgo(s.age),
        desiredDeliveryDate: addDays(today, s.deliver),
        deliveryDate: ["MV3", "W", "A"].includes(s.state) ? addDays(today, s.deliver) : null,
        paymentTerm: s.term,
        customerLocationId: s.location,
        loadingProviderId: s.provider,
        objectId: 500 + s.provider,
        ...s.transport,
        notes: s.notes ?? null,
        fileName: s.quoteFile ? quoteFileName(docNumber(s)) : null,
        prepayment: s.term === 0,
        // The demo's orders stay in their states; new ones move on (services/saleOrders.ts).
        nextStepAt: null,
        createdByUserId: MARI,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(saleOrderRows)
    .values(
      SEEDED_ORDERS.flatMap((s) =>
        s.rows.map(([batchId, productName, quantity, price], i) => ({
          orderUid: s.uid,
          rowNo: i + 1,
          batchId,
          productName,
          quantity,
          price,
          specialFuel: false,
        })),
      ),
    )
    .onConflictDoNothing()
  await db
    .insert(saleOrderEvents)
    .values(
      SEEDED_ORDERS.map((s) => ({
        id: s.uid,
        orderUid: s.uid,
        fromState: null,
        toState: s.state,
        byUserId: MARI,
        at: daysAgo(s.age),
        note: "demo data",
      })),
    )
    .onConflictDoNothing()
}

/** Terminals, fuels for sale, unloading locations and orders and quotes in every state of Näidis Logistika OÜ. */
export async function seedSaleOrders(db: Db, now = new Date()): Promise<void> {
  await seedCatalog(db)
  await seedOrders(db, now)
}
