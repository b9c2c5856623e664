import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useState, type ReactNode } from "react"
import * as saleOrdersCalls from "../../core/api/saleOrders.calls"
import { errorCode } from "../../core/http/errors"
import { formatDate } from "../../core/i18n/dates"
import { formatNumber, formatPrice } from "../../core/i18n/numbers"
import { canAccept, canCancel, isPrepayment, statusBar } from "../../core/rules/saleOrders"
import { SaleOrderStates, type SaleOrder, type SaleOrderSortField } from "../../core/schemas/saleOrders"
import { customerIdAtom, getApi, reloadCall, runApi, useLocale, useMessages } from "../session"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { failureOf } from "../ui/LoadError"
import { Modal } from "../ui/Modal"
import { saveBlob } from "../ui/saveBlob"
import { showToast, Toaster } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { SaleOrderSummary, SaleOrderWizard, StepList, type WizardKind } from "./SaleOrderWizard"
import { saleOrdersCss } from "./saleOrders.css"
import { saleOrdersMessages } from "./saleOrders.messages"
import { saleOrderCustomerQueryAtom, saleOrderListAtom, saleOrdersQueryAtom, type SaleOrderListState } from "./saleOrders.queries"
import { productName } from "../../core/i18n/productNames"

export type SaleOrdersTranslate = ReturnType<typeof useMessages<keyof typeof saleOrdersMessages.et & string>>

export interface SaleOrdersViewProps {
  /** The list state; the portal keeps it in the address, an element in memory. */
  readonly state: SaleOrderListState
  readonly onStateChange: (state: SaleOrderListState) => void
  /** After a quote was asked for or an order placed. */
  readonly onCreated?: (kind: WizardKind) => void
}

const numberOf = (o: SaleOrder) => o.docNumber ?? String(o.uid)

/** Payment term: '0' is prepayment, else days. */
export const paymentTermText = (t: SaleOrdersTranslate, validUntil: string | null | undefined) =>
  validUntil == null || validUntil === ""
    ? "—"
    : Number(validUntil) === 0
      ? t("so.prepayment")
      : t("so.days", { count: Number(validUntil) })

/** Downloads a quote's PDF, saved under its document number. */
export async function downloadQuote(order: SaleOrder, t: SaleOrdersTranslate) {
  try {
    const blob = await runApi(getApi().request(saleOrdersCalls.saleOrderPdf, { query: { fileName: order.fileName! } }))
    saveBlob(blob, `${numberOf(order)}.pdf`)
  } catch (e) {
    console.warn("[sale orders] pdf", e)
    showToast(t("so.pdfFailed"), { kind: "error" })
  }
}

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

