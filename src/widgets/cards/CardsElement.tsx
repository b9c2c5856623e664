import { useEffect, useState } from "react"
import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { cardsElement } from "./cards.element"
import { initialCardsList, type CardsListState } from "./cards.queries"
import { CardsView } from "./CardsView"

/** <ise-cards>: /kaardid for other pages; the list state lives in the element, not the host's address. */
export function CardsElement({ cardType, ...session }: ElementComponentProps<typeof cardsElement>) {
  const { emit } = elementEvents(cardsElement, session.container)
  const opening = (): CardsListState => ({ ...initialCardsList, cardType: cardType === "DISCOUNT_CARD" ? "DISCOUNT_CARD" : "PAYMENT_CARD" })
  const [state, setState] = useState<CardsListState>(opening)
  // The opening tab follows the attribute, also when it is set or changed after the first render.
  useEffect(() => setState(opening()), [cardType]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <SignedInElement {...session} styles="">
      {() => (
        <CardsView
          state={state}
          onStateChange={setState}
          onCardRequested={(type) => emit("ise-card-requested", { cardType: type })}
          onCardChanged={(remoteCardId) => emit("ise-card-changed", { remoteCardId })}
        />
      )}
    </SignedInElement>
  )
}
