import { tallinnDay } from "../../../core/rules/vat"
import type { Db } from "../../db/client"
import {
  bookings,
  carriers,
  dispensingOrderRows,
  dispensingOrders,
  inventoryItems,
  inventoryQuantities,
  tanks,
  terminalBatches,
  transportCars,
  transportDrivers,
} from "./terminal.tables"

/** The company of the terminal demo (the foundation's demoIds.customers.naidisLogistika) and Mari's user. */
const COMPANY = 2
const MARI = 1

/** Fixed ids and codes of the terminal demo data, for the tests and the README. */
export const demoTerminal = {
  /** One at or below its notification threshold, one reading above its capacity. */
  tanks: { belowThreshold: 2, aboveCapacity: 3 },
  batches: {
    diesel: "NL-1-DIISEL",
    dieselDos: "NL-1-DIISEL-DOS",
    petrol95: "NL-1-B95",
    exciseDiesel: "NL-33-DIISEL",
    exciseMarkedDiesel: "NL-33-ERI",
  },
  carriers: { own: "NAIDIS", kiirvedu: "KIIRVEDU" },
  cars: { volvo: "NL-AUTO-1", scania: "NL-AUTO-2", man: "KV-AUTO-1" },
  drivers: { priit: "NL-JUHT-1", aivarNoCode: "NL-JUHT-2", tonu: "KV-JUHT-1" },
  /** Orders 1 and 2 are modifiable (ACTIVE); 3 is being loaded and 4 is done. */
  orders: { active: 1, activeExcise: 2, loading: 3, done: 4 },
} as const

const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const c = demoTerminal.cars
const d = demoTerminal.drivers
const b = demoTerminal.batches
const o = demoTerminal.orders
const t = demoTerminal.tanks

const INVENTORY_ITEMS = [
  { id: 1, remoteId: "1145", name: "Diislikütus", searchCode: "D", expenseQuantity: 1200, expenseReason: "Aurustumine" },
  { id: 2, remoteId: "1133", name: "Bensiin 95", searchCode: "B95", expenseQuantity: null, expenseReason: null },
  { id: 3, remoteId: "1142", name: "Erimärgistusega diislikütus", searchCode: "DERI", expenseQuantity: 300, expenseReason: "Proovivõtt" },
  { id: 4, remoteId: "3311", name: "AdBlue", searchCode: "ADBLUE", expenseQuantity: null, expenseReason: null },
]
const LOCATIONS = { tartu: ["TT-TARTU", "Tartu terminal"], muuga: ["MUUGA", "Muuga sadam"], paldiski: ["PALDISKI", "Paldiski"] } as const
/** [item id, location, quantity] */
const STOCK: Array<[number, keyof typeof LOCATIONS, number]> = [
  [1, "tartu", 48_500],
  [1, "muuga", 120_000],
  [1, "paldiski", 15_250.5],
  [2, "tartu", 22_000],
  [2, "muuga", 64_300],
  [3, "tartu", 9_800],
  [3, "paldiski", 4_100],
  [4, "tartu", 2_400],
]

/** Bookings, each dated `daysAgo` before today. */
const BOOKINGS = [
  {
    id: 1,
    daysAgo: 2,
    remoteProductId: "1145",
    productName: "Diislikütus",
    quantity: 12_000,
    priceVat: 1.289,
    loadingLocationName: "Tartu terminal",
  },
  {
    id: 2,
    daysAgo: 9,
    remoteProductId: "1133",
    productName: "Bensiin 95",
    quantity: 8_000,
    priceVat: 1.349,
    loadingLocationName: "Tartu terminal",
  },
  {
    id: 3,
    daysAgo: 16,
    remoteProductId: "1145",
    productName: "Diislikütus",
    quantity: 30_000,
    priceVat: 1.275,
    loadingLocationName: "Muuga sadam",
  },
  {
    id: 4,
    daysAgo: 30,
    remoteProductId: "1142",
    productName: "Erimärgistusega diislikütus",
    quantity: 5_000,
    priceVat: 0.969,
    loadingLocationName: "Paldiski",
  },
  { id: 5, daysAgo: 45, remoteProductId: "1133", productName: "Bensiin 95", quantity: 10_000, priceVat: null, loadingLocationName: null },
]

