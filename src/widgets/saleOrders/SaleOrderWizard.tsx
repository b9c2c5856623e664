import { useAtom, useAtomValue } from "jotai"
import { useCallback, useEffect, useRef } from "react"
import * as saleOrdersCalls from "../../core/api/saleOrders.calls"
import { AMOUNT_ROUNDING_DELAY_MS, paymentTermsFor } from "../../core/rules/saleOrders"
import { useCallWrite, useLocale, useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { showToast } from "../ui/Toast"
import { ConfirmStep } from "./ConfirmStep"
import { FuelStep } from "./FuelStep"
import { StepList } from "./SaleOrderSummary"
import { TransportStep } from "./TransportStep"
import { saleOrdersCss } from "./saleOrders.css"
import { saleOrdersMessages } from "./saleOrders.messages"
import { loadingProvidersQueryAtom, saleOrderCustomerQueryAtom, saleOrderWizardAtom, saleProductsQueryAtom } from "./saleOrders.queries"
import {
  createBody,
  createProblemMessage,
  emailProblemOf,
  stepBlocked,
  type WizardEvent,
  type WizardFacts,
  type WizardKind,
} from "./saleOrders.state"
import { Style } from "../element/Style"

export type { WizardKind } from "./saleOrders.state"

/** Amounts above the minimum go to the nearest 100 L half a second after typing stops. */
function useAmountRounding(dispatch: (event: WizardEvent) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  return useCallback(
    (batchId: string, amount: string) => {
      dispatch({ type: "amountTyped", batchId, amount })
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => dispatch({ type: "amountSettled", batchId, amount }), AMOUNT_ROUNDING_DELAY_MS)
    },
    [dispatch],
  )
}

/**
 * The new order / quote dialog: 1 transport, 2 fuel, 3 confirm (spec part 2 §2, §5). Its state is
 * saleOrders.state.ts's reducer, started afresh by the button that opens it; each step renders and dispatches.
 */
export function SaleOrderWizard({
  kind,
  onClose,
  onCreated,
}: {
  kind: WizardKind
  onClose: () => void
  onCreated?: (kind: WizardKind) => void
}) {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const [state, dispatch] = useAtom(saleOrderWizardAtom)
  const customer = useAtomValue(saleOrderCustomerQueryAtom).data
  const providers = useAtomValue(loadingProvidersQueryAtom).data ?? []
  const offered = useAtomValue(saleProductsQueryAtom).data ?? []
  const typeAmount = useAmountRounding(dispatch)
  const body = useRef<HTMLDivElement>(null)
  const save = useCallWrite(saleOrdersCalls.saleOrderCreate, {
    message: (problem) => t(createProblemMessage(problem)),
    onSuccess: () => {
      showToast(kind === "quote" ? t("wizard.savedQuote") : t("wizard.savedOrder"), { kind: "success" })
      onCreated?.(kind)
      onClose()
    },
  })
  const facts: WizardFacts = { now: new Date(), terms: customer ? paymentTermsFor(customer) : [], offered }
  const { step } = state

  /** Focuses the first control that has a message, so the person sees what stopped them. */
  const focusFirstProblem = () =>
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem="true"]')?.focus())

  const next = () => {
    if (stepBlocked(state, facts)) focusFirstProblem()
    dispatch({ type: "nextPressed", facts })
  }
  const submit = () => {
    dispatch({ type: "submitPressed" })
    if (emailProblemOf(state)) return focusFirstProblem()
    void save.run({ body: createBody(state, kind, offered, providers) })
  }

  const footer = (
    <div className="ise-sale-orders__footer">
      <button
        type="button"
        className="ise-ui__button ise-ui__button--secondary"
        disabled={save.pending}
        onClick={() => (step === 1 ? onClose() : dispatch({ type: "backPressed" }))}
      >
        {step === 1 ? t("wizard.cancel") : t("wizard.back")}
      </button>
      {step < 3 ? (
        <button type="button" className="ise-ui__button" onClick={next}>
          {t("wizard.next")}
        </button>
      ) : (
        <button type="button" className="ise-ui__button" disabled={save.pending} onClick={submit}>
          {save.pending && <span className="ise-sale-orders__spinner" aria-hidden="true" />}
          {save.pending ? t("wizard.saving") : kind === "quote" ? t("wizard.submitQuote") : t("wizard.submitOrder")}
        </button>
      )}
    </div>
  )

  return (
    <Modal
      title={kind === "quote" ? t("wizard.quoteTitle") : t("wizard.orderTitle")}
      onClose={() => !save.pending && onClose()}
      size="wide"
      locale={locale}
      testId="sale-order-wizard"
      footer={footer}
    >
      <div className="ise-sale-orders__root" ref={body} data-step={step}>
        <Style css={saleOrdersCss} />
        <StepList current={step} />
        {step === 1 ? (
          <TransportStep />
        ) : step === 2 ? (
          <FuelStep onAmountTyped={typeAmount} />
        ) : (
          <ConfirmStep saving={save.pending} saveError={save.error} />
        )}
      </div>
    </Modal>
  )
}
