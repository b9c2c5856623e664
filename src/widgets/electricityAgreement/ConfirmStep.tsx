import { useRef } from "react"
import * as electricityAgreementCalls from "../../core/api/electricityAgreement.calls"
import { isCompanyCustomer, mayUse } from "../../core/rules/access"
import { startDateToSend, type AgreementField } from "../../core/rules/electricityAgreement"
import type { FeatureTranslate } from "../../core/i18n/translate"
import type { Locale } from "../../core/schemas/common"
import type { Customer } from "../../core/schemas/session"
import { useCallWrite, useMessages, type WriteProblem } from "../session"
import { CheckField } from "../ui/Field"
import { Modal } from "../ui/Modal"
import { contactBodyOf } from "./agreementForm"
import { ConfirmSummary, StartDateField } from "./ConfirmParts"
import { ContactFieldset } from "./ContactFields"
import { ContractPreview, type RenderPreviewFile } from "./ContractPreview"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { chosenPointsOf, confirmChecksOf, mayConclude, previewQueryOf, type WizardState } from "./electricityAgreement.state"
import { StepForm, SubmitButton } from "./StepForm"
import type { Dispatch } from "./useWizard"

export type { RenderPreviewFile } from "./ContractPreview"

export interface ConfirmStepProps {
  /** The wizard's state at its confirm step (the package chosen). */
  readonly state: WizardState
  readonly dispatch: Dispatch
  readonly customer: Customer
  /** Today in Tallinn (YYYY-MM-DD). */
  readonly today: string
  readonly locale?: Locale | null | undefined
  readonly renderFile: RenderPreviewFile
  /** Concluded ("Sõlmi leping", "Muuda pakett", or the offer accepted), with the chosen start day (YYYY-MM-DD). */
  readonly onConcluded?: (startDay: string) => void
  /** The offer was rejected in the dialog "Loobu" opens. */
  readonly onRejected: () => void
}

type EwTranslate = FeatureTranslate<keyof typeof electricityAgreementMessages.et>

/** The user's message for a refused write: a decided offer, or a failure (a refused start date shows at the field). */
const messageOf = (t: EwTranslate) => (problem: WriteProblem) =>
  problem.code === "OFFER_NOT_PENDING"
    ? t("ew.confirm.offerDecided")
    : problem.code === "VALIDATION" && problem.field === "startDate"
      ? null
      : t("ew.confirm.failed")

/** The three ways to conclude (one per mode) and the offer's rejection. */
function useConfirmWrites({ state, dispatch, customer, locale, onConcluded, onRejected }: ConfirmStepProps) {
  const t = useMessages(electricityAgreementMessages, locale)
  const sentDay = useRef("")
  const concluded = {
    message: messageOf(t),
    onSent: () => {
      dispatch({ type: "concluded" })
      onConcluded?.(sentDay.current)
    },
  }
  const writes = {
    new: useCallWrite(electricityAgreementCalls.electricityAgreementCreate, concluded),
    change: useCallWrite(electricityAgreementCalls.electricityPackageChange, concluded),
    offer: useCallWrite(electricityAgreementCalls.electricityOfferAccept, concluded),
  }
  // The agreements list (and the front page's banner) must not show the offer as pending: the reload comes first.
  const reject = useCallWrite(electricityAgreementCalls.electricityOfferReject, {
    message: messageOf(t),
    onSent: () => dispatch({ type: "offerRejected" }),
    onSuccess: onRejected,
  })
  const { mode, fields, target, chosen, productionId } = state
  const conclude = async (startDay: string) => {
    // The step shows only with a package chosen, and the agreement or offer where the mode has one.
    if (!chosen || (mode !== "new" && !target)) return
    sentDay.current = startDay
    const startDate = startDateToSend(startDay)
    const customerId = customer.customerId
    const contact = {
      ...contactBodyOf(fields, customer.contactId),
      city: fields.city || null,
      zip: fields.zip || null,
      county: fields.county || null,
    }
    const consumptionPackageId = chosen.id
    if (mode === "new") {
      const meteringPoints = chosenPointsOf(state).map((p) => ({ id: p.id, productionCapacity: p.productionCapacity ?? 0 }))
      const productionPackageId = fields.sellCheck ? productionId : null
      await writes.new.run({
        params: { customerId },
        body: { ...contact, meteringPoints, consumptionPackageId, productionPackageId, startDate },
      })
      return
    }
    if (mode === "change") {
      const params = { customerId, agreementId: target?.id ?? 0 }
      await writes.change.run({ params, body: { ...contact, consumptionPackageId, productionPackageId: null, startDate } })
      return
    }
    const body = {
      ...contact,
      consumptionPackageId,
      productionPackageId: target?.productionPackage?.id ?? null,
      startDate,
      endDate: target?.endDate ?? null,
    }
    await writes.offer.run({ params: { customerId, offerId: target?.id ?? 0 }, body })
  }
  const write = writes[mode]
  return {
    conclude,
    reject: async () => {
      if (!target) return
      const outcome = await reject.run({ params: { customerId: customer.customerId, offerId: target.id } })
      if (!outcome.ok) dispatch({ type: "rejectFailed" })
    },
    saving: write.pending || reject.pending,
    failure: reject.error ?? write.error,
    serverDateProblem: write.problem?.code === "VALIDATION" && write.problem.field === "startDate",
    reset: () => {
      write.reset()
      reject.reset()
    },
  }
}

