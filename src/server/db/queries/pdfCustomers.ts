import { inArray } from "drizzle-orm"
import type { PdfCustomer } from "../../documents/invoicePdf"
import type { Db } from "../client"
import { customers } from "../schema"

/** The customers as documents print them (invoices' and the statement's PDFs, the e-invoices). */
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
      isPerson: customers.isPerson,
      email: customers.email,
    })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}
