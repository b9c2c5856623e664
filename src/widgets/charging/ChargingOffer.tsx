import { useAtomValue } from "jotai"
import { useState, type ReactNode } from "react"
import * as chargingCalls from "../../core/api/charging.calls"
import { errorCode, errorField } from "../../core/http/errors"
import { formatMoney, formatNumber } from "../../core/i18n/numbers"
import type { FeatureTranslate } from "../../core/i18n/translate"
import {
  chargingFileName,
  chargingPricingOf,
  chargingProblems,
  chargingStartWindow,
  offerText,
  pendingChargingOffer,
  type ChargingField,
  type ChargingFormFields,
  type ChargingProblem,
} from "../../core/rules/charging"
import { parseEstonianDate, toEstonianDate } from "../../core/rules/dateRanges"
import { phoneChars } from "../../core/rules/validation"
import { tallinnDay } from "../../core/rules/vat"
import type { ChargingAgreement } from "../../core/schemas/charging"
import type { Locale } from "../../core/schemas/common"
import type { Customer } from "../../core/schemas/session"
import { customerIdAtom, customerQueryAtom, getApi, reloadCall, runApi, useLocale, useMessages, useT } from "../session"
import { CheckField, Field } from "../ui/Field"
import { formCss } from "../ui/form.css"
import { LoadError, failureOf } from "../ui/LoadError"
import { Modal } from "../ui/Modal"
import { saveBlob } from "../ui/saveBlob"
import { FramePreviewModal, type PreviewProps } from "./FramePreviewModal"
import { uiCss } from "../ui/ui.css"
import { chargingCss } from "./charging.css"
import { chargingMessages } from "./charging.messages"
import { chargingAgreementsQueryAtom } from "./charging.queries"

type T = FeatureTranslate<keyof typeof chargingMessages.et>

/**
 * The message of a field the server refused (its rules are the form's; they differ only when the two
 * clocks disagree about today). Chosen by the field, never by the server's English message.
 */
const serverProblemOf = (field: string, startDate: string, today: string): { field: ChargingField; problem: ChargingProblem } | null => {
  switch (field) {
    case "email":
      return { field, problem: "EMAIL_INVALID" }
    case "phone":
      return { field, problem: "PHONE_INVALID" }
    case "address":
      return { field, problem: "REQUIRED" }
    case "startDate":
      return { field, problem: startDate <= today ? "START_BEFORE_TODAY" : "START_AFTER_END" }
    default:
      return null
  }
}

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
      <style>{uiCss}</style>
      <style>{formCss}</style>
      <style>{chargingCss}</style>
      {body}
    </div>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ise-charging__dl-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Option({ name, kind, description }: { name: string; kind?: string | undefined; description?: string | null | undefined }) {
  return (
    <>
      <span className="ise-charging__dl-value">{name}</span>
      {kind && <span className="ise-charging__tag">{kind}</span>}
      {description && <span className="ise-charging__dl-note">{description}</span>}
    </>
  )
}

