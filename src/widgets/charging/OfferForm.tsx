import { useAtomValue } from "jotai"
import { useReducer, type ReactNode } from "react"
import * as chargingCalls from "../../core/api/charging.calls"
import { mayUse } from "../../core/rules/access"
import { chargingFileName, chargingServerProblem, type ChargingField } from "../../core/rules/charging"
import type { ChargingAgreement } from "../../core/schemas/charging"
import type { Locale } from "../../core/schemas/common"
import type { Customer } from "../../core/schemas/session"
import { customerIdAtom, getApi, reloadCall, runApi, useCallWrite, type WriteProblem } from "../session"
import { saveBlob } from "../ui/saveBlob"
import {
  chargingFormProblems,
  chargingFormReducer,
  chargingPreviewQuery,
  initialChargingForm,
  startDateOf,
  type ChargingEvent,
  type ChargingFormState,
} from "./charging.state"
import { DeclineDialog, OfferFields } from "./OfferFields"
import type { PreviewProps } from "./FramePreviewModal"
import { OfferFacts, OfferPricing, type T } from "./OfferFacts"

export interface OfferFormProps {
  readonly renderPreview: (props: PreviewProps) => ReactNode
  readonly t: T
  readonly locale: Locale | null
  readonly offer: ChargingAgreement
  readonly customer: Customer
  readonly today: string
  readonly onAccepted: (startDate: string) => void
  readonly onRejected: () => void
}

/** The accept and the decline of the offer: who is busy, the refusal's message, the field the server refused. */
function useOfferWrites(
  { t, offer, customer, today, onAccepted, onRejected }: OfferFormProps,
  form: ChargingFormState,
  dispatch: (e: ChargingEvent) => void,
) {
  const customerId = useAtomValue(customerIdAtom) ?? customer.id
  const params = { customerId, id: offer.id }
  const message = (problem: WriteProblem) => (problem.code === "OFFER_NOT_PENDING" ? t("charging.decided") : t("charging.failed"))
  const startDate = startDateOf(form)
  const accept = useCallWrite(chargingCalls.chargingOfferAccept, { message, onSent: () => onAccepted(startDate) })
  const reject = useCallWrite(chargingCalls.chargingOfferReject, {
    message,
    onSent: () => {
      dispatch({ type: "declineAnswered" })
      onRejected()
    },
  })
  // A decided offer: the list is asked again (it no longer holds the offer as pending).
  const refused = (outcome: { ok: boolean; problem?: WriteProblem }) => {
    if (!outcome.ok && outcome.problem?.code === "OFFER_NOT_PENDING") void reloadCall(chargingCalls.chargingAgreements, customerId)
  }
  const reset = () => {
    accept.reset()
    reject.reset()
  }
  const refusedField = accept.problem?.code === "VALIDATION" ? accept.problem.field : undefined
  return {
    params,
    busy: accept.pending ? ("accept" as const) : reject.pending ? ("reject" as const) : null,
    failure: accept.error ?? reject.error,
    serverProblem: refusedField ? chargingServerProblem(refusedField, startDate, today) : null,
    reset,
    accept: async () => {
      reset()
      const body = {
        customerId,
        contactPersonId: customer.contactId,
        startDate,
        email: form.email.trim(),
        phone: form.phone.trim(),
        address: form.address.trim(),
        city: customer.city ?? null,
        zip: customer.zip ?? null,
        county: customer.county ?? null,
      }
      refused(await accept.run({ params, body }))
    },
    reject: async () => {
      reset()
      const outcome = await reject.run({ params })
      if (!outcome.ok) dispatch({ type: "declineAnswered" })
      refused(outcome)
    },
  }
}

