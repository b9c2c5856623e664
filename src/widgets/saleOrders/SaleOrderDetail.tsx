import { useAtomValue } from "jotai"
import { useState } from "react"
import * as saleOrdersCalls from "../../core/api/saleOrders.calls"
import { canAccept, canCancel, isPrepayment, statusBar } from "../../core/rules/saleOrders"
import type { SaleOrder } from "../../core/schemas/saleOrders"
import { customerIdAtom, reloadCall, useCallWrite, useLocale, useMessages, type WriteProblem } from "../session"
import { Modal } from "../ui/Modal"
import { showToast } from "../ui/Toast"
import { SaleOrderSummary, StepList, type SaleOrdersTranslate } from "./SaleOrderSummary"
import { downloadQuote, numberOf } from "./saleOrderQuote"
import { saleOrdersCss } from "./saleOrders.css"
import { saleOrdersMessages } from "./saleOrders.messages"
import { Style } from "../element/Style"

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

/** A refused accept or cancel: the order is no longer changeable, or no longer awaits confirmation. */
const refusal = (t: SaleOrdersTranslate) => (problem: WriteProblem) =>
  problem.code === "NOT_CHANGEABLE" || problem.code === "NOT_AWAITING_CONFIRMATION" ? t(`error.${problem.code}`) : t("error.generic")

/** Accepting a quote and cancelling an order: one at a time, and the list reloaded whatever the answer. */
function useOrderActions(order: SaleOrder, onDone: () => void) {
  const t = useMessages(saleOrdersMessages)
  const customerId = useAtomValue(customerIdAtom)
  const number = numberOf(order)
  const done = (text: string) => () => {
    showToast(text, { kind: "success" })
    onDone()
  }
  const accept = useCallWrite(saleOrdersCalls.saleOrderAccept, { message: refusal(t), onSuccess: done(t("detail.accepted")) })
  const cancel = useCallWrite(saleOrdersCalls.saleOrderCancel, {
    message: refusal(t),
    onSuccess: done(t("detail.cancelled", { number })),
  })
  const params = { orderUid: order.uid }
  /** A refusal may mean the order changed meanwhile: the list is reloaded to show it as it is. */
  const act = async (what: "accept" | "cancel") => {
    ;(what === "accept" ? cancel : accept).reset()
    const outcome =
      what === "accept" ? await accept.run({ params, query: { prepayment: isPrepayment(order) } }) : await cancel.run({ params })
    if (!outcome.ok) void reloadCall(saleOrdersCalls.saleOrders, customerId)
    return outcome.ok
  }
  return { act, busy: accept.pending || cancel.pending, error: accept.error ?? cancel.error }
}

/**
 * The detail of an order or quote: it opens at the confirm step (the summary), with its status bar;
 * "Esita tellimus" for a quote awaiting confirmation, cancel (after a confirm step) while changeable.
 */
export function SaleOrderDetail({ order, onClose }: { order: SaleOrder; onClose: () => void }) {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const { act, busy, error } = useOrderActions(order, onClose)
  const number = numberOf(order)
  const run = async (what: "accept" | "cancel") => {
    if (!(await act(what))) setConfirmingCancel(false)
  }

  const spinner = busy ? <span className="ise-sale-orders__spinner" aria-hidden="true" /> : null
  const footer = confirmingCancel ? (
    <div className="ise-sale-orders__footer">
      <button type="button" className="ise-ui__button ise-ui__button--secondary" disabled={busy} onClick={() => setConfirmingCancel(false)}>
        {t("detail.cancelBack")}
      </button>
      <button type="button" className="ise-ui__button" disabled={busy} onClick={() => void run("cancel")}>
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
          <button type="button" className="ise-ui__button" disabled={busy} onClick={() => void run("accept")}>
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
        <Style css={saleOrdersCss} />
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
