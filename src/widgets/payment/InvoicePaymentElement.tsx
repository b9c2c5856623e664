import { uiCss } from "../ui/ui.css"
import { PaymentPanel } from "./PaymentPanel"
import { SignedInElement, usePaymentStartedEvent, type SignedInElementProps } from "./elementSession"
import { Toaster } from "../ui/Toast"

/** <ise-invoice-payment>: the payment of unpaid invoices on its own, as an app webview shows it. */
export function InvoicePaymentElement(props: SignedInElementProps) {
  const { anchor, emit } = usePaymentStartedEvent()
  return (
    <SignedInElement {...props}>
      {(locale) => (
        <>
          <style>{uiCss}</style>
          {anchor}
          <PaymentPanel
            locale={locale}
            go={(url) => {
              if (emit(url)) window.location.assign(url)
            }}
          />
          <Toaster />
        </>
      )}
    </SignedInElement>
  )
}
