import { useEffect, useState, type ReactNode } from "react"
import * as electricityAgreementCalls from "../../core/api/electricityAgreement.calls"
import { errorCode, errorField } from "../../core/http/errors"
import { isCompanyCustomer } from "../../core/rules/access"
import { parseEstonianDate, toEstonianDate } from "../../core/rules/dateRanges"
import {
  dataStepProblems,
  packageChangeStartDates,
  startDateProblem,
  startDateToSend,
  startDateWindow,
  type AgreementField,
  type AgreementFormFields,
  type AgreementProblem,
  type WizardMode,
} from "../../core/rules/electricityAgreement"
import type { Locale } from "../../core/schemas/common"
import type { ElectricityOffer, ElectricityPackage, MeteringPoint } from "../../core/schemas/electricityAgreement"
import type { Customer } from "../../core/schemas/session"
import { getApi, reloadCall, runApi, useLocale, useMessages } from "../session"
import { CheckField, Field } from "../ui/Field"
import { Modal } from "../ui/Modal"
import { contactBodyOf, type SetField } from "./agreementForm"
import { ContactFieldset } from "./ContactFields"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { formatCents } from "./format"
import { PackageCard } from "./PackageCard"
import { StepForm, SubmitButton } from "./StepForm"

/** Shows the contract preview's PDF: the portal's pdf.js pages, the element's browser viewer. */
export type RenderPreviewFile = (file: Blob, title: string) => ReactNode

export interface ConfirmStepProps {
  readonly mode: WizardMode
  readonly customer: Customer
  /** The customer's metering points: the preview names only these. */
  readonly points: ReadonlyArray<MeteringPoint>
  /** The points of the agreement: the checked ones (new), the agreement's or the offer's. */
  readonly chosenPoints: ReadonlyArray<MeteringPoint>
  /** The offer (offer view) or the agreement (package change). */
  readonly target: ElectricityOffer | null
  readonly chosen: ElectricityPackage
  /** The production package of a new agreement with resale. */
  readonly productionId: number | null
  readonly fields: AgreementFormFields
  readonly onField: SetField
  /** Today in Tallinn (YYYY-MM-DD). */
  readonly today: string
  readonly locale?: Locale | null | undefined
  readonly renderFile: RenderPreviewFile
  /**
   * The start date as typed (new agreement, offer) or picked (package change), kept by the wizard so that
   * "Tagasi" to the package step and back does not lose it; without these the step keeps its own.
   */
  readonly start?: { readonly text: string; readonly change: string | null }
  readonly onStart?: (start: { readonly text: string; readonly change: string | null }) => void
  /** "Tagasi": back to the package step (new agreement, package change; an offer has "Loobu" instead). */
  readonly onBack?: () => void
  /** Concluded ("Sõlmi leping", "Muuda pakett", or the offer accepted), with the chosen start day (YYYY-MM-DD). */
  readonly onDone: (startDay: string) => void
  /** The offer was rejected in the dialog "Loobu" opens. */
  readonly onRejected: () => void
}

/**
 * The confirm step of the three modes (spec part 3 §2 "Confirm"): the package and, for an offer, its
 * terms; the contract preview; the contact fields where there was no data step; the start date (a day
 * in the window, or one of the two first days of a month for a package change); the terms checkbox;
 * "Sõlmi leping" or "Muuda pakett", and "Tagasi" or, for an offer, "Loobu" with the reject dialog.
 */