/** The offer's facts, every pricing line, then the form. */
export function OfferForm(props: OfferFormProps) {
  const { t, locale, offer, customer, today, renderPreview } = props
  const [form, dispatch] = useReducer(chargingFormReducer, undefined, () => initialChargingForm(customer, today))
  const writes = useOfferWrites(props, form, dispatch)
  // Concluding needs the roles that may sign agreements; others see the offer read-only.
  const mayConclude = mayUse(customer, chargingCalls.chargingOfferAccept)
  const problems = chargingFormProblems(form, today, offer.endDate)
  const messageOf = (field: ChargingField): string | undefined => {
    const problem = form.submitted ? problems.find((p) => p.field === field)?.problem : undefined
    if (problem) return t(`charging.problem.${problem}`)
    return writes.serverProblem?.field === field ? t(`charging.problem.${writes.serverProblem.problem}`) : undefined
  }
  const edit = (event: ChargingEvent) => {
    dispatch(event)
    writes.reset()
  }
  const previewQuery = () => chargingPreviewQuery(form, problems)
  const download = async () => {
    dispatch({ type: "downloadAsked" })
    try {
      const blob = await runApi(getApi().request(chargingCalls.chargingAgreementDownload, { params: writes.params, query: previewQuery() }))
      saveBlob(blob, chargingFileName(offer.contractNumber))
    } catch (error) {
      // Part 3 §8: PDF download failures are logged; the page says it did not work.
      console.warn("[charging download]", error)
      dispatch({ type: "downloadFailed" })
    }
  }

  return (
    <div className="ise-charging__layout">
      <p className="ise-charging__lead">{t("charging.lead", { contractNumber: offer.contractNumber })}</p>
      <OfferFacts t={t} locale={locale} offer={offer} />
      <OfferPricing t={t} locale={locale} offer={offer} />
      <section className="ise-charging__card" aria-labelledby="chg-form">
        <h2 id="chg-form">{t("charging.form")}</h2>
        <form
          className="ise-ui__form"
          noValidate
          aria-busy={writes.busy !== null}
          onSubmit={(e) => {
            e.preventDefault()
            dispatch({ type: "confirmPressed" })
            if (mayConclude && problems.length === 0 && writes.busy === null) void writes.accept()
          }}
        >
          <OfferFields
            t={t}
            locale={locale}
            offer={offer}
            customer={customer}
            today={today}
            form={form}
            onEdit={edit}
            messageOf={messageOf}
          />
          {writes.failure && (
            <p className="ise-ui__alert ise-ui__alert--error" role="alert">
              {writes.failure}
            </p>
          )}
          {form.downloadFailed && (
            <p className="ise-ui__alert ise-ui__alert--error" role="alert">
              {t("charging.downloadFailed")}
            </p>
          )}
          <div className="ise-ui__form-actions">
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => dispatch({ type: "previewOpened" })}>
              {t("charging.preview")}
            </button>
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => void download()}>
              {t("charging.download")}
            </button>
          </div>
          {!mayConclude && (
            <p className="ise-ui__alert ise-ui__alert--info" role="note" data-testid="charging-read-only">
              {t("charging.readOnly")}
            </p>
          )}
          {mayConclude && (
            <div className="ise-ui__form-actions">
              <button type="submit" className="ise-ui__button" disabled={writes.busy !== null}>
                {writes.busy === "accept" && <span className="ise-ui__spinner" aria-hidden="true" />}
                {writes.busy === "accept" ? t("charging.saving") : t("charging.confirm")}
              </button>
              <button
                type="button"
                className="ise-ui__button ise-ui__button--secondary ise-charging__decline"
                disabled={writes.busy !== null}
                onClick={() => dispatch({ type: "declinePressed" })}
              >
                {t("charging.decline")}
              </button>
            </div>
          )}
        </form>
      </section>

      {form.modal === "preview" &&
        renderPreview({
          title: t("charging.previewTitle", { contractNumber: offer.contractNumber }),
          fetchFile: () =>
            runApi(getApi().request(chargingCalls.chargingAgreementPreview, { params: writes.params, query: previewQuery() })),
          fileName: chargingFileName(offer.contractNumber),
          locale,
          onClose: () => dispatch({ type: "dialogClosed" }),
        })}
      {form.modal === "decline" && (
        <DeclineDialog
          t={t}
          locale={locale}
          contractNumber={offer.contractNumber}
          busy={writes.busy}
          onDecline={() => void writes.reject()}
          onClose={() => dispatch({ type: "dialogClosed" })}
        />
      )}
    </div>
  )
}
