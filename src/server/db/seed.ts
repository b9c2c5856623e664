import type { Role } from "../../core/schemas/common"
import { Roles } from "../../core/schemas/common"
import type { Db } from "./client"
import { contacts, customerPrices, customers, fuelPrices, userCompanies, users } from "./schema"
import { seedCards, seedIdCreditApplicants } from "../features/cards/cards.seed"
import { seedInvoices } from "../features/invoices/invoices.seed"
import { demoAgreementIds, seedAgreements } from "../features/agreements/agreements.seed"
import { seedStatement } from "../features/statement/statement.seed"
import { seedSaleOrders } from "../features/saleOrders/saleOrders.seed"
import { seedTerminal } from "../features/terminal/terminal.seed"
import { seedStations } from "../features/stations/stations.seed"
import { seedElectricity } from "../features/consumption/consumption.seed"
import { seedElectricityPackages } from "../features/electricityAgreement/electricityAgreement.seed"
import { seedLoyalty } from "../features/loyalty/loyalty.seed"
import { seedChargingTestOffers } from "../features/charging/charging.seed"
import { seedSpending } from "../features/spending/spending.seed"

/** Demo sign-in codes (printed by main.ts, used by the tests). */
export const demoPersonalCodes = {
  mari: "48001010005",
  jaan: "37505050004",
  /** Not a customer yet: registers privately and her company (one persona per browser-test width). */
  liis: "49403136515",
  peeter: "38808080008",
  /** No user: the simulator always fails this sign-in. */
  failing: "39912319997",
} as const

// Fixed small ids so that seeding is idempotent (ON CONFLICT DO NOTHING) and tests can name rows.
export const demoIds = {
  users: { mari: 1, jaan: 2, liis: 3, peeter: 4 },
  customers: { mariPrivate: 1, naidisLogistika: 2, kyTamme5: 3, jaanPrivate: 4 },
  contacts: { mariPrivate: 1, mariNaidis: 2, mariKyTamme: 3, jaanPrivate: 4 },
  userCompanies: { naidis: 1, maasikaAed: 2, liisPuit: 3, liisNaidis: 4, peeterEhitus: 5, peeterNaidis: 6 },
  agreements: demoAgreementIds,
} as const

const allRoles: Role[] = [...Roles]

/** Public prices with VAT, euro per litre; IDC price only for fuels. */
const publicPrices: ReadonlyArray<{ noomId: number; price: number; idcPrice: number | null }> = [
  { noomId: 1133, price: 1.729, idcPrice: 1.699 }, // B95
  { noomId: 1135, price: 1.819, idcPrice: 1.789 }, // B98
  { noomId: 1145, price: 1.659, idcPrice: 1.629 }, // D
  { noomId: 16170, price: 1.189, idcPrice: 1.159 }, // reD
  { noomId: 10654, price: 0.899, idcPrice: 0.879 }, // LPG
  { noomId: 1142, price: 1.699, idcPrice: 1.669 }, // D eri
  { noomId: 3311, price: 0.989, idcPrice: null }, // AdBlue
  { noomId: 3312, price: 2.49, idcPrice: null }, // Kl.pesu
]

const { users: u, customers: c, contacts: k, userCompanies: uc } = demoIds

/** The demo people of the README's table. */
const demoUsers = [
  {
    id: u.mari,
    personalCode: demoPersonalCodes.mari,
    name: "Mari Maasikas",
    email: "mari.maasikas@example.ee",
    canRequestIdCredit: true,
  },
  { id: u.jaan, personalCode: demoPersonalCodes.jaan, name: "Jaan Tamm", email: "jaan.tamm@example.ee", canRequestIdCredit: false },
  { id: u.liis, personalCode: demoPersonalCodes.liis, name: "Liis Lepik", email: "liis.lepik@example.ee", canRequestIdCredit: false },
  {
    id: u.peeter,
    personalCode: demoPersonalCodes.peeter,
    name: "Peeter Paju",
    email: "peeter.paju@example.ee",
    canRequestIdCredit: false,
  },
]

/** Their customers: Mari's own, her company, the apartment association she has a mandate for, Jaan's own. */
const demoCustomers = [
  {
    id: c.mariPrivate,
    name: "Mari Maasikas",
    isPerson: true,
    registryNumber: demoPersonalCodes.mari,
    groupId: "IDC",
    email: "mari.maasikas@example.ee",
    mobileNumber: "+37251234567",
    address: "Tamme tn 5-12",
    city: "Tartu",
    zip: "50409",
    county: "Tartu maakond",
    bankAccountNumber: "EE382200221020145685",
    eInvoice: false,
    cardLoyaltyMonthQuantity: 64,
    cardLoyaltyCoffeePoints: 3,
    cardLoyaltyLevelId: "IDC",
    summerGameSendNotification: false,
  },
  {
    id: c.naidisLogistika,
    name: "Näidis Logistika OÜ",
    isPerson: false,
    registryNumber: "12345678",
    vatRegistryNumber: "EE101234567",
    searchCode: "NAIDIS",
    email: "arved@naidislogistika.ee",
    phone: "+3726001234",
    address: "Sadama 1",
    city: "Tallinn",
    zip: "10111",
    county: "Harju maakond",
    bankAccountNumber: "EE471000001020145685",
    eInvoice: true,
    invoiceRecipientEmail: "arved@naidislogistika.ee",
    customerBalanceLimit: 5000,
    creditUsed: 1234.5,
    extendedSaleOrderDeadlineAllowed: false,
    defaultPaymentDeadline: 14,
  },
  {
    id: c.kyTamme5,
    name: "KÜ Tamme 5",
    isPerson: false,
    apartmentAssociation: true,
    registryNumber: "80012345",
    email: "juhatus@tamme5.ee",
    address: "Tamme tn 5",
    city: "Tartu",
    zip: "50409",
    county: "Tartu maakond",
    eInvoice: true,
  },
  {
    id: c.jaanPrivate,
    name: "Jaan Tamm",
    isPerson: true,
    registryNumber: demoPersonalCodes.jaan,
    email: "jaan.tamm@example.ee",
    mobileNumber: "+37255555555",
    city: "Pärnu",
    county: "Pärnu maakond",
  },
]

