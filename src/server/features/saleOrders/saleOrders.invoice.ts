import { eq } from "drizzle-orm"
import { referenceNumber } from "../../../core/rules/reference"
import { addDays } from "../../../core/rules/saleOrders"
import { roundMoney, tallinnDay, vatRateOn } from "../../../core/rules/vat"
import type { Db } from "../../db/client"
import { emitWebhookEvent } from "../integrations/integrations.webhooks"
import { fuelDocuments } from "../invoices/invoices.tables"
import { saleOrderRows, type saleOrders } from "./saleOrders.tables"

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

/** The invoice of an issued sale order: a multi-bill of issue (MV.VL). */
export const SALE_ORDER_INVOICE_TYPE = "MV.VL"

/** The invoice's document id (remoteDocumentId) of a sale order: one invoice per order. */
export const saleOrderInvoiceId = (uid: number): string => `SO-${uid}`

/**
 * The back office invoices an order it issues (state A), in the transaction that issues it: one fuel document
 * of the order's priced rows (net price per litre, VAT at the day's rate), dated the day of issue and due after
 * the order's payment term, paid already when it was a prepayment; `invoice.created` goes out with it, as for
 * every invoice the portal records. A quote, an order without priced rows, or one invoiced already, gets none.
 */
export async function invoiceIssuedOrder(tx: Tx, order: typeof saleOrders.$inferSelect, now: Date): Promise<void> {
  if (order.isQuote) return
  const rows = await tx.select().from(saleOrderRows).where(eq(saleOrderRows.orderUid, order.uid))
  const lines = rows
    .filter((r) => r.price != null && r.quantity > 0)
    .map((r) => ({ product: r.productName, quantity: r.quantity, unit: "l", unitPrice: r.price! }))
  if (lines.length === 0) return
  const day = tallinnDay(now)
  const net = roundMoney(lines.reduce((sum, l) => sum + roundMoney(l.quantity * l.unitPrice), 0))
  const total = roundMoney(net * (1 + vatRateOn(day)))
  const paid = order.prepayment ? total : 0
  const remoteDocumentId = saleOrderInvoiceId(order.uid)
  const documentNumber = `MV-${day.slice(0, 4)}-T${String(order.uid).padStart(5, "0")}`
  const [created] = await tx
    .insert(fuelDocuments)
    .values({
      remoteDocumentId,
      customerId: order.customerId,
      documentNumber,
      documentType: SALE_ORDER_INVOICE_TYPE,
      documentDateCreated: day,
      paymentDeadlineDate: addDays(day, order.paymentTerm),
      totalAmount: total,
      paymentAmount: paid,
      paid: paid >= total,
      printForm: "PDF",
      referenceNumber: referenceNumber(`${order.customerId}7${String(order.uid).padStart(6, "0")}`),
      lines,
    })
    .onConflictDoNothing()
    .returning({ id: fuelDocuments.remoteDocumentId })
  if (!created) return
  const invoice = { documentId: remoteDocumentId, documentNumber, documentType: SALE_ORDER_INVOICE_TYPE, totalAmount: total }
  await emitWebhookEvent(tx, order.customerId, "invoice.created", { ...invoice, documentDate: day, orderUid: order.uid }, now)
}