/**
 * The confirm step of the three modes (spec part 3 §2 "Confirm"): the package and, for an offer, its
 * terms; the contract preview; the contact fields where there was no data step; the start date (a day
 * in the window, or one of the two first days of a month for a package change); the terms checkbox;
 * "Sõlmi leping" or "Muuda pakett", and "Tagasi" or, for an offer, "Loobu" with the reject dialog.
 */
export function ConfirmStep(props: ConfirmStepProps) {
  const { state, dispatch, customer, today, locale, renderFile } = props
  const t = useMessages(electricityAgreementMessages, locale)
  const writes = useConfirmWrites(props)
  const { mode, fields, target, confirmTried } = state
  const checks = confirmChecksOf(state, today)
  // Concluding (a new agreement, an offer's decision) needs the roles that may sign agreements; others see the step read-only.
  const allowed = mode === "change" || mayUse(customer, electricityAgreementCalls.electricityAgreementCreate)
  const errorOf = (field: AgreementField): string | undefined => {
    const problem = confirmTried ? checks.problems.find((p) => p.field === field)?.problem : undefined
    return problem ? t(`ew.problem.${problem}` as "ew.problem.REQUIRED") : undefined
  }
  const submit = () => {
    writes.reset()
    dispatch({ type: "confirmed" })
    if (allowed && mayConclude(state, checks)) void writes.conclude(checks.startDay)
  }

  return (
    <StepForm
      className="ise-electricity-agreement__panel ise-electricity-agreement__confirm"
      testId="step-confirm"
      saving={writes.saving}
      onSubmit={submit}
    >
      <ConfirmSummary state={state} business={isCompanyCustomer(customer)} today={today} locale={locale} />
      <ContractPreview
        title={t("ew.confirm.preview")}
        locale={locale}
        renderFile={renderFile}
        query={previewQueryOf(state, checks, customer.contactId)}
      />
      <div className="ise-electricity-agreement__confirmfields">
        {mode !== "new" && (
          <ContactFieldset
            fields={fields}
            onField={(field, value) => dispatch({ type: "fieldEdited", field, value })}
            errorOf={errorOf}
            locale={locale}
          />
        )}
        <StartDateField state={state} dispatch={dispatch} checks={checks} serverDateProblem={writes.serverDateProblem} locale={locale} />
        <CheckField
          label={t("ew.confirm.terms")}
          checked={state.confirmation}
          onChange={(accepted) => dispatch({ type: "confirmationTicked", accepted })}
          error={confirmTried && !state.confirmation ? t("ew.problem.TERMS") : undefined}
        />
        {writes.failure && (
          <p className="ise-ui__alert ise-ui__alert--error" role="alert">
            {writes.failure}
          </p>
        )}
        {!allowed && (
          <p className="ise-ui__alert ise-ui__alert--info" role="note" data-testid="ew-read-only">
            {t("ew.confirm.readOnly")}
          </p>
        )}
        <div className="ise-ui__form-actions ise-electricity-agreement__nav">
          {mode === "offer" && !allowed ? null : mode === "offer" ? (
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => dispatch({ type: "cancelPressed" })}>
              {t("ew.cancel")}
            </button>
          ) : (
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => dispatch({ type: "backPressed" })}>
              {t("ew.back")}
            </button>
          )}
          {allowed && (
            <SubmitButton saving={writes.saving} locale={locale}>
              {mode === "change" ? t("ew.confirm.change") : t("ew.confirm.conclude")}
            </SubmitButton>
          )}
        </div>
      </div>
      {state.rejecting && target && (
        <Modal
          title={t("ew.reject.title")}
          locale={locale}
          onClose={() => dispatch({ type: "rejectKept" })}
          testId="reject-offer"
          footer={
            <div className="ise-ui__form-actions">
              <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => dispatch({ type: "rejectKept" })}>
                {t("ew.reject.keep")}
              </button>
              <button type="button" className="ise-ui__button" disabled={writes.saving} onClick={() => void writes.reject()}>
                {t("ew.reject.confirm")}
              </button>
            </div>
          }
        >
          <p>{t("ew.reject.text", { number: target.contractNumber ?? String(target.id) })}</p>
        </Modal>
      )}
    </StepForm>
  )
}
