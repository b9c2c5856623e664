import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { DispensingOrdersElement } from "./DispensingOrdersElement"
import { dispensingOrdersElement } from "./dispensingOrders.element"

export const DISPENSING_ORDERS_TAG = dispensingOrdersElement.tag

/** Registers <ise-dispensing-orders> once, with the attributes of its spec. */
export const defineDispensingOrders = (): void => defineElement(dispensingOrdersElement, DispensingOrdersElement)

declare global {
  interface HTMLElementTagNameMap {
    [dispensingOrdersElement.tag]: ElementOf<typeof dispensingOrdersElement>
  }
}