const TANKS = [
  {
    id: 1,
    name: "Tartu mahuti 1 (diisel)",
    sensor: "LS-200",
    deviceSerialNumber: "SN-40021",
    latestAmount: 32_400,
    notificationThreshold: 5_000,
    capacity: 50_000,
  },
  {
    id: t.belowThreshold,
    name: "Tartu mahuti 2 (bensiin 95)",
    sensor: "LS-200",
    deviceSerialNumber: "SN-40022",
    latestAmount: 1_500,
    notificationThreshold: 1_500,
    capacity: 20_000,
  },
  {
    id: t.aboveCapacity,
    name: "Muuga mahuti (AdBlue)",
    sensor: "US-10",
    deviceSerialNumber: "SN-11873",
    latestAmount: 10_450,
    notificationThreshold: 1_000,
    capacity: 10_000,
  },
  {
    id: 4,
    name: "Paldiski mahuti (erimärgistusega)",
    sensor: "LS-100",
    deviceSerialNumber: "SN-30115",
    latestAmount: 7_800,
    notificationThreshold: 2_000,
    capacity: 25_000,
  },
  { id: 5, name: "Varumahuti", sensor: null, deviceSerialNumber: null, latestAmount: null, notificationThreshold: null, capacity: 5_000 },
]

const batch = (
  remoteBatchId: string,
  warehouse: "1" | "33",
  remoteProductId: string,
  productName: string,
  quantity: number,
  dosOf: string | null = null,
) => ({ remoteBatchId, customerId: COMPANY, warehouse, remoteProductId, productName, quantity, dosOf })
const MAIN_BATCHES = [
  batch(b.diesel, "1", "1145", "Diislikütus", 48_000),
  batch(b.petrol95, "1", "1133", "Bensiin 95", 20_000),
  batch(b.exciseDiesel, "33", "1145", "Diislikütus", 30_000),
  batch(b.exciseMarkedDiesel, "33", "1142", "Erimärgistusega diislikütus", 12_000),
]
const DOS_BATCHES = [batch(b.dieselDos, "1", "1145", "Diislikütus (DOS)", 6_000, b.diesel)]

const CARRIERS = [
  { searchCode: "NAIDIS", name: "Näidis Logistika OÜ" },
  { searchCode: "KIIRVEDU", name: "Kiirvedu AS" },
  { searchCode: "BTT", name: "Baltic Tank Transport OÜ" },
  { searchCode: "LOUNAVEDU", name: "Lõuna Vedu OÜ" },
  { searchCode: "TT", name: "Tartu Terminal" },
]
const CARS = [
  { code: c.volvo, carrierCode: "NAIDIS", name: "123 ABC Volvo FH", regNumber: "123ABC", trailerRegNumber: "45XYZ" },
  { code: c.scania, carrierCode: "NAIDIS", name: "456 BCD Scania R450", regNumber: "456BCD", trailerRegNumber: null },
  { code: c.man, carrierCode: "KIIRVEDU", name: "789 CDE MAN TGX", regNumber: "789CDE", trailerRegNumber: "67YZA" },
]
const DRIVERS = [
  { code: d.priit, carrierCode: "NAIDIS", name: "Priit Pärn", personalCode: "38001010014" },
  { code: d.aivarNoCode, carrierCode: "NAIDIS", name: "Aivar Kask", personalCode: null },
  { code: d.tonu, carrierCode: "KIIRVEDU", name: "Tõnu Tamm", personalCode: "37702020021" },
]

const NAIDIS_TRANSPORT = {
  carrierCode: "NAIDIS",
  carrierName: "Näidis Logistika OÜ",
  carCode: c.volvo,
  carRegNumber: "123ABC",
  trailerRegNumber: "45XYZ",
  driverCode: d.priit,
  driverName: "Priit Pärn",
}
const KIIRVEDU_TRANSPORT = {
  carrierCode: "KIIRVEDU",
  carrierName: "Kiirvedu AS",
  carCode: c.man,
  carRegNumber: "789CDE",
  trailerRegNumber: "67YZA",
  driverCode: d.tonu,
  driverName: "Tõnu Tamm",
}
/** The dispensing orders, each valid until `validInDays` from today and created `createdHoursAgo`. */
const DISPENSING_ORDERS = [
  {
    uid: o.active,
    ...NAIDIS_TRANSPORT,
    documentNumber: "VK-2026-0141",
    validInDays: 14,
    warehouse: "1",
    state: "ACTIVE",
    createdHoursAgo: 30,
  },
  {
    uid: o.activeExcise,
    ...KIIRVEDU_TRANSPORT,
    documentNumber: "VK-2026-0142",
    validInDays: 7,
    warehouse: "33",
    state: "ACTIVE",
    createdHoursAgo: 20,
  },
  {
    uid: o.loading,
    ...NAIDIS_TRANSPORT,
    carCode: c.scania,
    carRegNumber: "456BCD",
    trailerRegNumber: null,
    documentNumber: "VK-2026-0139",
    validInDays: 1,
    warehouse: "1",
    state: "LOADING",
    createdHoursAgo: 50,
  },
  {
    uid: o.done,
    ...NAIDIS_TRANSPORT,
    driverCode: d.aivarNoCode,
    driverName: "Aivar Kask",
    documentNumber: "VK-2026-0120",
    validInDays: -10,
    warehouse: "1",
    state: "DONE",
    createdHoursAgo: 400,
  },
] as const
const DISPENSING_ORDER_ROWS = [
  { orderUid: o.active, rowNumber: 1, remoteBatchId: b.diesel, productName: "Diislikütus", quantity: 8_000 },
  { orderUid: o.active, rowNumber: 2, remoteBatchId: b.dieselDos, productName: "Diislikütus (DOS)", quantity: 1_000 },
  { orderUid: o.active, rowNumber: 3, remoteBatchId: b.petrol95, productName: "Bensiin 95", quantity: 0 },
  {
    orderUid: o.activeExcise,
    rowNumber: 1,
    remoteBatchId: b.exciseMarkedDiesel,
    productName: "Erimärgistusega diislikütus",
    quantity: 4_000,
  },
  { orderUid: o.loading, rowNumber: 1, remoteBatchId: b.petrol95, productName: "Bensiin 95", quantity: 6_000 },
  { orderUid: o.done, rowNumber: 1, remoteBatchId: b.diesel, productName: "Diislikütus", quantity: 12_000 },
  { orderUid: o.done, rowNumber: 2, remoteBatchId: b.petrol95, productName: "Bensiin 95", quantity: 3_000 },
]

