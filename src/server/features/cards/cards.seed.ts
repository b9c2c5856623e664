import { createHash } from "node:crypto"
import { and, eq, isNull, sql } from "drizzle-orm"
import { ID_CREDIT_LINK_VALID_MS } from "../../../core/rules/cards"
import { CardCategories, type CardCategory } from "../../../core/schemas/cards"
import type { Db } from "../../db/client"
import { contacts, customers, users } from "../../db/schema"
import { cards, idCreditApplications, idCreditConfirmations, staffedStations } from "./cards.tables"

/** Fixed ids of the foundation's demo customers and contacts (seed.ts demoIds). */
const CUSTOMER = { mariPrivate: 1, naidisLogistika: 2 } as const
const JAAN_CONTACT = 4

export const demoStaffedStations: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: "Tallinn, Peterburi tee 2" },
  { id: 2, name: "Tallinn, Paldiski mnt 100" },
  { id: 3, name: "Tartu, Riia 140" },
  { id: 4, name: "Pärnu, Tallinna mnt 82" },
  { id: 5, name: "Rakvere, Tõrma tee 1" },
  { id: 6, name: "Viljandi, Tartu 50" },
]

const drivers = [
  "Volvo FH 123 ABC",
  "Scania R450 456 BCD",
  "MAN TGX 789 CDE",
  "Toyota Hilux 321 DEF",
  "Mati Kask",
  "Kati Karu",
  "Peeter Paju",
  "Laoauto 1",
  "Laoauto 2",
  "Ford Transit 654 EFG",
  "Kahveltõstuk",
  "Juhataja",
  "Renault Master 987 FGH",
  "Mercedes Sprinter 147 GHI",
]

/** The demo's card numbers: 13 digits, as the retailer's cards. */
export const demoCardNumber = (customerId: number, n: number) => `7000${String(customerId).padStart(4, "0")}${String(n).padStart(5, "0")}`

/**
 * Näidis Logistika OÜ: 28 payment cards (7 of each category, so the list view and a second page of
 * 20 show), 5 discount cards, one blocked payment card, one expired discount card and exactly one
 * unblocked payment card without a monthly limit (the limits warning). Mari's private customer:
 * her ID credit card and a credit limit. Jaan gets VIEW_CARDS and no cards.
 */
export async function seedCards(db: Db): Promise<void> {
  await db
    .insert(staffedStations)
    .values([...demoStaffedStations])
    .onConflictDoNothing()

  const company = CUSTOMER.naidisLogistika
  const paymentCards = Array.from({ length: 28 }, (_, i) => {
    const n = i + 1
    const category: CardCategory = CardCategories[i % CardCategories.length]!
    const monthlyLimit = n === 5 ? null : 300 + ((i * 137) % 12) * 100
    return {
      remoteCardId: demoCardNumber(company, n),
      customerId: company,
      name: `${drivers[i % drivers.length]}${i >= drivers.length ? " (varu)" : ""}`,
      cardType: "PAYMENT_CARD" as const,
      cardCategory: category,
      monthlyLimit,
      creditUsed: Math.round(((i * 53.17) % (monthlyLimit ?? 800)) * 100) / 100,
      dateExpiry: `202${7 + (i % 3)}-${String(1 + (i % 12)).padStart(2, "0")}-28`,
      isBlocked: n === 9,
      blockedAt: n === 9 ? new Date("2025-11-03T09:15:00Z") : null,
      dateCreated: new Date(Date.UTC(2023, i % 12, 1 + i)),
    }
  })
  const discountCards = Array.from({ length: 5 }, (_, i) => ({
    remoteCardId: demoCardNumber(company, 101 + i),
    customerId: company,
    name: ["Kontor", "Laadija", "Külaline", "Hooldus", "Vana kliendikaart"][i]!,
    cardType: "DISCOUNT_CARD" as const,
    cardCategory: null,
    monthlyLimit: null,
    creditUsed: 0,
    dateExpiry: i === 4 ? "2024-06-30" : "2028-06-30",
    dateCreated: new Date(Date.UTC(2022, i * 2, 10)),
  }))
  const mariIdCard = {
    remoteCardId: demoCardNumber(CUSTOMER.mariPrivate, 1),
    customerId: CUSTOMER.mariPrivate,
    name: "Mari Maasikas ID-krediitkaart",
    cardType: "PAYMENT_CARD" as const,
    cardCategory: "ALL_FUELS_AND_ALL_PRODUCTS" as const,
    monthlyLimit: 1000,
    creditUsed: 212.4,
    dateExpiry: "2029-01-31",
    isEidCard: true,
    dateCreated: new Date(Date.UTC(2024, 1, 15)),
  }
  await db
    .insert(cards)
    .values([...paymentCards, ...discountCards, mariIdCard])
    .onConflictDoNothing()

  // Mari's ID credit limit for the front page's credit limit remainder (set once).
  await db
    .update(customers)
    .set({ customerBalanceLimit: 1000, creditUsed: 212.4 })
    .where(and(eq(customers.id, CUSTOMER.mariPrivate), isNull(customers.customerBalanceLimit)))

  await db
    .update(contacts)
    .set({ roles: sql`array_append(${contacts.roles}, 'VIEW_CARDS')` })
    .where(and(eq(contacts.id, JAAN_CONTACT), sql`not ('VIEW_CARDS' = any(${contacts.roles}))`))
}