/** /tellimused: filters, the list sorted by the server, the detail dialog and the new order / quote dialog. */
export function SaleOrdersView({ state, onStateChange, onCreated }: SaleOrdersViewProps) {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const customerId = useAtomValue(customerIdAtom)
  const setList = useSetAtom(saleOrderListAtom)
  useEffect(() => setList(state), [state, setList])
  const query = useAtomValue(saleOrdersQueryAtom)
  const customer = useAtomValue(saleOrderCustomerQueryAtom).data
  // What is open belongs to the customer it was opened for: another customer closes it.
  const [openedFor, setOpened] = useState<{ readonly customerId: number | null; readonly order: SaleOrder } | null>(null)
  const [wizardFor, setWizard] = useState<{ readonly customerId: number | null; readonly kind: WizardKind } | null>(null)
  const opened = openedFor?.customerId === customerId ? openedFor.order : null
  const wizard = wizardFor?.customerId === customerId ? wizardFor.kind : null

  const orders = query.data ?? (query.isError ? [] : null)
  const litres = (n: number) => t("so.litres", { amount: formatNumber(locale, n, 0) })
  const columns: ReadonlyArray<DataTableColumn<SaleOrder, SaleOrderSortField>> = [
    {
      key: "number",
      header: t("so.col.number"),
      sortField: "DOC_NUMBER",
      render: (o) => (
        <button
          type="button"
          className="ise-sale-orders__number"
          aria-label={t("so.openLabel", { number: numberOf(o) })}
          onClick={() => setOpened({ customerId, order: o })}
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

  return (
    <div className="ise-sale-orders__root">
      <style>{uiCss}</style>
      <style>{saleOrdersCss}</style>
      <div className="ise-sale-orders__toolbar">
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
        <div className="ise-sale-orders__actions">
          <button
            type="button"
            className="ise-ui__button ise-ui__button--secondary"
            onClick={() => setWizard({ customerId, kind: "quote" })}
          >
            {t("so.askQuote")}
          </button>
          <button type="button" className="ise-ui__button" onClick={() => setWizard({ customerId, kind: "order" })}>
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

/** The status bar of spec part 2 §4: three steps, a red bar when cancelled. */
export function StatusBar({ order }: { order: SaleOrder }) {
  const t = useMessages(saleOrdersMessages)
  const bar = statusBar(order)
  return (
    <ol
      className={`ise-sale-orders__bar${bar.cancelled ? " ise-sale-orders__bar--cancelled" : ""}`}
      aria-label={t("bar.label")}
      data-testid="status-bar"
      data-cancelled={bar.cancelled}
    >
      {bar.cancelled ? (
        <li data-status="cancelled">{t("bar.cancelled")}</li>
      ) : (
        bar.steps.map((s) => (
          <li key={s.key} data-status={s.status} aria-current={s.status === "current" ? "step" : undefined}>
            {t(`bar.${s.key}` as "bar.quoteSent")}
            <span className="ise-ui__sr"> ({t(`bar.${s.status}`)})</span>
          </li>
        ))
      )}
    </ol>
  )
}

/**
 * The detail of an order or quote: it opens at the confirm step (the summary), with its status bar;
 * "Esita tellimus" for a quote awaiting confirmation, cancel (after a confirm step) while changeable.
 */
function SaleOrderDetail({ order, onClose }: { order: SaleOrder; onClose: () => void }) {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const customerId = useAtomValue(customerIdAtom)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const number = numberOf(order)

  const act = async (what: "accept" | "cancel") => {
    setBusy(true)
    setError(null)
    const params = { customerId: customerId!, orderUid: order.uid }
    try {
      await runApi(
        what === "accept"
          ? getApi().request(saleOrdersCalls.saleOrderAccept, { params, query: { prepayment: isPrepayment(order) } })
          : getApi().request(saleOrdersCalls.saleOrderCancel, { params }),
      )
      showToast(what === "accept" ? t("detail.accepted") : t("detail.cancelled", { number }), { kind: "success" })
      void reloadCall(saleOrdersCalls.saleOrders, customerId)
      onClose()
    } catch (e) {
      const code = errorCode(e)
      setError(code === "NOT_CHANGEABLE" || code === "NOT_AWAITING_CONFIRMATION" ? t(`error.${code}`) : t("error.generic"))
      setBusy(false)
      setConfirmingCancel(false)
      void reloadCall(saleOrdersCalls.saleOrders, customerId)
    }
  }

  const spinner = busy ? <span className="ise-sale-orders__spinner" aria-hidden="true" /> : null
  const footer = confirmingCancel ? (
    <div className="ise-sale-orders__footer">
      <button type="button" className="ise-ui__button ise-ui__button--secondary" disabled={busy} onClick={() => setConfirmingCancel(false)}>
        {t("detail.cancelBack")}
      </button>
      <button type="button" className="ise-ui__button" disabled={busy} onClick={() => void act("cancel")}>
        {spinner}
        {busy ? t("wizard.saving") : t("detail.cancelConfirm")}
      </button>
    </div>
  ) : (
    <div className="ise-sale-orders__footer">
      <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={onClose}>
        {t("detail.close")}
      </button>
      <span className="ise-sale-orders__actions">
        {canCancel(order) && (
          <button
            type="button"
            className="ise-ui__button ise-ui__button--secondary"
            disabled={busy}
            onClick={() => setConfirmingCancel(true)}
          >
            {t("detail.cancel")}
          </button>
        )}
        {canAccept(order) && (
          <button type="button" className="ise-ui__button" disabled={busy} onClick={() => void act("accept")}>
            {spinner}
            {busy ? t("wizard.saving") : t("detail.accept")}
          </button>
        )}
      </span>
    </div>
  )

  return (
    <Modal
      title={order.isQuote ? t("detail.quoteTitle", { number }) : t("detail.orderTitle", { number })}
      onClose={() => !busy && onClose()}
      size="wide"
      locale={locale}
      testId="sale-order-detail"
      footer={footer}
    >
      <div className="ise-sale-orders__root">
        <style>{saleOrdersCss}</style>
        <StepList current={3} />
        <StatusBar order={order} />
        <SaleOrderSummary order={order} />
        {canAccept(order) && isPrepayment(order) && <p className="ise-ui__alert ise-ui__alert--info">{t("detail.prepaymentNote")}</p>}
        {confirmingCancel && (
          <p className="ise-ui__alert ise-ui__alert--info" role="alert">
            {t("detail.cancelQuestion", { number })}
          </p>
        )}
        {error && (
          <p className="ise-ui__alert ise-ui__alert--error" role="alert">
            {error}
          </p>
        )}
        {order.fileName && (
          <button
            type="button"
            className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
            aria-label={t("so.pdfLabel", { number })}
            onClick={() => void downloadQuote(order, t)}
          >
            {t("so.pdf")}
          </button>
        )}
      </div>
    </Modal>
  )
}