/** The day of the seed and an instant some hours before it. */
interface SeedTime {
  readonly today: string
  hoursAgo(hours: number): Date
}

async function seedStock(db: Db): Promise<void> {
  await db
    .insert(inventoryItems)
    .values(INVENTORY_ITEMS.map((i) => ({ ...i, customerId: COMPANY })))
    .onConflictDoNothing()
  await db
    .insert(inventoryQuantities)
    .values(STOCK.map(([itemId, at, quantity]) => ({ itemId, remoteObjectId: LOCATIONS[at][0], locationName: LOCATIONS[at][1], quantity })))
    .onConflictDoNothing()
}

async function seedBookings(db: Db, { today }: SeedTime): Promise<void> {
  await db
    .insert(bookings)
    .values(BOOKINGS.map(({ daysAgo, ...row }) => ({ ...row, documentDate: addDays(today, -daysAgo), customerId: COMPANY })))
    .onConflictDoNothing()
}

async function seedTanks(db: Db, { hoursAgo }: SeedTime): Promise<void> {
  await db
    .insert(tanks)
    .values(
      TANKS.map((row, i) => ({
        ...row,
        customerId: COMPANY,
        latestUpdateTime: row.latestAmount === null ? null : hoursAgo(i + 1),
        dateModified: hoursAgo(24 * (i + 3)),
      })),
    )
    .onConflictDoNothing()
}

async function seedFuelsAndTransport(db: Db): Promise<void> {
  // The DOS batch refers to its main batch: the main batches go in first.
  await db.insert(terminalBatches).values(MAIN_BATCHES).onConflictDoNothing()
  await db.insert(terminalBatches).values(DOS_BATCHES).onConflictDoNothing()
  await db.insert(carriers).values(CARRIERS).onConflictDoNothing()
  await db
    .insert(transportCars)
    .values(CARS.map((row) => ({ ...row, customerId: COMPANY })))
    .onConflictDoNothing()
  await db
    .insert(transportDrivers)
    .values(DRIVERS.map((row) => ({ ...row, customerId: COMPANY })))
    .onConflictDoNothing()
}

async function seedDispensingOrders(db: Db, { today, hoursAgo }: SeedTime): Promise<void> {
  const header = { customerId: COMPANY, ownerCode: "TT", ownerName: "Tartu Terminal", createdByUserId: MARI }
  await db
    .insert(dispensingOrders)
    .values(
      DISPENSING_ORDERS.map(({ validInDays, createdHoursAgo, ...row }) => ({
        ...header,
        ...row,
        validUntil: addDays(today, validInDays),
        createdAt: hoursAgo(createdHoursAgo),
      })),
    )
    .onConflictDoNothing()
  await db.insert(dispensingOrderRows).values(DISPENSING_ORDER_ROWS).onConflictDoNothing()
}

/** Stock, bookings, tanks, fuels in both warehouses, transport and dispensing orders of Näidis Logistika OÜ. */
export async function seedTerminal(db: Db, now = new Date()): Promise<void> {
  const time: SeedTime = { today: tallinnDay(now), hoursAgo: (h) => new Date(now.getTime() - h * 3_600_000) }
  await seedStock(db)
  await seedBookings(db, time)
  await seedTanks(db, time)
  await seedFuelsAndTransport(db)
  await seedDispensingOrders(db, time)
}
