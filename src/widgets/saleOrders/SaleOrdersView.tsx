import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useState, type ReactNode } from "react"
import { formatDate } from "../../core/i18n/dates"
import { formatNumber, formatPrice } from "../../core/i18n/numbers"
import { productName } from "../../core/i18n/productNames"
import { SaleOrderStates, type SaleOrder, type SaleOrderSortField } from "../../core/schemas/saleOrders"
import { customerIdAtom, useLocale, useMessages } from "../session"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { failureOf } from "../ui/LoadError"
import { Toaster } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { SaleOrderDetail } from "./SaleOrderDetail"
import type { SaleOrdersTranslate } from "./SaleOrderSummary"
import { SaleOrderWizard } from "./SaleOrderWizard"
import { downloadQuote, numberOf } from "./saleOrderQuote"
import { saleOrdersCss } from "./saleOrders.css"
import { saleOrdersMessages } from "./saleOrders.messages"
import {
  saleOrderCustomerQueryAtom,
  saleOrderListAtom,
  saleOrdersQueryAtom,
  saleOrderWizardAtom,
  type SaleOrderListState,
} from "./saleOrders.queries"
import type { WizardKind } from "./saleOrders.state"
import { Style } from "../element/Style"

export type { SaleOrdersTranslate } from "./SaleOrderSummary"

export interface SaleOrdersViewProps {
  /** The list state; the portal keeps it in the address, an element in memory. */
  readonly state: SaleOrderListState
  readonly onStateChange: (state: SaleOrderListState) => void
  /** After a quote was asked for or an order placed. */
  readonly onCreated?: (kind: WizardKind) => void
}

/** Payment term: '0' is prepayment, else days. */
export const paymentTermText = (t: SaleOrdersTranslate, validUntil: string | null | undefined) =>
  validUntil == null || validUntil === ""
    ? "—"
    : Number(validUntil) === 0
      ? t("so.prepayment")
      : t("so.days", { count: Number(validUntil) })

function Lines({ order, render }: { order: SaleOrder; render: (row: SaleOrder["rows"][number]) => ReactNode }) {
  return (
    <span className="ise-sale-orders__lines">
      {order.rows.map((r) => (
        <span key={r.rowNo} className="ise-sale-orders__nw">
          {render(r)}
        </span>
      ))}
    </span>
  )
}

/** The list's columns; the number opens the order's detail. */
function saleOrderColumns(
  t: SaleOrdersTranslate,
  locale: ReturnType<typeof useLocale>,
  open: (order: SaleOrder) => void,
): ReadonlyArray<DataTableColumn<SaleOrder, SaleOrderSortField>> {
  const litres = (n: number) => t("so.litres", { amount: formatNumber(locale, n, 0) })
  return [
    {
      key: "number",
      header: t("so.col.number"),
      sortField: "DOC_NUMBER",
      render: (o) => (
        <button
          type="button"
          className="ise-sale-orders__number"
          aria-label={t("so.openLabel", { number: numberOf(o) })}
          onClick={() => open(o)}
        >
          {numberOf(o)}
        </button>
      ),
    },
    {
      key: "orderDate",
      header: t("so.col.orderDate"),
      sortField: "ORDER_DATE",
      render: (o) => <span className="ise-sale-orders__nw">{o.orderDate ? formatDate(o.orderDate) : "—"}</span>,
    },
    {
      key: "deliveryDate",
      header: t("so.col.deliveryDate"),
      sortField: "DELIVERY_DATE",
      render: (o) => <span className="ise-sale-orders__nw">{o.desiredDeliveryDate ? formatDate(o.desiredDeliveryDate) : "—"}</span>,
    },
    { key: "product", header: t("so.col.product"), render: (o) => <Lines order={o} render={(r) => productName(r.productName, locale)} /> },
    { key: "quantity", header: t("so.col.quantity"), numeric: true, render: (o) => <Lines order={o} render={(r) => litres(r.quantity)} /> },
    {
      key: "price",
      header: t("so.col.price"),
      numeric: true,
      render: (o) => (
        <Lines order={o} render={(r) => (r.price != null ? t("so.pricePerLitre", { price: formatPrice(locale, r.price) }) : "—")} />
      ),
    },
    { key: "location", header: t("so.col.location"), render: (o) => o.location?.address ?? "—" },
    {
      key: "state",
      header: t("so.col.state"),
      sortField: "STATE",
      render: (o) => <span className={`ise-sale-orders__badge ise-sale-orders__badge--${o.docState}`}>{t(`state.${o.docState}`)}</span>,
    },
    { key: "paymentTerm", header: t("so.col.paymentTerm"), sortField: "PAYMENT_TERM", render: (o) => paymentTermText(t, o.validUntil) },
    {
      key: "quote",
      header: t("so.col.quote"),
      render: (o) =>
        o.fileName ? (
          <span className="ise-sale-orders__quote">
            {numberOf(o)}
            <button
              type="button"
              className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
              aria-label={t("so.pdfLabel", { number: numberOf(o) })}
              onClick={() => void downloadQuote(o, t)}
            >
              {t("so.pdf")}
            </button>
          </span>
        ) : (
          "—"
        ),
    },
  ]
}

