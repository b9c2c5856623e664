import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { documentRowsRule } from "./callRules"
import { pageOf } from "../schemas/common"
import {
  InvoiceLine,
  InvoiceLinePageQuery,
  InvoiceLineSumQuery,
  LineDocumentFileQuery,
  LineDocumentsZipQuery,
  LineSum,
} from "../schemas/statement"

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

export const documentRowsExport = defineCall({
  id: "documentRowsExport",
  method: "GET",
  path: "/documents/{customerId}/rows/export",
  query: InvoiceLinePageQuery,
  response: "binary",
  ...documentRowsRule,
  pathChosen: true,
  summary:
    "The lines for an export (page 0, size = total), lean: JSON { number, size, totalElements, columns, rows } with each line an array in the columns' order (gzip when accepted)",
})

export const documentRowsSum = defineCall({
  id: "documentRowsSum",
  method: "GET",
  path: "/documents/{customerId}/rows/sum",
  query: InvoiceLineSumQuery,
  response: LineSum,
  ...documentRowsRule,
  pathChosen: true,
  summary: "Sums of the filtered lines: total, without VAT, VAT (each line's VAT by its document date)",
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

export const documentRowsFile = defineCall({
  id: "documentRowsFile",
  method: "GET",
  path: "/documents/{customerId}/rows/file",
  query: LineDocumentFileQuery,
  response: "binary",
  ...documentRowsRule,
  pathChosen: true,
  summary: "PDF of the document of a line, by remoteDocumentId",
})

export const documentRowsZip = defineCall({
  id: "documentRowsZip",
  method: "GET",
  path: "/documents/{customerId}/rows/zip",
  query: LineDocumentsZipQuery,
  response: "binary",
  ...documentRowsRule,
  pathChosen: true,
  summary: "Zip of the PDFs of the selected lines' distinct documents (documentIds, a comma list)",
})
