import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { ChargingOffer } from "./ChargingOffer"
import { chargingOfferElement } from "./chargingOffer.element"

/** <ise-charging-offer>: /laadimine/leping for other pages and the app's webview. */
export function ChargingOfferElement(session: ElementComponentProps<typeof chargingOfferElement>) {
  const { emit } = elementEvents(chargingOfferElement, session.container)
  return (
    <SignedInElement {...session} styles="">
      {(locale) => (
        <ChargingOffer
          locale={locale}
          onAccepted={(detail) => emit("ise-charging-offer-accepted", detail)}
          onRejected={(detail) => emit("ise-charging-offer-rejected", detail)}
        />
      )}
    </SignedInElement>
  )
}