/** /tellimused: filters, the list sorted by the server, the detail dialog and the new order / quote dialog. */
export function SaleOrdersView({ state, onStateChange, onCreated }: SaleOrdersViewProps) {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const customerId = useAtomValue(customerIdAtom)
  const setList = useSetAtom(saleOrderListAtom)
  useEffect(() => setList(state), [state, setList])
  const query = useAtomValue(saleOrdersQueryAtom)
  const startWizard = useSetAtom(saleOrderWizardAtom)
  // What is open belongs to the customer it was opened for: another customer closes it.
  const [openedFor, setOpened] = useState<{ readonly customerId: number | null; readonly order: SaleOrder } | null>(null)
  const [wizardFor, setWizard] = useState<{ readonly customerId: number | null; readonly kind: WizardKind } | null>(null)
  const opened = openedFor?.customerId === customerId ? openedFor.order : null
  const wizard = wizardFor?.customerId === customerId ? wizardFor.kind : null

  const orders = query.data ?? (query.isError ? [] : null)
  const columns = saleOrderColumns(t, locale, (order) => setOpened({ customerId, order }))
  const openWizard = (kind: WizardKind) => {
    startWizard({ type: "opened" })
    setWizard({ customerId, kind })
  }

  return (
    <div className="ise-sale-orders__root" lang={locale}>
      <Style css={uiCss} />
      <Style css={saleOrdersCss} />
      <div className="ise-sale-orders__toolbar">
        <SaleOrderFilters state={state} onStateChange={onStateChange} />
        <div className="ise-sale-orders__actions">
          <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => openWizard("quote")}>
            {t("so.askQuote")}
          </button>
          <button type="button" className="ise-ui__button" onClick={() => openWizard("order")}>
            {t("so.placeOrder")}
          </button>
        </div>
      </div>
      <DataTable
        testId="sale-orders"
        columns={columns}
        rows={orders}
        rowKey={(o) => String(o.uid)}
        sort={state.sort}
        onSortChange={(sort) => onStateChange({ ...state, sort })}
        page={0}
        pageSize={Math.max(1, orders?.length ?? 1)}
        total={orders?.length ?? 0}
        onPageChange={() => undefined}
        loading={query.isFetching}
        error={failureOf(query)}
        emptyText={t("so.empty")}
        loadingText={t("so.loading")}
      />
      {opened && <SaleOrderDetail order={opened} onClose={() => setOpened(null)} />}
      {wizard && <SaleOrderWizard kind={wizard} onClose={() => setWizard(null)} onCreated={onCreated} />}
      <Toaster />
    </div>
  )
}

/** The status and unloading-location filters; the server filters. */
function SaleOrderFilters({ state, onStateChange }: Pick<SaleOrdersViewProps, "state" | "onStateChange">) {
  const t = useMessages(saleOrdersMessages)
  const customer = useAtomValue(saleOrderCustomerQueryAtom).data
  return (
    <div className="ise-sale-orders__filters">
      <label className="ise-ui__field">
        {t("so.filter.state")}
        <select
          value={state.state ?? ""}
          data-testid="filter-state"
          onChange={(e) => onStateChange({ ...state, state: (e.target.value || null) as SaleOrderListState["state"] })}
        >
          <option value="">{t("so.filter.all")}</option>
          {SaleOrderStates.map((s) => (
            <option key={s} value={s}>
              {t(`state.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="ise-ui__field">
        {t("so.filter.location")}
        <select
          value={state.locationId ?? ""}
          data-testid="filter-location"
          onChange={(e) => onStateChange({ ...state, locationId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t("so.filter.all")}</option>
          {(customer?.locations ?? []).map((l) => (
            <option key={l.customerLocationId} value={l.customerLocationId}>
              {[l.mainAddress, l.city].filter(Boolean).join(", ")}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
