import { useState } from "react"
import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { SaleOrdersView } from "./SaleOrdersView"
import { initialSaleOrderList, type SaleOrderListState } from "./saleOrders.queries"
import { saleOrdersElement } from "./saleOrders.element"

/** <ise-sale-orders>: /tellimused for other pages; its filters and sort stay in memory (the host owns the address). */
export function SaleOrdersElement(session: ElementComponentProps<typeof saleOrdersElement>) {
  const { emit } = elementEvents(saleOrdersElement, session.container)
  const [state, setState] = useState<SaleOrderListState>(initialSaleOrderList)
  return (
    <SignedInElement {...session} styles="">
      {() => <SaleOrdersView state={state} onStateChange={setState} onCreated={(kind) => emit("ise-sale-order-created", { kind })} />}
    </SignedInElement>
  )
}
