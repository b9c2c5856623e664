import r2wc from "@r2wc/react-to-web-component"
import { NewInvoicesElement } from "./NewInvoicesElement"

export const NEW_INVOICES_TAG = "ise-new-invoices"

/** Registers <ise-new-invoices token customer-id locale api-base invoices-href> once. */
export const defineNewInvoices = (): void => {
  if (customElements.get(NEW_INVOICES_TAG)) return
  customElements.define(
    NEW_INVOICES_TAG,
    r2wc(NewInvoicesElement, {
      shadow: "open",
      props: { token: "string", customerId: "number", locale: "string", apiBase: "string", invoicesHref: "string" },
    }),
  )
}

declare global {
  interface HTMLElementTagNameMap {
    "ise-new-invoices": HTMLElement & { token?: string; customerId?: number; locale?: string; apiBase?: string; invoicesHref?: string }
  }
}