/**
 * Two more persons whose users may apply for an ID credit card (Mari can apply only once): each has
 * their own private customer (ADMIN) with a credit limit, 3 payment cards and 2 discount cards, so
 * /kaardid shows them as cards. The browser tests give each width one of them.
 */
export const idCreditApplicants = {
  liis: { id: 21, personalCode: "49203030002", name: "Liis Lepp", email: "liis.lepp@example.ee" },
  peeter: { id: 22, personalCode: "38806060007", name: "Peeter Pihlakas", email: "peeter.pihlakas@example.ee" },
  // Never applies: the browser tests of a click on the front page's promo before its code is here open the form only.
  kati: { id: 23, personalCode: "49504040008", name: "Kati Kask", email: "kati.kask@example.ee" },
} as const

/**
 * The token of an e-mailed confirmation link of Peeter's that expired long ago (its application is
 * closed): /confirm-id-credit/{this} shows the "14 days have passed" message. It can confirm nothing.
 */
export const DEMO_EXPIRED_ID_CREDIT_TOKEN = "demo-expired-id-credit-link-000000000000000"

export async function seedIdCreditApplicants(db: Db): Promise<void> {
  await seedApplicantAccounts(db)
  await seedExpiredApplication(db)
}

/** The applicants' users, own private customers, contacts and cards. */
async function seedApplicantAccounts(db: Db): Promise<void> {
  const people = Object.values(idCreditApplicants)
  await db
    .insert(users)
    .values(people.map((p) => ({ id: p.id, personalCode: p.personalCode, name: p.name, email: p.email, canRequestIdCredit: true })))
    .onConflictDoNothing()
  await db
    .insert(customers)
    .values(
      people.map((p, i) => ({
        id: p.id,
        name: p.name,
        isPerson: true,
        registryNumber: p.personalCode,
        email: p.email,
        mobileNumber: `+3725${p.personalCode.slice(4, 11)}`,
        address: ["Lepa tn 3", "Pihlaka põik 7", "Kase tn 12"][i]!,
        city: ["Tallinn", "Viljandi", "Tartu"][i]!,
        zip: ["10115", "71020", "50104"][i]!,
        county: ["Harju maakond", "Viljandi maakond", "Tartu maakond"][i]!,
        customerBalanceLimit: 500,
        creditUsed: 120,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(contacts)
    .values(people.map((p) => ({ id: p.id, userId: p.id, customerId: p.id, roles: ["ADMIN"] })))
    .onConflictDoNothing()
  await db
    .insert(cards)
    .values(
      people.flatMap((p) => [
        ...[1, 2, 3].map((n) => ({
          remoteCardId: demoCardNumber(p.id, n),
          customerId: p.id,
          name: `${p.name.split(" ")[0]} ${["Toyota", "Golf", "Haagis"][n - 1]}`,
          cardType: "PAYMENT_CARD" as const,
          cardCategory: CardCategories[n - 1]!,
          monthlyLimit: 100 * n,
          creditUsed: 10 * n,
          dateExpiry: "2029-03-31",
          dateCreated: new Date(Date.UTC(2024, n, 1)),
        })),
        ...[101, 102].map((n) => ({
          remoteCardId: demoCardNumber(p.id, n),
          customerId: p.id,
          name: n === 101 ? "Kohvikaart" : "Pesula",
          cardType: "DISCOUNT_CARD" as const,
          dateExpiry: "2029-03-31",
          dateCreated: new Date(Date.UTC(2024, 5, n - 100)),
        })),
      ]),
    )
    .onConflictDoNothing()
}

/** Peeter's old application whose link expired: closed, so he may apply again. */
async function seedExpiredApplication(db: Db): Promise<void> {
  const longAgo = new Date(Date.UTC(2025, 0, 10, 9, 0))
  const [old] = await db
    .select({ id: idCreditApplications.id })
    .from(idCreditApplications)
    .where(eq(idCreditApplications.id, idCreditApplicants.peeter.id))
  if (!old) {
    await db.insert(idCreditApplications).values({
      id: idCreditApplicants.peeter.id,
      customerId: idCreditApplicants.peeter.id,
      contactId: idCreditApplicants.peeter.id,
      userId: idCreditApplicants.peeter.id,
      email: idCreditApplicants.peeter.email,
      phone: "+37255512345",
      // No PIN was ever typed for this demo row: a hash of random bytes that matches no PIN.
      pinHash: `scrypt$${createHash("sha256").update("salt").digest("base64")}$${createHash("sha256").update(DEMO_EXPIRED_ID_CREDIT_TOKEN).digest("base64")}`,
      address: "Pihlaka põik 7",
      city: "Viljandi",
      county: "Viljandi maakond",
      zip: "71020",
      includeRfidCard: false,
      status: "EMAIL_EXPIRED",
      createdAt: longAgo,
    })
    await db.insert(idCreditConfirmations).values({
      tokenHash: createHash("sha256").update(DEMO_EXPIRED_ID_CREDIT_TOKEN).digest("hex"),
      applicationId: idCreditApplicants.peeter.id,
      createdAt: longAgo,
      expiresAt: new Date(longAgo.getTime() + ID_CREDIT_LINK_VALID_MS),
    })
  }
}
