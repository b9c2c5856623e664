import { and, asc, eq, inArray } from "drizzle-orm"
import type { CustomerKind } from "../../../core/rules/access"
import type { Role } from "../../../core/schemas/common"
import type { Db } from "../client"
import { contacts, customers } from "../schema"

type ContactRow = typeof contacts.$inferSelect

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

export interface ContactAccess {
  readonly contact: ContactRow
  readonly kind: CustomerKind
}

/** The user's contacts among these customers, each with its customer's kind. */
export async function contactsOf(db: Db, userId: number, customerIds: ReadonlyArray<number>): Promise<ContactAccess[]> {
  if (customerIds.length === 0) return []
  const rows = await db
    .select({ contact: contacts, isPerson: customers.isPerson, apartmentAssociation: customers.apartmentAssociation })
    .from(contacts)
    .innerJoin(customers, eq(customers.id, contacts.customerId))
    .where(and(eq(contacts.userId, userId), inArray(contacts.customerId, [...new Set(customerIds)])))
  return rows.map(({ contact, isPerson, apartmentAssociation }) => ({
    contact,
    kind: { roles: contact.roles as Role[], isPerson, apartmentAssociation },
  }))
}
