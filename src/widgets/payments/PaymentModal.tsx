import type { Locale } from "../../core/schemas/common"
import { useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { uiCss } from "../ui/ui.css"
import { paymentMessages } from "./payments.messages"
import { PaymentPanel, type PaymentPanelProps } from "./PaymentPanel"
import { Style } from "../element/Style"

export interface PaymentModalProps extends PaymentPanelProps {
  readonly onClose: () => void
  readonly locale?: Locale | null
}

/** The invoice payment modal (spec part 1 §4.3) on the shared Modal. */
export function PaymentModal({ onClose, locale, ...panel }: PaymentModalProps) {
  const t = useMessages(paymentMessages, locale)
  return (
    <Modal title={t("pay.title")} onClose={onClose} locale={locale} size="wide" testId="payment-modal">
      <Style css={uiCss} />
      <PaymentPanel locale={locale} {...panel} />
    </Modal>
  )
}
