import { formatMoney } from "../../core/i18n/numbers"
import { invoiceStatus, type StatusDocument } from "../../core/rules/invoices"
import { tallinnDay } from "../../core/rules/vat"
import type { Locale } from "../../core/schemas/common"
import { useLocale, useMessages } from "../session"
import { invoiceMessages } from "./invoices.messages"

/**
 * "Arve tasutud", "Tasumata" or, past the due date in Tallinn, "Tähtaeg ületatud" in the danger
 * tone; a partly paid invoice says what was paid and what remains.
 */
export function InvoiceStatusBadge({ doc, locale, today }: { doc: StatusDocument; locale?: Locale | null; today?: string }) {
  const t = useMessages(invoiceMessages, locale)
  const lang = useLocale(locale)
  const status = invoiceStatus(doc, today ?? tallinnDay(new Date()))
  if (status.kind === "paid") return <span className="ise-invoices__status ise-invoices__status--paid">{t("inv.paid")}</span>
  return (
    <span className="ise-invoices__state">
      <span className={`ise-invoices__status ise-invoices__status--${status.kind}`} data-status={status.kind}>
        {t(status.kind === "overdue" ? "inv.overdue" : "inv.unpaid")}
      </span>
      {status.paidAmount > 0 && (
        <span className="ise-invoices__partly" data-testid="partly-paid">
          {t("inv.partlyPaid", { paid: formatMoney(lang, status.paidAmount), remaining: formatMoney(lang, status.remaining) })}
        </span>
      )}
    </span>
  )
}
