import type { InputHTMLAttributes } from "react"
import { chargingStartWindow, offerText, type ChargingField } from "../../core/rules/charging"
import { toEstonianDate } from "../../core/rules/dateRanges"
import type { ChargingAgreement } from "../../core/schemas/charging"
import type { Locale } from "../../core/schemas/common"
import type { Customer } from "../../core/schemas/session"
import { useLocale } from "../session"
import { CheckField, Field } from "../ui/Field"
import { Modal } from "../ui/Modal"
import type { ChargingEvent, ChargingFormState, ChargingTextField } from "./charging.state"
import type { T } from "./OfferFacts"

/** Each contact input once: its label, its attributes. */
const contactInputs: Record<
  "email" | "phone" | "address",
  { label: "charging.email" | "charging.phone" | "charging.contactAddress"; input: InputHTMLAttributes<HTMLInputElement> }
> = {
  email: { label: "charging.email", input: { type: "email", autoComplete: "email", maxLength: 254 } },
  phone: { label: "charging.phone", input: { type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 20 } },
  address: { label: "charging.contactAddress", input: { autoComplete: "street-address", maxLength: 200 } },
}

interface OfferFieldsProps {
  readonly t: T
  readonly locale: Locale | null
  readonly offer: ChargingAgreement
  readonly customer: Customer
  readonly today: string
  readonly form: ChargingFormState
  readonly onEdit: (event: ChargingEvent) => void
  /** A field's message: the form's rule after "Kinnita leping", else the server's refusal. */
  readonly messageOf: (field: ChargingField) => string | undefined
}

/** The form's fields: name and registry code read-only, the contact details, the start date and the terms. */
export function OfferFields({ t, locale, offer, customer, today, form, onEdit, messageOf }: OfferFieldsProps) {
  const lang = useLocale(locale)
  const window_ = chargingStartWindow(today, offer.endDate)
  const terms = offer.termsAndConditions
  const termsText = terms ? offerText(lang, terms.confirmationText, terms.confirmationTextEn, terms.confirmationTextRu) : null
  const typed = (field: ChargingTextField) => (e: { target: { value: string } }) =>
    onEdit({ type: "fieldTyped", field, value: e.target.value })
  return (
    <>
      <Field label={t("charging.name")}>{({ id }) => <input id={id} value={customer.name} readOnly />}</Field>
      <Field label={t("charging.registryNumber")}>{({ id }) => <input id={id} value={customer.registryNumber ?? ""} readOnly />}</Field>
      {(["email", "phone", "address"] as const).map((name) => (
        <Field key={name} label={t(contactInputs[name].label)} error={messageOf(name)}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              {...contactInputs[name].input}
              aria-required
              value={form[name]}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={typed(name)}
            />
          )}
        </Field>
      ))}
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
            value={form.startText}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={typed("startText")}
          />
        )}
      </Field>
      <div className="ise-charging__terms">
        <h3>{t("charging.terms")}</h3>
        {offer.endDate && (
          <p className="ise-charging__dl-note">
            {t("charging.endDate")}: {toEstonianDate(offer.endDate)}
          </p>
        )}
        <CheckField
          label={termsText ?? t("charging.termsFallback")}
          checked={form.terms}
          error={messageOf("termsAccepted")}
          onChange={(accepted) => onEdit({ type: "termsTicked", accepted })}
        />
      </div>
    </>
  )
}

/** "Keeldu pakkumusest": the question, then the decline or back. */
export function DeclineDialog({
  t,
  locale,
  contractNumber,
  busy,
  onDecline,
  onClose,
}: {
  t: T
  locale: Locale | null
  contractNumber: string
  busy: "accept" | "reject" | null
  onDecline: () => void
  onClose: () => void
}) {
  return (
    <Modal
      title={t("charging.declineTitle")}
      locale={locale}
      testId="charging-decline"
      onClose={() => busy === null && onClose()}
      footer={
        <div className="ise-ui__form-actions">
          <button type="button" className="ise-ui__button ise-charging__decline-confirm" disabled={busy !== null} onClick={onDecline}>
            {busy === "reject" && <span className="ise-ui__spinner" aria-hidden="true" />}
            {busy === "reject" ? t("charging.saving") : t("charging.declineConfirm")}
          </button>
          <button type="button" className="ise-ui__button ise-ui__button--secondary" disabled={busy !== null} onClick={onClose}>
            {t("charging.declineCancel")}
          </button>
        </div>
      }
    >
      <p>{t("charging.declineText", { contractNumber })}</p>
    </Modal>
  )
}
