import { SignedInElement } from "../element/SignedInElement"
import { elementEvents } from "../element/events"
import type { ElementComponentProps } from "../element/spec"
import { DispensingOrdersView } from "./DispensingOrdersView"
import { dispensingOrdersElement } from "./dispensingOrders.element"

/** <ise-dispensing-orders>: the list, new and edit of /väljastuskorraldused; tells the host of every applied save. */
export function DispensingOrdersElement(session: ElementComponentProps<typeof dispensingOrdersElement>) {
  const { emit } = elementEvents(dispensingOrdersElement, session.container)
  return (
    <SignedInElement {...session} styles="">
      {() => (
        <DispensingOrdersView
          onSaved={({ orderUid, edited }) =>
            emit("ise-dispensing-order-saved", { orderUid, customerId: Number(session.customerId), action: edited ? "edited" : "created" })
          }
        />
      )}
    </SignedInElement>
  )
}
