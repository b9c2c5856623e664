import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { IdCreditPromo } from "./IdCredit"
import { idCreditPromoElement } from "./idCreditPromo.element"

/** <ise-id-credit-promo>: the front page's ID credit card promo and application, for other pages. */
export function IdCreditPromoElement(session: ElementComponentProps<typeof idCreditPromoElement>) {
  const { emit } = elementEvents(idCreditPromoElement, session.container)
  return (
    <SignedInElement {...session} styles="">
      {(locale) => (
        <IdCreditPromo
          locale={locale}
          onApplied={(email) => emit("ise-id-credit-applied", { customerId: Number(session.customerId), email })}
        />
      )}
    </SignedInElement>
  )
}
