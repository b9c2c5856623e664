import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, themeProperties as theme, propertiesOf, shellProperties, modalProperties } from "../element/theme"

/** <ise-dispensing-orders>: the one description of its public API (see src/widgets/element/spec.ts). */
export const dispensingOrdersElement = {
  tag: "ise-dispensing-orders",
  className: "DispensingOrdersElement",
  summary: "The dispenser's fuel dispensing orders (the portal's /väljastuskorraldused): the list, new and edit, for other pages.",
  description:
    "The customer's dispensing orders with \"Loo uus\" (new) and an edit button on every order that may still change. The new/edit view has the warehouse switch, the fuel table and the form; a confirmed save is sent and its state asked every 6 s until the terminal's system has applied it or refused it. After a completed save it emits `ise-dispensing-order-saved` and shows the list again. The customer needs the DISPENSER role.",
  signedIn: true,
  attributes: signedInAttributes,
  events: {
    "ise-dispensing-order-saved": {
      description: "A new order or a change of an order was applied by the terminal's system (the state poll answered COMPLETED).",
      detail: {
        orderUid: { type: "number", description: "The order created or changed." },
        customerId: { type: "number", description: "The `customer-id` of the element." },
        action: { type: "string", description: "`created` for a new order, `edited` for a change." },
      },
    },
  },
  cssProperties: propertiesOf(shellProperties, modalProperties, [
    theme.warningDark,
    theme.warningSoft,
    theme.track,
    theme.radiusSmall,
    theme.radiusCircle,
  ]),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
