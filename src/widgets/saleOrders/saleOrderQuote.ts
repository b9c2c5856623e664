import * as saleOrdersCalls from "../../core/api/saleOrders.calls"
import type { SaleOrder } from "../../core/schemas/saleOrders"
import { getApi, runApi } from "../session"
import { saveBlob } from "../ui/saveBlob"
import { showToast } from "../ui/Toast"
import type { SaleOrdersTranslate } from "./SaleOrderSummary"

/** An order's number as the list shows it: its document number, else its uid. */
export const numberOf = (o: SaleOrder) => o.docNumber ?? String(o.uid)

/** Downloads a quote's PDF, saved under its document number. */
export async function downloadQuote(order: SaleOrder, t: SaleOrdersTranslate) {
  try {
    const blob = await runApi(getApi().request(saleOrdersCalls.saleOrderPdf, { query: { fileName: order.fileName! } }))
    saveBlob(blob, `${numberOf(order)}.pdf`)
  } catch (e) {
    console.warn("[sale orders] pdf", e)
    showToast(t("so.pdfFailed"), { kind: "error" })
  }
}
