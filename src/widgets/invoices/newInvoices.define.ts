import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { NewInvoicesElement } from "./NewInvoicesElement"
import { newInvoicesElement } from "./newInvoices.element"

export const NEW_INVOICES_TAG = newInvoicesElement.tag

/** Registers <ise-new-invoices> once, with the attributes of its spec. */
export const defineNewInvoices = (): void => defineElement(newInvoicesElement, NewInvoicesElement)

declare global {
  interface HTMLElementTagNameMap {
    [newInvoicesElement.tag]: ElementOf<typeof newInvoicesElement>
  }
}
