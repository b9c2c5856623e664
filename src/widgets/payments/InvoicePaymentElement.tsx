import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { uiCss } from "../ui/ui.css"
import { Toaster } from "../ui/Toast"
import { invoicePaymentElement } from "./invoicePayment.element"
import { PaymentPanel } from "./PaymentPanel"

/** <ise-invoice-payment>: the payment of unpaid invoices on its own, as an app webview shows it. */
export function InvoicePaymentElement(props: ElementComponentProps<typeof invoicePaymentElement>) {
  const { emit } = elementEvents(invoicePaymentElement, props.container)
  return (
    <SignedInElement {...props} styles={uiCss}>
      {(locale) => (
        <>
          <PaymentPanel
            locale={locale}
            go={(redirectUrl) => {
              if (emit("ise-payment-started", { redirectUrl })) window.location.assign(redirectUrl)
            }}
          />
          <Toaster />
        </>
      )}
    </SignedInElement>
  )
}
