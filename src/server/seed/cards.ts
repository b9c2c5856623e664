import { and, eq, isNull, sql } from "drizzle-orm"
import { CardCategories, type CardCategory } from "../../core/schemas/cards"
import type { Db } from "../db/client"
import { contacts, customers } from "../db/schema"
import { cards, staffedStations } from "../db/tables/cards"

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
  "Volvo FH 123 ABC", "Scania R450 456 BCD", "MAN TGX 789 CDE", "Toyota Hilux 321 DEF", "Mati Kask",
  "Kati Karu", "Peeter Paju", "Laoauto 1", "Laoauto 2", "Ford Transit 654 EFG", "Kahveltõstuk", "Juhataja",
  "Renault Master 987 FGH", "Mercedes Sprinter 147 GHI",
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
  await db.insert(staffedStations).values([...demoStaffedStations]).onConflictDoNothing()

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
  await db.insert(cards).values([...paymentCards, ...discountCards, mariIdCard]).onConflictDoNothing()

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
