import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { CardsElement } from "./CardsElement"
import { cardsElement } from "./cards.element"

export const CARDS_TAG = cardsElement.tag

/** Registers <ise-cards> once, with the attributes of its spec. */
export const defineCards = (): void => defineElement(cardsElement, CardsElement)

declare global {
  interface HTMLElementTagNameMap {
    [cardsElement.tag]: ElementOf<typeof cardsElement>
  }
}
