import { and, eq, inArray } from "drizzle-orm"
import type { Role } from "../../../core/schemas/common"
import type { Db } from "../../db/client"
import { contacts, customers } from "../../db/schema"
import { forbidden } from "../../http/errors"
import type { PdfCustomer } from "../../documents/invoicePdf"

/** Roles that may read a customer's invoices (spec part 1 §2.1: /arved needs ADMIN or VIEW_DOCUMENTS). */
export const DOCUMENT_ROLES: ReadonlyArray<Role> = ["ADMIN", "VIEW_DOCUMENTS"]

/**
 * Customers whose documents the user may read: the user is their contact with a document role.
 * File calls carry no customerId in the path, so they check each document's customer with this.
 */
export async function readableCustomerIds(db: Db, userId: number, customerIds: ReadonlyArray<number>): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set()
  const rows = await db
    .select({ customerId: contacts.customerId, roles: contacts.roles })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), inArray(contacts.customerId, [...new Set(customerIds)])))
  return new Set(rows.filter((r) => DOCUMENT_ROLES.some((role) => r.roles.includes(role))).map((r) => r.customerId))
}

export async function assertMayRead(db: Db, userId: number, customerIds: ReadonlyArray<number>): Promise<void> {
  const allowed = await readableCustomerIds(db, userId, customerIds)
  if (customerIds.some((id) => !allowed.has(id))) throw forbidden("Not a document reader of this customer")
}

export async function pdfCustomers(db: Db, ids: ReadonlyArray<number>): Promise<Map<number, PdfCustomer>> {
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      registryNumber: customers.registryNumber,
      vatRegistryNumber: customers.vatRegistryNumber,
      address: customers.address,
      city: customers.city,
      zip: customers.zip,
    })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}