/** The offer's facts, every pricing line, then the form. */
function OfferForm({
  t,
  locale,
  offer,
  customer,
  today,
  onAccepted,
  onRejected,
  renderPreview,
}: {
  renderPreview: (props: PreviewProps) => ReactNode
  t: T
  locale: Locale | null
  offer: ChargingAgreement
  customer: Customer
  today: string
  onAccepted: (startDate: string) => void
  onRejected: () => void
}) {
  const lang = useLocale(locale)
  const customerId = useAtomValue(customerIdAtom)
  const window_ = chargingStartWindow(today, offer.endDate)
  const [email, setEmail] = useState(customer.email ?? "")
  const [phone, setPhone] = useState(phoneChars(customer.phone ?? customer.mobileNumber ?? ""))
  const [address, setAddress] = useState([customer.address, customer.city].filter(Boolean).join(", "))
  const [startText, setStartText] = useState(toEstonianDate(today))
  const [terms, setTerms] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState<"accept" | "reject" | null>(null)
  const [failure, setFailure] = useState<"failed" | "decided" | null>(null)
  const [serverProblem, setServerProblem] = useState<{ field: ChargingField; problem: ChargingProblem } | null>(null)
  const [modal, setModal] = useState<"preview" | "decline" | null>(null)
  const [downloadFailed, setDownloadFailed] = useState(false)

  const startDate = startText.trim() === "" ? "" : (parseEstonianDate(startText) ?? startText.trim())
  const fields: ChargingFormFields = { email, phone, address, startDate, termsAccepted: terms }
  const problems = chargingProblems(fields, today, offer.endDate)
  const messageOf = (field: ChargingField): string | undefined => {
    const problem = submitted ? problems.find((p) => p.field === field)?.problem : undefined
    if (problem) return t(`charging.problem.${problem}`)
    return serverProblem?.field === field ? t(`charging.problem.${serverProblem.problem}`) : undefined
  }
  const touched = () => {
    setServerProblem(null)
    setFailure(null)
  }
  // The preview shows what is typed so far: only values that pass their rule are sent.
  const previewQuery = () => ({
    ...(problems.some((p) => p.field === "startDate") ? {} : { startDate }),
    ...(problems.some((p) => p.field === "email") ? {} : { email: email.trim() }),
    ...(problems.some((p) => p.field === "phone") ? {} : { phone: phone.trim() }),
    ...(problems.some((p) => p.field === "address") ? {} : { address: address.trim() }),
  })
  const params = { customerId: customerId ?? customer.id, id: offer.id }
  const fetchPreview = () => runApi(getApi().request(chargingCalls.chargingAgreementPreview, { params, query: previewQuery() }))
  const download = async () => {
    setDownloadFailed(false)
    try {
      const blob = await runApi(getApi().request(chargingCalls.chargingAgreementDownload, { params, query: previewQuery() }))
      saveBlob(blob, chargingFileName(offer.contractNumber))
    } catch (error) {
      // Part 3 §8: PDF download failures are logged; the page says it did not work.
      console.warn("[charging download]", error)
      setDownloadFailed(true)
    }
  }

  const refused = (error: unknown) => {
    const code = errorCode(error)
    if (code === "OFFER_NOT_PENDING") {
      setFailure("decided")
      void reloadCall(chargingCalls.chargingAgreements, params.customerId)
      return
    }
    const field = errorField(error)
    if (code === "VALIDATION" && field) setServerProblem(serverProblemOf(field, startDate, today))
    setFailure("failed")
  }

  const accept = async () => {
    setBusy("accept")
    setFailure(null)
    try {
      await runApi(
        getApi().request(chargingCalls.chargingOfferAccept, {
          params,
          body: {
            customerId: params.customerId,
            contactPersonId: customer.contactId,
            startDate,
            email: email.trim(),
            phone: phone.trim(),
            address: address.trim(),
            city: customer.city ?? null,
            zip: customer.zip ?? null,
            county: customer.county ?? null,
          },
        }),
      )
      onAccepted(startDate)
      void reloadCall(chargingCalls.chargingAgreements, params.customerId)
    } catch (error) {
      refused(error)
    } finally {
      setBusy(null)
    }
  }

  const reject = async () => {
    setBusy("reject")
    setFailure(null)
    try {
      await runApi(getApi().request(chargingCalls.chargingOfferReject, { params }))
      setModal(null)
      onRejected()
      void reloadCall(chargingCalls.chargingAgreements, params.customerId)
    } catch (error) {
      setModal(null)
      refused(error)
    } finally {
      setBusy(null)
    }
  }

  const money = (v: number) => formatMoney(lang, v)
  const optionTexts = (option: {
    name: string
    description?: string | null
    nameEn?: string | null
    nameRu?: string | null
    descriptionEn?: string | null
    descriptionRu?: string | null
  }) => ({
    name: offerText(lang, option.name, option.nameEn, option.nameRu) ?? option.name,
    description: offerText(lang, option.description, option.descriptionEn, option.descriptionRu),
  })
  const termsText = offer.termsAndConditions
    ? offerText(
        lang,
        offer.termsAndConditions.confirmationText,
        offer.termsAndConditions.confirmationTextEn,
        offer.termsAndConditions.confirmationTextRu,
      )
    : null
  const pricing = chargingPricingOf(offer)
  const o = offer
  return (
    <div className="ise-charging__layout">
      <p className="ise-charging__lead">{t("charging.lead", { contractNumber: o.contractNumber })}</p>
      <section className="ise-charging__card" aria-labelledby="chg-offer">
        <h2 id="chg-offer">{t("charging.offer")}</h2>
        <dl className="ise-charging__dl">
          {o.serviceOption && (
            <Row label={t("charging.service")}>
              <Option {...optionTexts(o.serviceOption)} />
            </Row>
          )}
          {o.purchaseOption && (
            <Row label={t("charging.purchase")}>
              <Option {...optionTexts(o.purchaseOption)} kind={t(`charging.ownership.${o.purchaseOption.type}`)} />
            </Row>
          )}
          {o.thirdPartyCompensationOption && (
            <Row label={t("charging.compensation")}>
              <Option
                {...optionTexts(o.thirdPartyCompensationOption)}
                kind={t(`charging.pricingKind.${o.thirdPartyCompensationOption.type}`)}
              />
            </Row>
          )}
          {o.contractPeriod && (
            <Row label={t("charging.period")}>
              {offerText(lang, o.contractPeriod.name, o.contractPeriod.nameEn, o.contractPeriod.nameRu)}
            </Row>
          )}
          {o.address && <Row label={t("charging.address")}>{o.address}</Row>}
          {o.meteringPoint && <Row label={t("charging.meteringPoint")}>{o.meteringPoint}</Row>}
          {o.advancePaymentEuros != null && <Row label={t("charging.advance")}>{money(o.advancePaymentEuros)}</Row>}
          {o.simCardCount != null && (
            <Row label={t("charging.simCards")}>
              {o.simCardPaymentType === "YEARLY" || o.simCardPaymentType === "QUARTERLY" || o.simCardPaymentType === "MONTHLY"
                ? t("charging.simCardsValue", { count: o.simCardCount, period: t(`charging.billing.${o.simCardPaymentType}`) })
                : t("charging.count", { count: o.simCardCount })}
            </Row>
          )}
          {o.rfidPaymentCardCount != null && (
            <Row label={t("charging.rfidCards")}>{t("charging.count", { count: o.rfidPaymentCardCount })}</Row>
          )}
          {o.endDate && <Row label={t("charging.endDate")}>{toEstonianDate(o.endDate)}</Row>}
        </dl>
      </section>

      {pricing.length > 0 && (
        <section className="ise-charging__card" aria-labelledby="chg-prices">
          <h2 id="chg-prices">{t("charging.prices")}</h2>
          <dl className="ise-charging__dl ise-charging__dl--prices" data-testid="charging-prices">
            {pricing.map((line) => (
              <Row key={line.key} label={t(`charging.price.${line.key}`)}>
                <span className="ise-charging__price">
                  {line.unit === "EUROS" ? money(line.value) : t("charging.centsKwh", { value: formatNumber(lang, line.value, 2) })}
                </span>
              </Row>
            ))}
          </dl>
        </section>
      )}

      <section className="ise-charging__card" aria-labelledby="chg-form">
        <h2 id="chg-form">{t("charging.form")}</h2>
        <form
          className="ise-ui__form"
          noValidate
          aria-busy={busy !== null}
          onSubmit={(e) => {
            e.preventDefault()
            setSubmitted(true)
            if (problems.length === 0 && busy === null) void accept()
          }}
        >
          <Field label={t("charging.name")}>{({ id }) => <input id={id} value={customer.name} readOnly />}</Field>
          <Field label={t("charging.registryNumber")}>{({ id }) => <input id={id} value={customer.registryNumber ?? ""} readOnly />}</Field>
          <Field label={t("charging.email")} error={messageOf("email")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="email"
                autoComplete="email"
                maxLength={254}
                aria-required
                value={email}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => {
                  setEmail(e.target.value)
                  touched()
                }}
              />
            )}
          </Field>
          <Field label={t("charging.phone")} error={messageOf("phone")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={20}
                aria-required
                value={phone}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => {
                  setPhone(phoneChars(e.target.value))
                  touched()
                }}
              />
            )}
          </Field>
          <Field label={t("charging.contactAddress")} error={messageOf("address")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                autoComplete="street-address"
                maxLength={200}
                aria-required
                value={address}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => {
                  setAddress(e.target.value)
                  touched()
                }}
              />
            )}
          </Field>
          <Field label={t("charging.startDate")} hint={t("charging.dateHint")} error={messageOf("startDate")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                aria-required
                data-min={window_.min}
                data-max={window_.max ?? undefined}
                value={startText}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => {
                  setStartText(e.target.value)
                  touched()
                }}
              />
            )}
          </Field>
          <div className="ise-charging__terms">
            <h3>{t("charging.terms")}</h3>
            {o.endDate && (
              <p className="ise-charging__dl-note">
                {t("charging.endDate")}: {toEstonianDate(o.endDate)}
              </p>
            )}
            <CheckField
              label={termsText ?? t("charging.termsFallback")}
              checked={terms}
              error={messageOf("termsAccepted")}
              onChange={(v) => {
                setTerms(v)
                touched()
              }}
            />
          </div>
          {failure && (
            <p className="ise-ui__alert ise-ui__alert--error" role="alert">
              {failure === "decided" ? t("charging.decided") : t("charging.failed")}
            </p>
          )}
          {downloadFailed && (
            <p className="ise-ui__alert ise-ui__alert--error" role="alert">
              {t("charging.downloadFailed")}
            </p>
          )}
          <div className="ise-ui__form-actions">
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setModal("preview")}>
              {t("charging.preview")}
            </button>
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => void download()}>
              {t("charging.download")}
            </button>
          </div>
          <div className="ise-ui__form-actions">
            <button type="submit" className="ise-ui__button" disabled={busy !== null}>
              {busy === "accept" && <span className="ise-ui__spinner" aria-hidden="true" />}
              {busy === "accept" ? t("charging.saving") : t("charging.confirm")}
            </button>
            <button
              type="button"
              className="ise-ui__button ise-ui__button--secondary ise-charging__decline"
              disabled={busy !== null}
              onClick={() => setModal("decline")}
            >
              {t("charging.decline")}
            </button>
          </div>
        </form>
      </section>

      {modal === "preview" &&
        renderPreview({
          title: t("charging.previewTitle", { contractNumber: o.contractNumber }),
          fetchFile: fetchPreview,
          fileName: chargingFileName(o.contractNumber),
          locale,
          onClose: () => setModal(null),
        })}
      {modal === "decline" && (
        <Modal
          title={t("charging.declineTitle")}
          locale={locale}
          testId="charging-decline"
          onClose={() => busy === null && setModal(null)}
          footer={
            <div className="ise-ui__form-actions">
              <button
                type="button"
                className="ise-ui__button ise-charging__decline-confirm"
                disabled={busy !== null}
                onClick={() => void reject()}
              >
                {busy === "reject" && <span className="ise-ui__spinner" aria-hidden="true" />}
                {busy === "reject" ? t("charging.saving") : t("charging.declineConfirm")}
              </button>
              <button
                type="button"
                className="ise-ui__button ise-ui__button--secondary"
                disabled={busy !== null}
                onClick={() => setModal(null)}
              >
                {t("charging.declineCancel")}
              </button>
            </div>
          }
        >
          <p>{t("charging.declineText", { contractNumber: o.contractNumber })}</p>
        </Modal>
      )}
    </div>
  )
}
