import { documents } from "../../../core/api/invoices.calls"
import { mayUse } from "../../../core/rules/access"
import type { Db } from "../../db/client"
import { contactsOf } from "../../http/access"
import { notFound } from "../../http/errors"

/**
 * Customers whose documents the user may read: the user is a contact whom `mayUse` lets list them.
 * File calls carry no customerId in the path, so they check each document's customer with this.
 */
export async function readableCustomerIds(db: Db, userId: number, customerIds: ReadonlyArray<number>): Promise<Set<number>> {
  const found = await contactsOf(db, userId, customerIds)
  return new Set(found.filter((f) => mayUse(f.kind, documents)).map((f) => f.contact.customerId))
}

export async function assertMayRead(db: Db, userId: number, customerIds: ReadonlyArray<number>): Promise<void> {
  const allowed = await readableCustomerIds(db, userId, customerIds)
  // Another customer's document answers as an unknown one: ids do not tell what exists (docs/security.md).
  if (customerIds.some((id) => !allowed.has(id))) throw notFound("No such document")
}

export { pdfCustomers } from "../../db/queries/pdfCustomers"