/** Who represents which customer, with which roles. */
const demoContacts = [
  { id: k.mariPrivate, userId: u.mari, customerId: c.mariPrivate, roles: ["ADMIN", "ELECTRICITY_CUSTOMER"] },
  { id: k.mariNaidis, userId: u.mari, customerId: c.naidisLogistika, roles: allRoles },
  {
    id: k.mariKyTamme,
    userId: u.mari,
    customerId: c.kyTamme5,
    roles: ["ELECTRICITY_CUSTOMER", "VIEW_DOCUMENTS", "VIEW_AGREEMENTS"],
    isMandate: true,
  },
  { id: k.jaanPrivate, userId: u.jaan, customerId: c.jaanPrivate, roles: ["AUTHENTICATED_USER"] },
]

/** The companies the business registry lists for each person (registration offers them). */
const demoUserCompanies = [
  {
    id: uc.naidis,
    userId: u.mari,
    registryNumber: "12345678",
    name: "Näidis Logistika OÜ",
    vatRegistryNumber: "EE101234567",
    customerId: c.naidisLogistika,
  },
  { id: uc.maasikaAed, userId: u.mari, registryNumber: "16543210", name: "Maasika Aed OÜ", customerId: null },
  // Liis and Peeter are customers of nothing yet; each sits on the board of a new company and of
  // Näidis Logistika OÜ, which is a customer already (registering it gives the duplicate message).
  {
    id: uc.liisPuit,
    userId: u.liis,
    registryNumber: "16000011",
    name: "Lepiku Puit OÜ",
    vatRegistryNumber: "EE102000011",
    customerId: null,
  },
  {
    id: uc.liisNaidis,
    userId: u.liis,
    registryNumber: "12345678",
    name: "Näidis Logistika OÜ",
    vatRegistryNumber: "EE101234567",
    customerId: null,
  },
  { id: uc.peeterEhitus, userId: u.peeter, registryNumber: "16000022", name: "Paju Ehitus OÜ", customerId: null },
  {
    id: uc.peeterNaidis,
    userId: u.peeter,
    registryNumber: "12345678",
    name: "Näidis Logistika OÜ",
    vatRegistryNumber: "EE101234567",
    customerId: null,
  },
]

/** Näidis Logistika OÜ's own prices. */
const demoCustomerPrices = [
  { customerId: c.naidisLogistika, noomId: 1133, clientPrice: 1.649 },
  { customerId: c.naidisLogistika, noomId: 1145, clientPrice: 1.579 },
  { customerId: c.naidisLogistika, noomId: 10654, clientPrice: 0.849 },
]

/** The people, customers, contacts, registry companies and prices every feature's demo data stands on. */
async function seedPeople(db: Db): Promise<void> {
  await db.insert(users).values(demoUsers).onConflictDoNothing()
  await db.insert(customers).values(demoCustomers).onConflictDoNothing()
  await db.insert(contacts).values(demoContacts).onConflictDoNothing()
  await db.insert(userCompanies).values(demoUserCompanies).onConflictDoNothing()
  await db
    .insert(fuelPrices)
    .values([...publicPrices])
    .onConflictDoNothing()
  await db.insert(customerPrices).values(demoCustomerPrices).onConflictDoNothing()
}

/** The steps of the demo data, in order (each feature's rows stand on the ones before). */
const seedSteps: ReadonlyArray<readonly [string, (db: Db) => Promise<void>]> = [
  ["people", seedPeople],
  ["agreements", (db) => seedAgreements(db, { customers: c, mariName: "Mari Maasikas", mariCode: demoPersonalCodes.mari })],
  ["invoices", seedInvoices],
  ["cards", seedCards],
  ["idCreditApplicants", seedIdCreditApplicants],
  ["terminal", seedTerminal],
  ["statement", seedStatement],
  ["saleOrders", seedSaleOrders],
  ["stations", seedStations],
  ["electricity", seedElectricity],
  ["electricityPackages", (db) => seedElectricityPackages(db, c)],
  ["loyalty", seedLoyalty],
  ["chargingTestOffers", seedChargingTestOffers],
  ["spending", seedSpending],
]

/**
 * Inserts the demo data; rows that exist are left alone, so running it twice changes nothing.
 * `steps` receives each step's name and milliseconds (the start log names the slowest ones).
 */
export async function seed(db: Db, steps?: (name: string, ms: number) => void): Promise<void> {
  for (const [name, run] of seedSteps) {
    const at = performance.now()
    await run(db)
    steps?.(name, performance.now() - at)
  }
}
