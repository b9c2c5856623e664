import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import type { Role } from "../schemas/common"
import { pageOf } from "../schemas/common"
import { InvoiceLine, InvoiceLinePageQuery, InvoiceLineSumQuery, LineSum } from "../schemas/statement"

const roles: ReadonlyArray<Role> = ["ADMIN", "VIEW_DOCUMENT_ROWS"]

export const documentRows = defineCall({
  id: "documentRows",
  method: "GET",
  path: "/documents/{customerId}/rows",
  query: InvoiceLinePageQuery,
  response: pageOf(InvoiceLine),
  access: "customer",
  roles,
  pathChosen: true,
  summary: "Sales invoice lines, paged and filtered (the export asks page 0, size = total)",
})

export const documentRowsSum = defineCall({
  id: "documentRowsSum",
  method: "GET",
  path: "/documents/{customerId}/rows/sum",
  query: InvoiceLineSumQuery,
  response: LineSum,
  access: "customer",
  roles,
  pathChosen: true,
  summary: "Sums of the filtered lines: total, without VAT, VAT",
})

export const vehicleNumbers = defineCall({
  id: "vehicleNumbers",
  method: "GET",
  path: "/documents/{customerId}/vehicle-numbers",
  response: Schema.Array(Schema.String),
  access: "customer",
  roles,
  pathChosen: true,
  summary: "Vehicle numbers found on the customer's lines (the vehicle filter shows only if any)",
})