export function ConfirmStep({
  mode,
  customer,
  points,
  chosenPoints,
  target,
  chosen,
  productionId,
  fields,
  onField,
  today,
  locale,
  renderFile,
  start,
  onStart,
  onBack,
  onDone,
  onRejected,
}: ConfirmStepProps) {
  const t = useMessages(electricityAgreementMessages, locale)
  const lang = useLocale(locale)
  const business = isCompanyCustomer(customer)
  const [ownStart, setOwnStart] = useState({ text: "", change: null as string | null })
  const { text: startText, change: changeStart } = start ?? ownStart
  const setStart = onStart ?? setOwnStart
  const setStartText = (text: string) => setStart({ text, change: changeStart })
  const setChangeStart = (change: string) => setStart({ text: startText, change })
  const [terms, setTerms] = useState(false)
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [serverDateProblem, setServerDateProblem] = useState(false)
  const [rejectOpen, setRejectOpen] = useState(false)

  const endDate = mode === "offer" ? (target?.endDate ?? null) : (chosen.contractEndDate ?? null)
  const window_ = startDateWindow(today, chosenPoints, endDate)
  const changeDates = packageChangeStartDates(today, target?.startDate ?? null)
  const startDay = mode === "change" ? (changeStart ?? changeDates[0] ?? null) : parseEstonianDate(startText)
  const dateProblem: AgreementProblem | null =
    mode === "change" ? null : startText.trim() === "" ? "REQUIRED" : startDateProblem(startDay, window_)
  // The contact fields are checked here only where there was no data step.
  const problems = mode === "new" ? [] : dataStepProblems(fields, 1)
  const errorOf = (field: AgreementField): string | undefined => {
    const problem = tried ? problems.find((p) => p.field === field)?.problem : undefined
    return problem ? t(`ew.problem.${problem}` as "ew.problem.REQUIRED") : undefined
  }

  const submit = async () => {
    setTried(true)
    setFailure(null)
    setServerDateProblem(false)
    if (!terms || dateProblem || !startDay || problems.length) return
    const startDate = startDateToSend(startDay)
    const contactBody = {
      ...contactBodyOf(fields, customer.contactId),
      city: fields.city || null,
      zip: fields.zip || null,
      county: fields.county || null,
    }
    setSaving(true)
    try {
      if (mode === "new") {
        await runApi(
          getApi().request(electricityAgreementCalls.electricityAgreementCreate, {
            params: { customerId: customer.customerId },
            body: {
              ...contactBody,
              meteringPoints: chosenPoints.map((p) => ({ id: p.id, productionCapacity: p.productionCapacity ?? 0 })),
              consumptionPackageId: chosen.id,
              productionPackageId: fields.sellCheck ? productionId : null,
              startDate,
            },
          }),
        )
      } else if (mode === "change") {
        await runApi(
          getApi().request(electricityAgreementCalls.electricityPackageChange, {
            params: { customerId: customer.customerId, agreementId: target!.id },
            body: { ...contactBody, consumptionPackageId: chosen.id, productionPackageId: null, startDate },
          }),
        )
      } else {
        await runApi(
          getApi().request(electricityAgreementCalls.electricityOfferAccept, {
            params: { customerId: customer.customerId, offerId: target!.id },
            body: {
              ...contactBody,
              consumptionPackageId: chosen.id,
              productionPackageId: target?.productionPackage?.id ?? null,
              startDate,
              endDate: target?.endDate ?? null,
            },
          }),
        )
      }
      onDone(startDay)
      void reloadCall(electricityAgreementCalls.electricityAgreements, customer.customerId)
    } catch (error) {
      if (errorCode(error) === "OFFER_NOT_PENDING") setFailure(t("ew.confirm.offerDecided"))
      else if (errorCode(error) === "VALIDATION" && errorField(error) === "startDate") setServerDateProblem(true)
      else setFailure(t("ew.confirm.failed"))
    } finally {
      setSaving(false)
    }
  }

  const reject = async () => {
    setSaving(true)
    try {
      await runApi(
        getApi().request(electricityAgreementCalls.electricityOfferReject, {
          params: { customerId: customer.customerId, offerId: target!.id },
        }),
      )
      setRejectOpen(false)
      // The agreements list (and the front page's banner) must not show the offer as pending.
      await reloadCall(electricityAgreementCalls.electricityAgreements, customer.customerId)
      onRejected()
    } catch (error) {
      setRejectOpen(false)
      setFailure(t(errorCode(error) === "OFFER_NOT_PENDING" ? "ew.confirm.offerDecided" : "ew.confirm.failed"))
    } finally {
      setSaving(false)
    }
  }

  return (
    <StepForm
      className="ise-electricity-agreement__panel ise-electricity-agreement__confirm"
      testId="step-confirm"
      saving={saving}
      onSubmit={() => void submit()}
    >
      <div className="ise-electricity-agreement__summary">
        <h3>{t("ew.confirm.package")}</h3>
        <PackageCard pkg={chosen} business={business} today={today} locale={locale} />
        {mode === "offer" && target && (
          <dl className="ise-electricity-agreement__facts" data-testid="offer-terms">
            <dt>{t("ew.confirm.offerTerms")}</dt>
            <dd>{target.contractNumber}</dd>
            {target.basePriceCentsKwh != null && (
              <>
                <dt>{t("ew.pkg.basePrice")}</dt>
                <dd>{t("ew.unit.centsKwh", { value: formatCents(target.basePriceCentsKwh, business, today, lang) })}</dd>
              </>
            )}
            {target.consumptionMarginal != null && (
              <>
                <dt>{t("ew.pkg.marginal")}</dt>
                <dd>{t("ew.unit.centsKwh", { value: formatCents(target.consumptionMarginal, business, today, lang) })}</dd>
              </>
            )}
            {target.endDate && (
              <>
                <dt>{t("ew.confirm.endDate")}</dt>
                <dd>{toEstonianDate(target.endDate)}</dd>
              </>
            )}
          </dl>
        )}
      </div>
      <ContractPreview
        title={t("ew.confirm.preview")}
        customerId={customer.customerId}
        locale={locale}
        renderFile={renderFile}
        query={{
          ...(mode === "offer" && target?.contractNumber ? { contractNumber: target.contractNumber } : {}),
          contactPersonId: customer.contactId,
          meteringPointIds: chosenPoints
            .map((p) => p.id)
            .filter((id) => points.some((q) => q.id === id))
            .join(","),
          consumptionPackageId: chosen.id,
          ...(mode === "new" && fields.sellCheck && productionId != null ? { productionPackageId: productionId } : {}),
          ...(startDay && !dateProblem ? { startDate: startDay } : {}),
          email: fields.email.trim(),
          phone: fields.phone.trim(),
          address: fields.address.trim(),
        }}
      />
      <div className="ise-electricity-agreement__confirmfields">
        {mode !== "new" && <ContactFieldset fields={fields} onField={onField} errorOf={errorOf} locale={locale} />}
        {mode === "change" ? (
          <fieldset className="ise-ui__form-group">
            <legend>{t("ew.confirm.startDate")}</legend>
            {changeDates.map((d) => (
              <label key={d} className="ise-ui__form-check">
                <input type="radio" name="changeStart" checked={(changeStart ?? changeDates[0]) === d} onChange={() => setChangeStart(d)} />
                {toEstonianDate(d)}
              </label>
            ))}
          </fieldset>
        ) : (
          <Field
            label={t("ew.confirm.startDate")}
            hint={t("ew.confirm.startHint", { min: toEstonianDate(window_.min), max: toEstonianDate(window_.max) })}
            error={
              tried && dateProblem
                ? t(`ew.problem.${dateProblem}` as "ew.problem.REQUIRED", {
                    min: toEstonianDate(window_.min),
                    max: toEstonianDate(window_.max),
                  })
                : serverDateProblem
                  ? t("ew.problem.AFTER_WINDOW", { max: toEstonianDate(window_.max) })
                  : undefined
            }
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                inputMode="numeric"
                placeholder={t("ew.confirm.datePlaceholder")}
                autoComplete="off"
                maxLength={10}
                value={startText}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => setStartText(e.target.value)}
              />
            )}
          </Field>
        )}
        <CheckField
          label={t("ew.confirm.terms")}
          checked={terms}
          onChange={setTerms}
          error={tried && !terms ? t("ew.problem.TERMS") : undefined}
        />
        {failure && (
          <p className="ise-ui__alert ise-ui__alert--error" role="alert">
            {failure}
          </p>
        )}
        <div className="ise-ui__form-actions ise-electricity-agreement__nav">
          {mode === "offer" ? (
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setRejectOpen(true)}>
              {t("ew.cancel")}
            </button>
          ) : (
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={onBack}>
              {t("ew.back")}
            </button>
          )}
          <SubmitButton saving={saving} locale={locale}>
            {mode === "change" ? t("ew.confirm.change") : t("ew.confirm.conclude")}
          </SubmitButton>
        </div>
      </div>
      {rejectOpen && target && (
        <Modal
          title={t("ew.reject.title")}
          locale={locale}
          onClose={() => setRejectOpen(false)}
          testId="reject-offer"
          footer={
            <div className="ise-ui__form-actions">
              <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setRejectOpen(false)}>
                {t("ew.reject.keep")}
              </button>
              <button type="button" className="ise-ui__button" disabled={saving} onClick={() => void reject()}>
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

/** The contract preview: the PDF of the confirm step's choices, fetched again 300 ms after they change. */
function ContractPreview({
  title,
  customerId,
  query,
  locale,
  renderFile,
}: {
  title: string
  customerId: number
  query: Record<string, string | number>
  locale?: Locale | null | undefined
  renderFile: RenderPreviewFile
}) {
  const t = useMessages(electricityAgreementMessages, locale)
  const key = JSON.stringify(query)
  const [state, setState] = useState<{ key: string; blob: Blob } | "loading" | "error">("loading")
  useEffect(() => {
    let live = true
    setState("loading")
    const timer = setTimeout(() => {
      runApi(
        getApi().request(electricityAgreementCalls.electricityAgreementPreview, { params: { customerId }, query: query as never }),
      ).then(
        (blob) => live && setState({ key, blob }),
        (error) => {
          // Spec part 3 §8: preview failures are only logged; the box says it could not load.
          console.warn("[electricity preview]", error)
          if (live) setState("error")
        },
      )
    }, 300)
    return () => {
      live = false
      clearTimeout(timer)
    }
    // The query's content decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return (
    <section className="ise-electricity-agreement__preview" aria-label={title} tabIndex={0} data-testid="contract-preview">
      {state === "loading" && <p className="ise-electricity-agreement__muted">{t("ew.confirm.previewLoading")}</p>}
      {state === "error" && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {t("ew.confirm.previewFailed")}
        </p>
      )}
      {typeof state === "object" && renderFile(state.blob, title)}
    </section>
  )
}

/** The completed step's message; the portal adds its link to the front page. */
export function CompletedNotice({
  completion,
  email,
  locale,
  children,
}: {
  completion: WizardMode | "resale"
  email: string
  locale?: Locale | null | undefined
  children?: ReactNode
}) {
  const t = useMessages(electricityAgreementMessages, locale)
  return (
    <section className="ise-electricity-agreement__panel" data-testid="step-done">
      <p className="ise-ui__alert ise-ui__alert--success" role="status">
        <strong>{t(`ew.completed.title.${completion}`)}</strong>
        <br />
        {completion === "resale" ? t("ew.completed.resaleText", { email }) : t("ew.completed.text", { email })}
      </p>
      {children}
    </section>
  )
}
