import { asc, eq } from "drizzle-orm"
import type { Db } from "../client"
import { contacts, customers } from "../schema"

export interface UserContact {
  readonly contactId: number
  readonly customerId: number
  readonly customerName: string
  readonly registryNumber: string | null
  readonly isPerson: boolean
  readonly isMandate: boolean
  readonly roles: string[]
}

// Own private customer first, then companies, then mandates (the order of the customer switcher).
const rank = (c: UserContact) => (c.isMandate ? 2 : c.isPerson ? 0 : 1)

/** Customers the user may act for, in switcher order. */
export async function contactsOfUser(db: Db, userId: number): Promise<UserContact[]> {
  const rows = await db
    .select({
      contactId: contacts.id,
      customerId: customers.id,
      customerName: customers.name,
      registryNumber: customers.registryNumber,
      isPerson: customers.isPerson,
      isMandate: contacts.isMandate,
      roles: contacts.roles,
    })
    .from(contacts)
    .innerJoin(customers, eq(customers.id, contacts.customerId))
    .where(eq(contacts.userId, userId))
    .orderBy(asc(contacts.id))
  return rows.sort((a, b) => rank(a) - rank(b))
}

/** The token's referred_customer_id: the user's own private customer, else the first contact's customer (0 if none). */
export async function referredCustomerId(db: Db, userId: number): Promise<number> {
  const [first] = await contactsOfUser(db, userId)
  return first?.customerId ?? 0
}
