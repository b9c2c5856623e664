import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { documentRowsRule } from "./callRules"
import { pageOf } from "../schemas/common"
import { InvoiceLine, InvoiceLinePageQuery, InvoiceLineSumQuery, LineSum } from "../schemas/statement"

export const documentRows = defineCall({
  id: "documentRows",
  method: "GET",
  path: "/documents/{customerId}/rows",
  query: InvoiceLinePageQuery,
  response: pageOf(InvoiceLine),
  ...documentRowsRule,
  pathChosen: true,
  summary: "Sales invoice lines, paged and filtered (the export asks page 0, size = total)",
})

export const documentRowsSum = defineCall({
  id: "documentRowsSum",
  method: "GET",
  path: "/documents/{customerId}/rows/sum",
  query: InvoiceLineSumQuery,
  response: LineSum,
  ...documentRowsRule,
  pathChosen: true,
  summary: "Sums of the filtered lines: total, without VAT, VAT",
})

export const vehicleNumbers = defineCall({
  id: "vehicleNumbers",
  method: "GET",
  path: "/documents/{customerId}/vehicle-numbers",
  response: Schema.Array(Schema.String),
  ...documentRowsRule,
  pathChosen: true,
  summary: "Vehicle numbers found on the customer's lines (the vehicle filter shows only if any)",
})
