import { useAtomValue } from "jotai"
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import * as electricityAgreementCalls from "../../core/api/electricityAgreement.calls"
import { errorCode } from "../../core/http/errors"
import { isCompanyCustomer } from "../../core/rules/access"
import {
  allowedStep,
  authorisationProgress,
  dataStepProblems,
  FIRST_STEP,
  needsResaleOffer,
  stepsOf,
  visiblePackages,
  jointInvoicePossible,
  type AgreementField,
  type AgreementFormFields,
  type WizardMode,
  type WizardStep,
} from "../../core/rules/electricityAgreement"
import { tallinnDay, vatPercentOn } from "../../core/rules/vat"
import type { ElectricityOffer, ElectricityPackage, MeteringPoint } from "../../core/schemas/electricityAgreement"
import type { Customer } from "../../core/schemas/session"
import { customerQueryAtom, getApi, runApi, useLocale, useMessages, useT } from "../session"
import { CheckField, Field } from "../ui/Field"
import { formCss } from "../ui/form.css"
import { LoadError, failureOf } from "../ui/LoadError"
import { PdfPreviewModal } from "../ui/pdf/PdfPreviewModal"
import { pdfScaleFor } from "../ui/pdf/pdfScale"
import { showToast, Toaster } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { contactBodyOf, fieldsOf, pointsOfAgreement, type WizardContact } from "./agreementForm"
import { CompletedNotice, ConfirmStep, type RenderPreviewFile } from "./ConfirmStep"
import { AgreementInput, ContactInputs } from "./ContactFields"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { electricityAgreementsQueryAtom, wizardContactQueryAtom, wizardPointsQueryAtom } from "./electricityAgreement.queries"
import { nameOf } from "./format"
import { PackageCard } from "./PackageCard"
import { StepForm, SubmitButton } from "./StepForm"
import { wizardCss } from "./electricityAgreement.css"

// The contract preview reuses the PDF preview's lazy chunk (react-pdf and pdf.js load only here).
const PdfPages = lazy(() => import("../ui/pdf/PdfPages"))

/** The steps' names in the address (`?step=`). */
export const STEP_SLUGS: Record<WizardStep, string> = {
  ACCEPT_TERMS: "terms",
  DATA_AND_METERING_POINTS: "data",
  CHOOSE_PACKAGE: "package",
  CONFIRM: "confirm",
  COMPLETED: "done",
}
export const stepOfSlug = (slug: string | null): WizardStep | null =>
  (Object.entries(STEP_SLUGS).find(([, s]) => s === slug)?.[0] as WizardStep | undefined) ?? null

export interface ElectricityWizardProps {
  readonly mode: WizardMode
  /** The offer (offer view) or agreement (package change). */
  readonly targetId: number | null
  /** The step the address asks for. */
  readonly step: WizardStep | null
  /** Back from the grid operator (`?elering=return`). */
  readonly eleringReturn: boolean
  /** The terms were accepted before leaving for the grid operator (`?terms=1`). */
  readonly termsAccepted: boolean
  readonly onStep: (step: WizardStep) => void
  /** The return marker has been read: take it out of the address. */
  readonly onReturnRead: () => void
  readonly onNavigate: (href: string) => void
}

type Completion = "new" | "change" | "offer" | "resale"
type Packages = ReadonlyArray<ElectricityPackage> | "loading" | "error"

/** The portal's contract preview: every page through pdf.js (its lazy chunk), scaled 1.5 above 1600 px. */
const pdfPagesPreview: RenderPreviewFile = (file) => <PdfJsPreview file={file} />

