import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { ElectricityOffer } from "./ElectricityOffer"
import { electricityOfferElement } from "./electricityOffer.element"

/** <ise-electricity-offer>: /elekter/leping?offer=… for other pages and the app's webview. */
export function ElectricityOfferElement({ offerId, ...session }: ElementComponentProps<typeof electricityOfferElement>) {
  const { emit } = elementEvents(electricityOfferElement, session.container)
  return (
    <SignedInElement {...session} styles="">
      {(locale) => (
        <ElectricityOffer
          key={offerId ?? "first"}
          locale={locale}
          offerId={typeof offerId === "number" && offerId > 0 ? offerId : null}
          onAccepted={(detail) => emit("ise-electricity-offer-accepted", detail)}
          onRejected={(detail) => emit("ise-electricity-offer-rejected", detail)}
        />
      )}
    </SignedInElement>
  )
}
