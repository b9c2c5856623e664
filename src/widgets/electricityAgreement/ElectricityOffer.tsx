import { useAtomValue } from "jotai"
import { useState, type ReactNode } from "react"
import { tallinnDay } from "../../core/rules/vat"
import type { Locale } from "../../core/schemas/common"
import type { ElectricityOffer as Offer, MeteringPoint } from "../../core/schemas/electricityAgreement"
import type { Customer } from "../../core/schemas/session"
import { customerQueryAtom, useMessages, useT } from "../session"
import { formCss } from "../ui/form.css"
import { LoadError, failureOf } from "../ui/LoadError"
import { PdfFrame } from "../ui/pdf/PdfFrame"
import { uiCss } from "../ui/ui.css"
import { fieldsOf, type WizardContact } from "./agreementForm"
import { CompletedNotice } from "./CompletedNotice"
import { ConfirmStep } from "./ConfirmStep"
import type { RenderPreviewFile } from "./ContractPreview"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { electricityAgreementsQueryAtom, wizardContactQueryAtom, wizardPointsQueryAtom } from "./electricityAgreement.queries"
import { wizardCss } from "./electricityAgreement.css"
import { useWizard } from "./useWizard"
import { Style } from "../element/Style"

export interface ElectricityOfferProps {
  readonly locale?: Locale | null
  /** The offer to show; without it the customer's first pending electricity offer. */
  readonly offerId?: number | null
  readonly onAccepted?: (detail: { offerId: number; contractNumber: string; startDate: string }) => void
  readonly onRejected?: (detail: { offerId: number; contractNumber: string }) => void
  /** Today in Tallinn (YYYY-MM-DD); tests may fix it. */
  readonly today?: string
  /** The contract preview: by default the browser's own PDF viewer in a frame (no pdf.js). */
  readonly renderFile?: RenderPreviewFile
}

type Outcome = { kind: "accepted"; email: string } | { kind: "rejected" } | null

const framePreview: RenderPreviewFile = (file, title) => <PdfFrame file={file} title={title} className="ise-electricity-agreement__frame" />

/**
 * The offer view of the electricity agreement wizard for other hosts (a marketing page, the app's
 * webview): the wizard's confirm step for one offer, and its result in place of a navigation (a host
 * has no /lepingud or /esileht).
 */
export function ElectricityOffer({ locale, offerId, onAccepted, onRejected, today, renderFile }: ElectricityOfferProps) {
  const t = useMessages(electricityAgreementMessages, locale)
  const common = useT(locale)
  const customerQ = useAtomValue(customerQueryAtom)
  const pointsQ = useAtomValue(wizardPointsQueryAtom)
  const contactQ = useAtomValue(wizardContactQueryAtom)
  const agreementsQ = useAtomValue(electricityAgreementsQueryAtom)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const failed = [customerQ, pointsQ, contactQ, agreementsQ].find((q) => q.isError)
  const customer = customerQ.data

  let body: ReactNode
  if (outcome?.kind === "accepted") {
    body = <CompletedNotice completion="offer" email={outcome.email} locale={locale} />
  } else if (outcome?.kind === "rejected") {
    body = (
      <p className="ise-ui__alert ise-ui__alert--info" role="status" data-testid="offer-rejected">
        {t("ew.rejected")}
      </p>
    )
  } else if (failed) {
    body = <LoadError {...failureOf(failed)!} testId="offer-error" />
  } else if (!customer || !pointsQ.data || !contactQ.data || !agreementsQ.data) {
    body = (
      <p role="status" className="ise-portal__loading">
        {common("common.loading")}
      </p>
    )
  } else {
    const offer = offerId != null ? agreementsQ.data.find((a) => a.id === offerId) : agreementsQ.data.find((a) => a.status === "PENDING")
    body =
      offer && offer.status !== "PENDING" ? (
        <p className="ise-ui__alert ise-ui__alert--info" role="status" data-testid="offer-decided">
          {t("ew.offerDecided")}
        </p>
      ) : offer?.consumptionPackage ? (
        <OfferView
          key={`${customer.customerId}-${offer.id}`}
          locale={locale}
          customer={customer}
          contact={contactQ.data}
          points={pointsQ.data.meteringPoints}
          offer={offer}
          today={today ?? tallinnDay(new Date())}
          renderFile={renderFile ?? framePreview}
          onAccepted={(email, startDate) => {
            setOutcome({ kind: "accepted", email })
            onAccepted?.({ offerId: offer.id, contractNumber: offer.contractNumber ?? String(offer.id), startDate })
          }}
          onRejected={() => {
            setOutcome({ kind: "rejected" })
            onRejected?.({ offerId: offer.id, contractNumber: offer.contractNumber ?? String(offer.id) })
          }}
        />
      ) : (
        <p data-testid="offer-none">{t("ew.noOffer")}</p>
      )
  }
  return (
    <div className="ise-electricity-agreement__root">
      <Style css={uiCss} />
      <Style css={formCss} />
      <Style css={wizardCss} />
      <h2 className="ise-electricity-agreement__title">{t("ew.title.offer")}</h2>
      {body}
    </div>
  )
}

/** One pending offer: the wizard's confirm step, with a state of its own in offer mode. */
function OfferView({
  locale,
  customer,
  contact,
  points,
  offer,
  today,
  renderFile,
  onAccepted,
  onRejected,
}: {
  locale?: Locale | null | undefined
  customer: Customer
  contact: WizardContact
  points: ReadonlyArray<MeteringPoint>
  offer: Offer
  today: string
  renderFile: RenderPreviewFile
  onAccepted: (email: string, startDate: string) => void
  onRejected: () => void
}) {
  const { state, dispatch } = useWizard({ mode: "offer", points, target: offer, fields: fieldsOf(customer, contact) })
  return (
    <ConfirmStep
      state={state}
      dispatch={dispatch}
      customer={customer}
      today={today}
      locale={locale}
      renderFile={renderFile}
      onConcluded={(startDay) => onAccepted(state.fields.email, startDay)}
      onRejected={onRejected}
    />
  )
}