/** The electricity agreement wizard of /elekter/leping in its three modes (spec part 3 §2, §4, §5). */
export function ElectricityWizard(props: ElectricityWizardProps) {
  const t = useMessages(electricityAgreementMessages)
  const tc = useT()
  const customerQ = useAtomValue(customerQueryAtom)
  const pointsQ = useAtomValue(wizardPointsQueryAtom)
  const contactQ = useAtomValue(wizardContactQueryAtom)
  const agreementsQ = useAtomValue(electricityAgreementsQueryAtom)
  const needsAgreements = props.mode !== "new"
  const failed = [customerQ, pointsQ, contactQ, ...(needsAgreements ? [agreementsQ] : [])].find((q) => q.isError)
  if (failed) return <LoadError {...failureOf(failed)!} testId="wizard-error" />
  const customer = customerQ.data
  if (!customer || !pointsQ.data || !contactQ.data || (needsAgreements && !agreementsQ.data)) {
    return (
      <p role="status" className="ise-portal__loading">
        {tc("common.loading")}
      </p>
    )
  }
  const target = needsAgreements ? (agreementsQ.data ?? []).find((a) => a.id === props.targetId) : undefined
  if (needsAgreements && !target) {
    return (
      <p className="ise-ui__alert ise-ui__alert--error" role="alert" data-testid="wizard-not-found">
        {t("ew.notFound")}
      </p>
    )
  }
  // A new customer (switched in the header) starts a fresh wizard.
  return (
    <Wizard
      key={customer.customerId}
      {...props}
      customer={customer}
      points={pointsQ.data.meteringPoints}
      customerEic={pointsQ.data.customerEic ?? null}
      contact={contactQ.data}
      target={target ?? null}
    />
  )
}

interface WizardInnerProps extends ElectricityWizardProps {
  readonly customer: Customer
  readonly points: ReadonlyArray<MeteringPoint>
  readonly customerEic: string | null
  readonly contact: WizardContact
  readonly target: ElectricityOffer | null
}

