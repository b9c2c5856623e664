import type { Db } from "../../db/client"
import { contacts, customers, users } from "../../db/schema"
import { chargingAgreements } from "../agreements/agreements.tables"
import { chargingOfferDetails } from "../agreements/agreements.seed"

/**
 * Charging offers for the browser tests (not the demo's: Näidis Logistika OÜ keeps its one pending offer
 * for a person to try). Laura Laadija represents six companies, each with one PENDING offer, so that the
 * tests accept and decline offers of their own at each width without using each other's up. Fixed ids,
 * inserted only when missing.
 */
export const chargingTesters = {
  user: { id: 41, personalCode: "48505050013", name: "Laura Laadija", email: "laura.laadija@example.ee" },
  /** customer id = contact id = offer id */
  customers: [41, 42, 43, 44, 45, 46] as const,
} as const

export async function seedChargingTestOffers(db: Db): Promise<void> {
  const u = chargingTesters.user
  await db
    .insert(users)
    .values({ id: u.id, personalCode: u.personalCode, name: u.name, email: u.email, canRequestIdCredit: false })
    .onConflictDoNothing()
  await db
    .insert(customers)
    .values(
      chargingTesters.customers.map((id, i) => ({
        id,
        name: `Laadimistest ${i + 1} OÜ`,
        isPerson: false,
        registryNumber: String(16100000 + id),
        email: `laadimistest${i + 1}@example.ee`,
        phone: `+37260010${id}`,
        address: `Laadija tn ${i + 1}`,
        city: "Tallinn",
        zip: "10111",
        county: "Harju maakond",
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(contacts)
    .values(chargingTesters.customers.map((id) => ({ id, userId: u.id, customerId: id, roles: ["ADMIN"] })))
    .onConflictDoNothing()
  await db
    .insert(chargingAgreements)
    .values(
      chargingTesters.customers.map((id, i) => ({
        id,
        customerId: id,
        contractNumber: `LA-2025-T${String(i + 1).padStart(2, "0")}`,
        status: "PENDING" as const,
        dateModified: new Date(Date.UTC(2025, 10, 20, 9, i)),
        details: chargingOfferDetails(`Laadija tn ${i + 1}, Tallinn`, `38ZEE-0090${String(id).padStart(4, "0")}-${i}`),
        chargingStations: [{ id: 100 + id, name: `Laadija tn ${i + 1} parkla`, address: `Laadija tn ${i + 1}, Tallinn` }],
      })),
    )
    .onConflictDoNothing()
}
