import { useAtomValue } from "jotai"
import { useState, type ReactNode } from "react"
import { pendingChargingOffer } from "../../core/rules/charging"
import { toEstonianDate } from "../../core/rules/dateRanges"
import { tallinnDay } from "../../core/rules/vat"
import type { Locale } from "../../core/schemas/common"
import { customerQueryAtom, useMessages, useT } from "../session"
import { formCss } from "../ui/form.css"
import { LoadError, failureOf } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { chargingCss } from "./charging.css"
import { chargingMessages } from "./charging.messages"
import { chargingAgreementsQueryAtom } from "./charging.queries"
import { FramePreviewModal, type PreviewProps } from "./FramePreviewModal"
import type { T } from "./OfferFacts"
import { OfferForm } from "./OfferForm"
import { Style } from "../element/Style"

export interface ChargingOfferProps {
  readonly locale?: Locale | null
  /** Where the page's links go (the front page, /lepingud); a host without routing may follow the href. */
  readonly onNavigate?: (href: string) => void
  readonly onAccepted?: (detail: { agreementId: number; contractNumber: string; startDate: string }) => void
  /** After a decline: the portal goes to /lepingud (part 3 §4 "Charging wizard"). */
  readonly onRejected?: (detail: { agreementId: number; contractNumber: string }) => void
  /** Today in Tallinn (YYYY-MM-DD); tests may fix it. */
  readonly today?: string
  /** The PDF preview modal: the portal passes its pdf.js one; by default the browser's own viewer in a frame. */
  readonly renderPreview?: (props: PreviewProps) => ReactNode
}

type Outcome = { kind: "accepted"; contractNumber: string; startDate: string } | { kind: "rejected" } | null

/** /laadimine/leping: the first PENDING charging offer, CONFIRM → COMPLETED, or a decline (part 3 "Charging agreement confirmation"). */
export function ChargingOffer({ locale, onNavigate, onAccepted, onRejected, today, renderPreview }: ChargingOfferProps) {
  const t: T = useMessages(chargingMessages, locale)
  const common = useT(locale)
  const query = useAtomValue(chargingAgreementsQueryAtom)
  const customer = useAtomValue(customerQueryAtom).data
  const [outcome, setOutcome] = useState<Outcome>(null)
  const go = (href: string) => (onNavigate ? onNavigate(href) : window.location.assign(href))

  let body: ReactNode
  if (outcome?.kind === "accepted") {
    body = (
      <div className="ise-charging__done" data-testid="charging-completed">
        <p className="ise-ui__alert ise-ui__alert--success" role="status">
          {t("charging.success")}
        </p>
        <p>{t("charging.successText", { contractNumber: outcome.contractNumber, startDate: toEstonianDate(outcome.startDate) })}</p>
        <a
          className="ise-ui__button"
          href="/esileht"
          onClick={(e) => {
            e.preventDefault()
            go("/esileht")
          }}
        >
          {t("charging.toFront")}
        </a>
      </div>
    )
  } else if (outcome?.kind === "rejected") {
    body = (
      <p className="ise-ui__alert ise-ui__alert--info" role="status" data-testid="charging-rejected">
        {t("charging.rejected")}
      </p>
    )
  } else if (query.isError) {
    body = <LoadError {...failureOf(query)!} testId="charging-error" />
  } else if (!query.data || !customer) {
    body = (
      <p role="status" className="ise-portal__loading">
        {common("common.loading")}
      </p>
    )
  } else {
    const offer = pendingChargingOffer(query.data)
    body = offer ? (
      <OfferForm
        key={`${customer.id}-${offer.id}`}
        t={t}
        locale={locale ?? null}
        offer={offer}
        customer={customer}
        today={today ?? tallinnDay(new Date())}
        renderPreview={renderPreview ?? ((p) => <FramePreviewModal {...p} />)}
        onAccepted={(startDate) => {
          setOutcome({ kind: "accepted", contractNumber: offer.contractNumber, startDate })
          onAccepted?.({ agreementId: offer.id, contractNumber: offer.contractNumber, startDate })
        }}
        onRejected={() => {
          setOutcome({ kind: "rejected" })
          onRejected?.({ agreementId: offer.id, contractNumber: offer.contractNumber })
        }}
      />
    ) : (
      <div className="ise-charging__none" data-testid="charging-none">
        <p>{t("charging.none")}</p>
        <a
          className="ise-ui__button ise-ui__button--secondary"
          href="/lepingud"
          onClick={(e) => {
            e.preventDefault()
            go("/lepingud")
          }}
        >
          {t("charging.toAgreements")}
        </a>
      </div>
    )
  }
  return (
    <div className="ise-charging__root">
      <Style css={uiCss} />
      <Style css={formCss} />
      <Style css={chargingCss} />
      {body}
    </div>
  )
}
