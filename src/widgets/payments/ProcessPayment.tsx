import { useEffect } from "react"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as paymentsCalls from "../../core/api/payments.calls"
import { PAYMENT_ERROR_REDIRECT_DELAY } from "../../core/rules/polling"
import { getApi, useMessages } from "../session"
import { showToast, Toaster } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { paymentMessages } from "./payments.messages"
import { paymentOutcome, type PaymentOutcome } from "./paymentReturn"
import { Style } from "../element/Style"

export interface ProcessPaymentProps {
  /** The page's query string (reads `order-token`). */
  readonly search: string
  /** Leaves the page: /arved?payment=success|error. */
  readonly onDone: (outcome: PaymentOutcome) => void
}

/** /process-payment: checks the order's status and sends the user to the invoices with the result. */
export function ProcessPayment({ search, onDone }: ProcessPaymentProps) {
  const t = useMessages(paymentMessages)
  useEffect(() => {
    const orderToken = new URLSearchParams(search).get("order-token")
    const controller = new AbortController()
    const check = (token: string) => getApi().request(paymentsCalls.paymentProcess, { body: { orderToken: token } })
    void Effect.runPromiseExit(paymentOutcome(orderToken, check), { signal: controller.signal }).then((exit) => {
      if (controller.signal.aborted) return
      if (Exit.isSuccess(exit)) return onDone(exit.value)
      console.warn("[process-payment]", exit.cause)
      showToast(t("pay.processFailed"), { kind: "error" })
      setTimeout(() => onDone("error"), Duration.toMillis(PAYMENT_ERROR_REDIRECT_DELAY))
    })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search])
  return (
    <section className="ise-portal__page ise-portal__page--narrow">
      <Style css={uiCss} />
      <p className="ise-portal__loading" role="status">
        {t("pay.processing")}
      </p>
      <Toaster />
    </section>
  )
}
