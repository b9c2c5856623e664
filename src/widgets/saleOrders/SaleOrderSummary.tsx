import type { ReactNode } from "react"
import { formatDate } from "../../core/i18n/dates"
import { formatNumber, formatPrice } from "../../core/i18n/numbers"
import { productName } from "../../core/i18n/productNames"
import { TERMINAL_TRANSPORT } from "../../core/rules/saleOrders"
import type { SaleOrder } from "../../core/schemas/saleOrders"
import { useLocale, useMessages } from "../session"
import { saleOrdersMessages } from "./saleOrders.messages"
import type { Step } from "./saleOrders.state"

export type SaleOrdersTranslate = ReturnType<typeof useMessages<keyof typeof saleOrdersMessages.et & string>>

const STEP_NAMES = ["wizard.step.transport", "wizard.step.fuel", "wizard.step.confirm"] as const

/** The three steps, the current one marked (an existing order opens at the third). */
export function StepList({ current }: { current: Step }) {
  const t = useMessages(saleOrdersMessages)
  return (
    <ol className="ise-sale-orders__steps" aria-label={t("wizard.steps")}>
      {STEP_NAMES.map((name, i) => (
        <li key={name} aria-current={current === i + 1 ? "step" : undefined}>
          {t("wizard.step", { n: i + 1, name: t(name) })}
        </li>
      ))}
    </ol>
  )
}

/** The confirm step's list of what was chosen (a new order's, or an existing one's). */
export function Summary({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="ise-sale-orders__summary" data-testid="sale-order-summary">
      {items.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A payment term: 0 is prepayment, else days. */
export const termText = (t: SaleOrdersTranslate, term: number) => (term === 0 ? t("so.prepayment") : t("so.days", { count: term }))

/** The confirm step's summary of an existing order or quote. */
export function SaleOrderSummary({ order }: { order: SaleOrder }) {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const none = t("wizard.none")
  const terminal = order.transporterCode === TERMINAL_TRANSPORT
  return (
    <Summary
      items={[
        [t("so.col.state"), t(`state.${order.docState}`)],
        [t("wizard.transport"), terminal ? t("wizard.terminalTransport") : t("wizard.ownTransport")],
        ...(terminal
          ? []
          : ([
              [t("wizard.carrier"), order.transporterName ?? none],
              [t("wizard.car"), order.carName ?? none],
              [t("wizard.driver"), order.driverName ?? none],
            ] as const)),
        [t("wizard.location"), order.location?.address ?? none],
        [t("so.col.orderDate"), order.orderDate ? formatDate(order.orderDate) : none],
        [t("wizard.deliveryDate"), order.desiredDeliveryDate ? formatDate(order.desiredDeliveryDate) : none],
        [t("wizard.paymentTerm"), order.validUntil != null ? termText(t, Number(order.validUntil)) : none],
        [
          t("wizard.fuels"),
          <span key="fuels" className="ise-sale-orders__lines">
            {order.rows.map((r) => (
              <span key={r.rowNo}>
                {productName(r.productName, locale)}: {t("so.litres", { amount: formatNumber(locale, r.quantity, 0) })}
                {r.price != null ? ` · ${t("so.pricePerLitre", { price: formatPrice(locale, r.price) })}` : ""}
              </span>
            ))}
          </span>,
        ],
        [t("wizard.notes"), order.orderAdditionalInfo || none],
      ]}
    />
  )
}