function Wizard({
  mode,
  step,
  eleringReturn,
  termsAccepted: termsFromAddress,
  onStep,
  onReturnRead,
  onNavigate,
  customer,
  points,
  customerEic,
  contact,
  target,
}: WizardInnerProps) {
  const t = useMessages(electricityAgreementMessages)
  const tc = useT()
  const locale = useLocale()
  const today = tallinnDay(new Date())
  const business = isCompanyCustomer(customer)
  const steps = stepsOf(mode)
  const [reached, setReached] = useState<WizardStep>(FIRST_STEP[mode])
  const shown = allowedStep(mode, step, reached)
  const go = (next: WizardStep) => {
    setReached((r) => (steps.indexOf(next) > steps.indexOf(r) ? next : r))
    onStep(next)
  }
  // The address asked for a step not reached yet: show (and write) the one allowed.
  useEffect(() => {
    if (step !== shown) onStep(shown)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, shown])

  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // A new step: the keyboard and screen reader start at its title.
    if (step) heading.current?.focus()
  }, [shown])

  const [termsAccepted, setTermsAccepted] = useState(termsFromAddress)
  // The confirm step's start date, kept here: back to the packages and forward again keeps it.
  const [start, setStart] = useState<{ readonly text: string; readonly change: string | null }>({ text: "", change: null })
  const [termsTried, setTermsTried] = useState(false)
  const [termsPdfOpen, setTermsPdfOpen] = useState(false)
  const [auth, setAuth] = useState<ReadonlyMap<string, boolean> | "loading" | "error">(mode === "new" ? "loading" : new Map())
  const [leaving, setLeaving] = useState(false)
  const [fields, setFields] = useState<AgreementFormFields>(() => fieldsOf(customer, contact))
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set())
  const [dataTried, setDataTried] = useState(false)
  const [packages, setPackages] = useState<Packages>("loading")
  const [chosen, setChosen] = useState<ElectricityPackage | null>(mode === "offer" ? (target?.consumptionPackage ?? null) : null)
  const [productionId, setProductionId] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [completed, setCompleted] = useState<Completion | null>(null)

  // --- Authorisation: one check per visit; the toast only after a trip to the grid operator.
  useEffect(() => {
    if (mode !== "new") return
    const eics = points.map((p) => p.eic)
    if (!customerEic || eics.length === 0) {
      setAuth(new Map())
      if (eleringReturn) onReturnRead()
      return
    }
    let live = true
    runApi(
      getApi().request(electricityAgreementCalls.eleringAuthorization, {
        params: { eic: customerEic },
        query: { meteringPointEics: eics.join(",") },
      }),
    )
      .then(
        (answer) => live && setAuth(new Map(answer.authorizations.map((a) => [a.meteringPointEic, a.authorized]))),
        (error) => {
          if (!live) return
          if (errorCode(error) === "NO_CUSTOMER_AUTHORIZATION") {
            setAuth(new Map(eics.map((e) => [e, false])))
            if (eleringReturn) showToast(t("ew.auth.noCustomerAuthorization"), { kind: "error", durationMs: 8000 })
          } else setAuth("error")
        },
      )
      .finally(() => {
        if (live && eleringReturn) onReturnRead()
      })
    return () => {
      live = false
    }
    // Once per visit (the return marker is read once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const authorisedOf = (p: MeteringPoint) => (typeof auth === "object" ? auth.get(p.eic) === true : false)
  const progress = typeof auth === "object" ? authorisationProgress(points.map(authorisedOf)) : "none"

  // Points checked by default: every authorised one.
  useEffect(() => {
    if (typeof auth === "object") setChecked(new Set(points.filter(authorisedOf).map((p) => p.id)))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth])

  // All authorised and the terms accepted: on to the data step by itself (only the first time through).
  useEffect(() => {
    if (mode === "new" && shown === "ACCEPT_TERMS" && reached === "ACCEPT_TERMS" && termsAccepted && progress === "all")
      go("DATA_AND_METERING_POINTS")
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [progress, termsAccepted])

  const startAuthorisation = async () => {
    setTermsTried(true)
    if (!termsAccepted || !customerEic) return
    setLeaving(true)
    try {
      const missing = points.filter((p) => !authorisedOf(p)).map((p) => p.eic)
      const answer = await runApi(
        getApi().request(electricityAgreementCalls.eleringAuthorizationStart, {
          params: { eic: customerEic },
          body: { meteringPointEics: missing.length ? missing : points.map((p) => p.eic), returnPath: "/elekter/leping?terms=1" },
        }),
      )
      window.location.assign(answer.redirectUrl)
    } catch {
      setLeaving(false)
      setAuth("error")
    }
  }

  // --- The points of the agreement: the checked ones (new), the agreement's or offer's (change, offer).
  const chosenPoints: ReadonlyArray<MeteringPoint> =
    mode === "new" ? points.filter((p) => checked.has(p.id)) : pointsOfAgreement(target, points)
  const eics = chosenPoints.map((p) => p.eic)

  const loadPackages = async () => {
    setPackages("loading")
    try {
      const list = await runApi(
        getApi().request(electricityAgreementCalls.electricityPackages, {
          params: { customerId: customer.customerId },
          query: { eics: eics.join(",") },
        }),
      )
      // The server filters; the same rule again keeps the screen honest if it ever did not.
      setPackages(visiblePackages(list, customer, jointInvoicePossible(eics)))
      return true
    } catch {
      setPackages("error")
      return false
    }
  }
  useEffect(() => {
    if (mode === "change") void loadPackages()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const set = <K extends keyof AgreementFormFields>(key: K, value: AgreementFormFields[K]) => setFields((f) => ({ ...f, [key]: value }))
  const problems = dataStepProblems(fields, checked.size)
  const dataErrorOf = (field: AgreementField): string | undefined => {
    const problem = dataTried ? problems.find((p) => p.field === field)?.problem : undefined
    return problem ? t(`ew.problem.${problem}` as "ew.problem.REQUIRED") : undefined
  }
  const resale = needsResaleOffer(fields.sellCheck, chosenPoints)

  const submitData = async () => {
    setDataTried(true)
    setFailure(null)
    if (problems.length) return
    if (resale) {
      setSaving(true)
      try {
        await runApi(
          getApi().request(electricityAgreementCalls.resaleOfferRequest, {
            params: { customerId: customer.customerId },
            body: {
              ...contactBodyOf(fields, customer.contactId),
              meteringPoints: chosenPoints.map((p) => ({ id: p.id, productionCapacity: p.productionCapacity ?? 0 })),
            },
          }),
        )
        setCompleted("resale")
        go("COMPLETED")
      } catch {
        setFailure(t("ew.confirm.failed"))
      } finally {
        setSaving(false)
      }
      return
    }
    setSaving(true)
    const ok = await loadPackages()
    setSaving(false)
    if (ok) go("CHOOSE_PACKAGE")
  }

  const production = typeof packages === "object" ? packages.filter((p) => p.type === "PRODUCTION") : []

  if (mode === "offer" && target && target.status !== "PENDING" && !completed) {
    return (
      <div className="ise-electricity-agreement__root">
        <style>{uiCss}</style>
        <p className="ise-ui__alert ise-ui__alert--info" role="status" data-testid="offer-decided">
          {t("ew.offerDecided")}
        </p>
      </div>
    )
  }

  const stepIndex = steps.indexOf(shown)
  return (
    <div className="ise-electricity-agreement__root" data-step={STEP_SLUGS[shown]}>
      <style>{uiCss}</style>
      <style>{formCss}</style>
      <style>{wizardCss}</style>
      <Toaster />
      <nav aria-label={t("ew.steps")}>
        <ol className="ise-electricity-agreement__steps">
          {steps.map((s, i) => {
            const done = i < steps.indexOf(reached) || (s === reached && s === "COMPLETED")
            const current = s === shown
            const canOpen = !current && i <= steps.indexOf(reached) && reached !== "COMPLETED"
            return (
              <li
                key={s}
                className={`ise-electricity-agreement__step${current ? " ise-electricity-agreement__step--current" : ""}${done ? " ise-electricity-agreement__step--done" : ""}`}
              >
                {canOpen ? (
                  <button type="button" className="ise-electricity-agreement__steplink" onClick={() => onStep(s)}>
                    <span className="ise-electricity-agreement__num" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span className="ise-electricity-agreement__label">{t(`ew.step.${s}` as "ew.step.CONFIRM")}</span>
                    <span className="ise-ui__sr"> ({t("ew.done")})</span>
                  </button>
                ) : (
                  <span className="ise-electricity-agreement__steplink" aria-current={current ? "step" : undefined}>
                    <span className="ise-electricity-agreement__num" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span className="ise-electricity-agreement__label">{t(`ew.step.${s}` as "ew.step.CONFIRM")}</span>
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <h2 className="ise-electricity-agreement__title" tabIndex={-1} ref={heading}>
        <span className="ise-electricity-agreement__count">{t("ew.stepOf", { current: stepIndex + 1, total: steps.length })}</span>{" "}
        {t(`ew.step.${shown}` as "ew.step.CONFIRM")}
      </h2>

      {shown === "ACCEPT_TERMS" && (
        <section className="ise-electricity-agreement__panel" data-testid="step-terms">
          <p>{t("ew.terms.lead")}</p>
          <p>
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setTermsPdfOpen(true)}>
              {t("ew.terms.pdf")}
            </button>
          </p>
          <CheckField
            label={t("ew.terms.accept")}
            checked={termsAccepted}
            onChange={setTermsAccepted}
            error={termsTried && !termsAccepted ? t("ew.problem.REQUIRED") : undefined}
          />
          <fieldset className="ise-ui__form-group">
            <legend>{t("ew.auth.title")}</legend>
            {points.length === 0 && <p>{t("ew.auth.noPoints")}</p>}
            {auth === "loading" && <p role="status">{tc("common.loading")}</p>}
            {auth === "error" && (
              <p className="ise-ui__alert ise-ui__alert--error" role="alert">
                {t("ew.auth.failed")}
              </p>
            )}
            {typeof auth === "object" && points.length > 0 && (
              <ul className="ise-electricity-agreement__points" data-testid="auth-points">
                {points.map((p) => (
                  <li key={p.id}>
                    <span className="ise-electricity-agreement__eic">{p.eic}</span>{" "}
                    <span className="ise-electricity-agreement__muted">{p.address}</span>{" "}
                    <span className={`ise-electricity-agreement__badge ${authorisedOf(p) ? "ise-electricity-agreement__badge--ok" : ""}`}>
                      {authorisedOf(p) ? t("ew.auth.authorised") : t("ew.auth.missing")}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {typeof auth === "object" && points.length > 0 && (
              <p className="ise-electricity-agreement__muted">
                {progress === "none" ? t("ew.auth.none") : progress === "some" ? t("ew.auth.some") : null}
              </p>
            )}
            {progress !== "all" && points.length > 0 && (
              <div className="ise-ui__form-actions">
                <button
                  type="button"
                  className="ise-ui__button"
                  onClick={() => void startAuthorisation()}
                  disabled={leaving || auth === "loading"}
                >
                  {leaving ? t("ew.auth.leaving") : t("ew.auth.button")}
                </button>
              </div>
            )}
          </fieldset>
          <div className="ise-ui__form-actions ise-electricity-agreement__nav">
            <button
              type="button"
              className="ise-ui__button"
              disabled={progress === "none"}
              onClick={() => {
                setTermsTried(true)
                if (termsAccepted && progress !== "none") go("DATA_AND_METERING_POINTS")
              }}
            >
              {t("ew.next")}
            </button>
          </div>
          {termsPdfOpen && (
            <PdfPreviewModal
              title={t("ew.terms.pdfTitle")}
              fileName={business ? "elektrilepingu-tingimused-ariklient.pdf" : "elektrilepingu-tingimused-eraisik.pdf"}
              fetchFile={() =>
                runApi(
                  getApi().request(electricityAgreementCalls.electricityTermsPdf, {
                    params: { termsId: 1 },
                    query: { isCompany: business },
                  }),
                )
              }
              onClose={() => setTermsPdfOpen(false)}
            />
          )}
        </section>
      )}

      {shown === "DATA_AND_METERING_POINTS" && (
        <StepForm
          className="ise-ui__form ise-electricity-agreement__panel"
          testId="step-data"
          saving={saving}
          onSubmit={() => void submitData()}
        >
          <fieldset className="ise-ui__form-group">
            <legend>{t("ew.data.contact")}</legend>
            <Field label={t("ew.data.customerName")}>{({ id }) => <input id={id} value={fields.customerName} readOnly />}</Field>
            <Field label={t("ew.data.registryNumber")}>{({ id }) => <input id={id} value={fields.registryNumber} readOnly />}</Field>
            <ContactInputs fields={fields} onField={set} errorOf={dataErrorOf} />
            <div className="ise-electricity-agreement__row">
              <Field label={t("ew.data.city")}>
                {({ id }) => (
                  <input
                    id={id}
                    autoComplete="address-level2"
                    maxLength={100}
                    value={fields.city}
                    onChange={(e) => set("city", e.target.value)}
                  />
                )}
              </Field>
              <Field label={t("ew.data.zip")}>
                {({ id }) => (
                  <input
                    id={id}
                    autoComplete="postal-code"
                    maxLength={10}
                    value={fields.zip}
                    onChange={(e) => set("zip", e.target.value)}
                  />
                )}
              </Field>
            </div>
            <Field label={t("ew.data.county")}>
              {({ id }) => (
                <input
                  id={id}
                  autoComplete="address-level1"
                  maxLength={100}
                  value={fields.county}
                  onChange={(e) => set("county", e.target.value)}
                />
              )}
            </Field>
          </fieldset>
          <fieldset className="ise-ui__form-group" data-testid="data-points">
            <legend>{t("ew.data.points")}</legend>
            {points.map((p) => {
              const ok = authorisedOf(p)
              return (
                <label key={p.id} className={`ise-electricity-agreement__point${ok ? "" : " ise-electricity-agreement__point--off"}`}>
                  <input
                    type="checkbox"
                    checked={checked.has(p.id)}
                    disabled={!ok}
                    onChange={(e) =>
                      setChecked((s) => {
                        const next = new Set(s)
                        if (e.target.checked) next.add(p.id)
                        else next.delete(p.id)
                        return next
                      })
                    }
                  />
                  <span>
                    <span className="ise-electricity-agreement__eic">{p.eic}</span>
                    <span className="ise-electricity-agreement__muted"> {p.address}</span>
                    {p.productionCapacity != null && (
                      <span className="ise-electricity-agreement__muted">
                        {" "}
                        · {t("ew.data.pointCapacity", { kw: p.productionCapacity.toLocaleString(locale === "et" ? "et-EE" : locale) })}
                      </span>
                    )}
                    {p.relatedAgreement && (
                      <span className="ise-electricity-agreement__muted">
                        {" "}
                        · {t("ew.data.pointRelated", { name: p.relatedAgreement.name ?? String(p.relatedAgreement.id) })}
                      </span>
                    )}
                    {!ok && <span className="ise-electricity-agreement__muted"> · {t("ew.data.pointNotAuthorised")}</span>}
                  </span>
                </label>
              )
            })}
            {dataTried && checked.size === 0 && <span className="ise-ui__form-error">{t("ew.problem.NO_POINT")}</span>}
          </fieldset>
          <fieldset className="ise-ui__form-group">
            <legend>{t("ew.data.invoice")}</legend>
            <CheckField
              label={t("ew.data.consolidatedInvoice")}
              checked={fields.consolidatedInvoice}
              onChange={(v) => set("consolidatedInvoice", v)}
            />
            <CheckField label={t("ew.data.sellCheck")} checked={fields.sellCheck} onChange={(v) => set("sellCheck", v)} />
            {fields.sellCheck && <p className="ise-electricity-agreement__muted">{t("ew.data.sellNote")}</p>}
            <CheckField label={t("ew.data.eInvoice")} checked={fields.eInvoice} onChange={(v) => set("eInvoice", v)} />
            {fields.eInvoice && <AgreementInput name="bankAccountNumber" fields={fields} onField={set} errorOf={dataErrorOf} />}
            <CheckField
              label={t("ew.data.recipientEnabled")}
              checked={fields.invoiceRecipientEmailEnabled}
              onChange={(v) => set("invoiceRecipientEmailEnabled", v)}
            />
            {fields.invoiceRecipientEmailEnabled && (
              <AgreementInput name="invoiceRecipientEmail" fields={fields} onField={set} errorOf={dataErrorOf} />
            )}
          </fieldset>
          {dataTried && problems.length > 0 && (
            <p className="ise-ui__alert ise-ui__alert--error" role="alert">
              {t("ew.data.problems")}
            </p>
          )}
          {failure && (
            <p className="ise-ui__alert ise-ui__alert--error" role="alert">
              {failure}
            </p>
          )}
          <div className="ise-ui__form-actions ise-electricity-agreement__nav">
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => onStep("ACCEPT_TERMS")}>
              {t("ew.back")}
            </button>
            <SubmitButton saving={saving}>{resale ? t("ew.data.askOffer") : t("ew.next")}</SubmitButton>
          </div>
        </StepForm>
      )}

      {shown === "CHOOSE_PACKAGE" && (
        <section className="ise-electricity-agreement__panel" data-testid="step-package">
          <p className="ise-electricity-agreement__muted">
            {business
              ? t("ew.packages.vatNote", { percent: vatPercentOn(today) })
              : t("ew.packages.vatIncluded", { percent: vatPercentOn(today) })}
          </p>
          {packages === "loading" && <p role="status">{t("ew.packages.loading")}</p>}
          {packages === "error" && <LoadError message={t("ew.packages.failed")} onRetry={() => loadPackages()} testId="packages-error" />}
          {typeof packages === "object" && fields.sellCheck && production.length > 0 && mode === "new" && (
            <fieldset className="ise-ui__form-group">
              <legend>{t("ew.packages.production")}</legend>
              {production.map((p) => (
                <label key={p.id} className="ise-ui__form-check">
                  <input
                    type="radio"
                    name="production"
                    checked={(productionId ?? production[0]!.id) === p.id}
                    onChange={() => setProductionId(p.id)}
                  />
                  {nameOf(p, locale)}
                </label>
              ))}
            </fieldset>
          )}
          {typeof packages === "object" && (
            <ul className="ise-electricity-agreement__packages">
              {packages.filter((p) => p.type === "CONSUMPTION").length === 0 && <li>{t("ew.packages.none")}</li>}
              {packages
                .filter((p) => p.type === "CONSUMPTION")
                .map((p) => (
                  <li key={p.id}>
                    <PackageCard
                      pkg={p}
                      business={business}
                      today={today}
                      current={mode === "change" && target?.consumptionPackage?.id === p.id}
                      onChoose={() => {
                        setChosen(p)
                        if (fields.sellCheck && productionId == null && production[0]) setProductionId(production[0].id)
                        go("CONFIRM")
                      }}
                    />
                  </li>
                ))}
            </ul>
          )}
          {mode !== "change" && (
            <div className="ise-ui__form-actions ise-electricity-agreement__nav">
              <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => onStep("DATA_AND_METERING_POINTS")}>
                {t("ew.back")}
              </button>
            </div>
          )}
        </section>
      )}

      {shown === "CONFIRM" && chosen && (
        <ConfirmStep
          mode={mode}
          customer={customer}
          points={points}
          chosenPoints={chosenPoints}
          target={target}
          chosen={chosen}
          productionId={productionId}
          fields={fields}
          onField={set}
          today={today}
          renderFile={pdfPagesPreview}
          start={start}
          onStart={setStart}
          onBack={() => onStep("CHOOSE_PACKAGE")}
          onDone={() => {
            setCompleted(mode)
            go("COMPLETED")
          }}
          // Spec part 3 §4: "Pakkumusest keeldutud" on /lepingud.
          onRejected={() => onNavigate("/lepingud?offer=rejected")}
        />
      )}

      {shown === "COMPLETED" && (
        <CompletedNotice completion={completed ?? mode} email={fields.email}>
          <p>
            <a
              className="ise-ui__button"
              href="/esileht"
              onClick={(e) => {
                e.preventDefault()
                onNavigate("/esileht")
              }}
            >
              {t("ew.completed.front")}
            </a>
          </p>
        </CompletedNotice>
      )}
    </div>
  )
}

/** The contract preview's pages through pdf.js, scaled 1.5 on screens wider than 1600 px. */
function PdfJsPreview({ file }: { file: Blob }) {
  const t = useMessages(electricityAgreementMessages)
  const [scale] = useState(() => pdfScaleFor(typeof window === "undefined" ? 0 : window.innerWidth))
  return (
    <Suspense fallback={<p className="ise-electricity-agreement__muted">{t("ew.confirm.previewLoading")}</p>}>
      <PdfPages
        file={file}
        scale={scale}
        loadingText={t("ew.confirm.previewLoading")}
        errorText={t("ew.confirm.previewFailed")}
        pageLabel={(page, pages) => t("ew.confirm.page", { page, pages })}
      />
    </Suspense>
  )
}
