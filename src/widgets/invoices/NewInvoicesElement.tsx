import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { NewInvoices } from "./NewInvoices"
import { newInvoicesElement } from "./newInvoices.element"

/** <ise-new-invoices>: the front page's "UUED ARVED" with its payment modal, for other pages. */
export function NewInvoicesElement({ invoicesHref, ...session }: ElementComponentProps<typeof newInvoicesElement>) {
  const { emit } = elementEvents(newInvoicesElement, session.container)
  return (
    <SignedInElement {...session} styles="">
      {(locale) => (
        <NewInvoices
          locale={locale}
          invoicesHref={invoicesHref || "/arved"}
          goToPayment={(redirectUrl) => {
            if (emit("ise-payment-started", { redirectUrl })) window.location.assign(redirectUrl)
          }}
        />
      )}
    </SignedInElement>
  )
}
