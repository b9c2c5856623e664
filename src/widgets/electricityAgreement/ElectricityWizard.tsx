import { useAtomValue } from "jotai"
import { useEffect, useRef } from "react"
import { isCompanyCustomer } from "../../core/rules/access"
import type { WizardMode, WizardStep } from "../../core/rules/electricityAgreement"
import { tallinnDay } from "../../core/rules/vat"
import type { ElectricityOffer, MeteringPoint } from "../../core/schemas/electricityAgreement"
import type { Customer } from "../../core/schemas/session"
import { customerQueryAtom, useMessages, useT } from "../session"
import { formCss } from "../ui/form.css"
import { LoadError, failureOf } from "../ui/LoadError"
import { Toaster } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { fieldsOf, type WizardContact } from "./agreementForm"
import { CompletedNotice } from "./CompletedNotice"
import { ConfirmStep } from "./ConfirmStep"
import { DataStep } from "./DataStep"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { electricityAgreementsQueryAtom, wizardContactQueryAtom, wizardPointsQueryAtom } from "./electricityAgreement.queries"
import { STEP_SLUGS } from "./electricityAgreement.state"
import { wizardCss } from "./electricityAgreement.css"
import { PackageStep } from "./PackageStep"
import { pdfPagesPreview } from "./PdfJsPreview"
import { TermsStep } from "./TermsStep"
import { useGridAuthorisation, useStepInAddress, useWizard } from "./useWizard"
import { WizardSteps } from "./WizardSteps"
import { Style } from "../element/Style"

export { STEP_SLUGS, stepOfSlug } from "./electricityAgreement.state"

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

/** The wizard's frame: the steps, the title, and the step shown; the state is the reducer's. */
function Wizard({ mode, step, eleringReturn, termsAccepted, onStep, onReturnRead, onNavigate, ...data }: WizardInnerProps) {
  const { customer, points, customerEic, contact, target } = data
  const t = useMessages(electricityAgreementMessages)
  const today = tallinnDay(new Date())
  const business = isCompanyCustomer(customer)
  const { state, dispatch, packagesAtom } = useWizard({ mode, points, target, fields: fieldsOf(customer, contact), termsAccepted })
  useStepInAddress(state, step, dispatch, onStep)
  const asks = mode === "new" && customerEic != null && points.length > 0
  const grid = useGridAuthorisation(asks, { state, dispatch, eleringReturn, onReturnRead })
  const shown = state.step
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // A new step: the keyboard and screen reader start at its title.
    if (step) heading.current?.focus()
  }, [shown])

  if (mode === "offer" && target && target.status !== "PENDING" && !state.completed) {
    return (
      <div className="ise-electricity-agreement__root">
        <Style css={uiCss} />
        <p className="ise-ui__alert ise-ui__alert--info" role="status" data-testid="offer-decided">
          {t("ew.offerDecided")}
        </p>
      </div>
    )
  }

  return (
    <div className="ise-electricity-agreement__root" data-step={STEP_SLUGS[shown]}>
      <Style css={uiCss} />
      <Style css={formCss} />
      <Style css={wizardCss} />
      <Toaster />
      <WizardSteps state={state} dispatch={dispatch} heading={heading} />
      {shown === "ACCEPT_TERMS" && (
        <TermsStep state={state} dispatch={dispatch} grid={grid} business={business} customerEic={customerEic} />
      )}
      {shown === "DATA_AND_METERING_POINTS" && <DataStep state={state} dispatch={dispatch} grid={grid} customer={customer} />}
      {shown === "CHOOSE_PACKAGE" && (
        <PackageStep state={state} dispatch={dispatch} packagesAtom={packagesAtom} customer={customer} today={today} />
      )}
      {shown === "CONFIRM" && state.chosen && (
        <ConfirmStep
          state={state}
          dispatch={dispatch}
          customer={customer}
          today={today}
          renderFile={pdfPagesPreview}
          // Spec part 3 §4: "Pakkumusest keeldutud" on /lepingud.
          onRejected={() => onNavigate("/lepingud?offer=rejected")}
        />
      )}
      {shown === "COMPLETED" && (
        <CompletedNotice completion={state.completed ?? mode} email={state.fields.email}>
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
