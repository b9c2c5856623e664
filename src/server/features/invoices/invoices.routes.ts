import type { Hono } from "hono"
import { invoicesCalls } from "../../../core/api"
import type { AppEnv } from "../../context"
import { bindCall } from "../../http/bindCall"
import * as h from "./invoices.handlers"

export function invoicesRoutes(app: Hono<AppEnv>) {
  bindCall(app, invoicesCalls.documents, h.documents)
  bindCall(app, invoicesCalls.documentPdf, h.documentPdf)
  bindCall(app, invoicesCalls.documentXml, h.documentXml)
  bindCall(app, invoicesCalls.documentsZip, h.documentsZip)
  bindCall(app, invoicesCalls.electricityInvoices, h.electricityInvoices)
  bindCall(app, invoicesCalls.electricityInvoiceFile, h.electricityInvoiceFile)
}
