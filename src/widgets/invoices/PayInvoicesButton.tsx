import { isPayable } from "../../core/rules/payments"
import { useUnpaidInvoices } from "../payments"
import { useMessages } from "../session"
import { invoiceMessages } from "./invoices.messages"

/**
 * /arved's "Maksma": opens the payment with every unpaid invoice selected (the spec's preselection),
 * fuel and electricity alike, so it stands on both tabs. Its place is kept while the unpaid invoices
 * load, so the toolbar does not grow under the reader.
 */
export function PayInvoicesButton({ onPay }: { onPay: () => void }) {
  const t = useMessages(invoiceMessages)
  const unpaid = useUnpaidInvoices()
  const canPay = (unpaid.data ?? []).some(isPayable)
  if (!canPay && !unpaid.isPending) return null
  return (
    <button
      type="button"
      className="ise-ui__button"
      onClick={onPay}
      data-testid="open-payment"
      style={canPay ? undefined : { visibility: "hidden" }}
      aria-hidden={canPay ? undefined : true}
      tabIndex={canPay ? undefined : -1}
    >
      {t("inv.pay")}
    </button>
  )
}
