import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { SaleOrdersElement } from "./SaleOrdersElement"
import { saleOrdersElement } from "./saleOrders.element"

export const SALE_ORDERS_TAG = saleOrdersElement.tag

/** Registers <ise-sale-orders> once, with the attributes of its spec. */
export const defineSaleOrders = (): void => defineElement(saleOrdersElement, SaleOrdersElement)

declare global {
  interface HTMLElementTagNameMap {
    [saleOrdersElement.tag]: ElementOf<typeof saleOrdersElement>
  }
}
