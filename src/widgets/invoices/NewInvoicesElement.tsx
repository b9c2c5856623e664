import { SignedInElement, usePaymentStartedEvent, type SignedInElementProps } from "../payment"
import { NewInvoices } from "./NewInvoices"

export interface NewInvoicesElementProps extends SignedInElementProps {
  /** Where "Vaata arveid" leads; the portal's /arved by default. */
  readonly invoicesHref?: string
}

/** <ise-new-invoices>: the front page's "UUED ARVED" with its payment modal, for other pages. */
export function NewInvoicesElement({ invoicesHref, ...session }: NewInvoicesElementProps) {
  const { anchor, emit } = usePaymentStartedEvent()
  return (
    <SignedInElement {...session}>
      {(locale) => (
        <>
          {anchor}
          <NewInvoices locale={locale} invoicesHref={invoicesHref || "/arved"} onPaymentStarted={(url) => void emit(url)} />
        </>
      )}
    </SignedInElement>
  )
}
