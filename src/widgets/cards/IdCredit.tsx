import { useAtomValue } from "jotai"
import { useId, useState } from "react"
import * as cardsCalls from "../../core/api/cards.calls"
import { formatMoney } from "../../core/i18n/numbers"
import {
  CARD_PIN_LENGTH,
  creditLimitRemainder,
  idCreditApplicationProblems,
  pinInput,
  seesIdCreditPromo,
  type IdCreditApplicationFields,
} from "../../core/rules/cards"
import { phoneChars } from "../../core/rules/validation"
import type { Locale } from "../../core/schemas/common"
import type { Customer, User } from "../../core/schemas/session"
import { currentUserQueryAtom, customerQueryAtom, useCallWrite, useLocale, useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { Field, FormModal } from "./FormModal"
import { uiCss } from "../ui/ui.css"
import { cardsCss } from "./cards.css"
import { idCreditMessages } from "./idCredit.messages"
import { Style } from "../element/Style"

/** Whether the signed-in user, acting for this customer, sees the promo and may apply (part 1 §2.3, §6). */
export const useSeesIdCreditPromo = (): boolean => {
  const user = useAtomValue(currentUserQueryAtom).data
  const customer = useAtomValue(customerQueryAtom).data
  return user != null && customer != null && seesIdCreditPromo(customer, user)
}

/** What the form starts with: the customer's contact data, the user's e-mail when the customer has none. */
const initialFields = (customer: Customer | undefined, user: User | undefined): IdCreditApplicationFields => ({
  email: customer?.email ?? user?.email ?? "",
  phone: phoneChars(customer?.mobileNumber ?? customer?.phone ?? ""),
  pinCode: "",
  address: customer?.address ?? "",
  city: customer?.city ?? "",
  county: customer?.county ?? "",
  zip: customer?.zip ?? "",
})

const fieldOrder: ReadonlyArray<keyof IdCreditApplicationFields> = ["email", "phone", "pinCode", "address", "city", "county", "zip"]

/**
 * The ID credit card application (part 2 §3, part 1 §2.3): e-mail, phone, PIN, address, city,
 * county, zip and the RFID sticker. On success the user's flag is cleared by the server (the promo
 * goes away) and a confirmation link is e-mailed.
 */
export function IdCreditApplicationModal({
  locale,
  onClose,
  onSent,
}: {
  locale?: Locale | null
  onClose: () => void
  onSent: (email: string) => void
}) {
  const t = useMessages(idCreditMessages, locale)
  const customer = useAtomValue(customerQueryAtom).data
  const user = useAtomValue(currentUserQueryAtom).data
  const [fields, setFields] = useState(() => initialFields(customer, user))
  const [includeRfidCard, setIncludeRfidCard] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  // The user's canRequestIdCredit is now false: the user reloads (the call's changes), the promo goes and the remainder may show.
  const application = useCallWrite(cardsCalls.idCreditApply, {
    message: (problem) => (problem.code === "NOT_ELIGIBLE_FOR_ID_CREDIT" ? t("idCredit.apply.notEligible") : t("idCredit.apply.failed")),
  })
  // Sent: the button stays off until the owner closes the modal.
  const [sent, setSent] = useState(false)
  const saving = application.pending || sent
  const problems = idCreditApplicationProblems(fields)
  const messageOf = (field: keyof IdCreditApplicationFields) => {
    const problem = submitted ? problems.find((p) => p.field === field)?.problem : undefined
    return problem && t(`idCredit.problem.${problem}`)
  }
  const set = (field: keyof IdCreditApplicationFields, value: string) => setFields((f) => ({ ...f, [field]: value }))

  const send = async () => {
    const email = fields.email.trim()
    const outcome = await application.run({
      body: {
        email,
        phone: fields.phone.trim(),
        pinCode: fields.pinCode,
        address: fields.address.trim(),
        city: fields.city.trim(),
        county: fields.county.trim(),
        zip: fields.zip.trim(),
        includeRfidCard,
      },
    })
    if (!outcome.ok) return
    setSent(true)
    onSent(email)
  }

  const input = (
    field: Exclude<keyof IdCreditApplicationFields, "pinCode">,
    extra: { type?: string; inputMode?: "tel" | "email" | "numeric"; autoComplete: string; maxLength: number },
  ) => (
    <Field label={t(`idCredit.field.${field}`)} error={messageOf(field)}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={field}
          value={fields[field]}
          type={extra.type ?? "text"}
          inputMode={extra.inputMode}
          autoComplete={extra.autoComplete}
          maxLength={extra.maxLength}
          required
          aria-invalid={Boolean(messageOf(field))}
          aria-describedby={describedBy}
          onChange={(e) => set(field, field === "phone" ? phoneChars(e.target.value) : e.target.value)}
        />
      )}
    </Field>
  )

  return (
    <FormModal
      title={t("idCredit.apply.title")}
      testId="id-credit-modal"
      formId="ise-id-credit-form"
      cancelText={t("idCredit.apply.cancel")}
      submitText={saving ? t("idCredit.apply.saving") : t("idCredit.apply.submit")}
      disabled={saving}
      locale={locale}
      onClose={onClose}
      onSubmit={(form) => {
        setSubmitted(true)
        if (problems.length === 0) return void send()
        // The first field with a message takes the focus.
        const first = fieldOrder.find((f) => problems.some((p) => p.field === f))
        form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
      }}
    >
      <Style css={cardsCss} />
      <p>{t("idCredit.apply.intro")}</p>
      {application.error && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {application.error}
        </p>
      )}
      {input("email", { type: "email", inputMode: "email", autoComplete: "email", maxLength: 254 })}
      {input("phone", { type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 16 })}
      <Field label={t("idCredit.field.pinCode")} error={messageOf("pinCode")}>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="pinCode"
            type="password"
            value={fields.pinCode}
            inputMode="numeric"
            autoComplete="off"
            maxLength={CARD_PIN_LENGTH}
            pattern="[0-9]{4}"
            required
            aria-invalid={Boolean(messageOf("pinCode"))}
            aria-describedby={describedBy}
            onChange={(e) => set("pinCode", pinInput(e.target.value))}
          />
        )}
      </Field>
      {input("address", { autoComplete: "street-address", maxLength: 200 })}
      {input("city", { autoComplete: "address-level2", maxLength: 100 })}
      {input("county", { autoComplete: "address-level1", maxLength: 100 })}
      {input("zip", { inputMode: "numeric", autoComplete: "postal-code", maxLength: 5 })}
      <label className="ise-cards__check">
        <input type="checkbox" checked={includeRfidCard} onChange={(e) => setIncludeRfidCard(e.target.checked)} />
        {t("idCredit.field.includeRfidCard")}
      </label>
    </FormModal>
  )
}

/** The ID credit card info modal of /kaardid; an eligible user may apply from it. */
export function IdCreditInfoModal({ locale, onClose, onApply }: { locale?: Locale | null; onClose: () => void; onApply?: () => void }) {
  const t = useMessages(idCreditMessages, locale)
  return (
    <Modal
      title={t("idCredit.info.title")}
      onClose={onClose}
      locale={locale}
      testId="id-credit-info-modal"
      footer={
        <>
          <button type="button" className={onApply ? "ise-ui__button ise-ui__button--secondary" : "ise-ui__button"} onClick={onClose}>
            {t("idCredit.info.close")}
          </button>
          {onApply && (
            <button type="button" className="ise-ui__button" onClick={onApply}>
              {t("idCredit.promo.apply")}
            </button>
          )}
        </>
      }
    >
      <p>{t("idCredit.info.text1")}</p>
      <p>{t("idCredit.info.text2")}</p>
      <p>{t("idCredit.info.text3")}</p>
    </Modal>
  )
}

export interface IdCreditPromoProps {
  readonly locale?: Locale | null
  /** After the application was sent (an element emits its event). */
  readonly onApplied?: (email: string) => void
}

/**
 * Front page "ID-kaart krediitkaardiks!" with "Taotle" (part 1 §2.3): only for persons whose user
 * has canRequestIdCredit. After an application it says where the link went instead.
 */
export function IdCreditPromo({ locale, onApplied }: IdCreditPromoProps) {
  const t = useMessages(idCreditMessages, locale)
  const sees = useSeesIdCreditPromo()
  const [open, setOpen] = useState<"apply" | "info" | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const titleId = useId()
  if (sentTo != null) {
    return (
      <section className="ise-cards__promo" data-testid="id-credit-sent">
        <Style css={uiCss + cardsCss + promoCss} />
        <p role="status" className="ise-cards__promo-done">
          {t("idCredit.apply.sent", { email: sentTo })}
        </p>
      </section>
    )
  }
  // The user reloads before the application tells it was sent: the promo stays until then.
  if (!sees && open !== "apply") return null
  return (
    <section className="ise-cards__promo" aria-labelledby={titleId} data-testid="id-credit-promo">
      <Style css={uiCss + cardsCss + promoCss} />
      <h2 id={titleId}>{t("idCredit.promo.title")}</h2>
      <p>{t("idCredit.promo.text")}</p>
      <div className="ise-cards__promo-actions">
        <button type="button" className="ise-ui__button" onClick={() => setOpen("apply")}>
          {t("idCredit.promo.apply")}
        </button>
        <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setOpen("info")}>
          {t("idCredit.promo.more")}
        </button>
      </div>
      {open === "info" && <IdCreditInfoModal locale={locale} onClose={() => setOpen(null)} onApply={() => setOpen("apply")} />}
      {open === "apply" && (
        <IdCreditApplicationModal
          locale={locale}
          onClose={() => setOpen(null)}
          onSent={(email) => {
            setOpen(null)
            setSentTo(email)
            onApplied?.(email)
          }}
        />
      )}
    </section>
  )
}

/** Front page credit limit remainder: hidden without a limit and for customers who see the promo (part 1 §2.3). */
export function CreditLimitRemainder({ locale }: { locale?: Locale | null }) {
  const t = useMessages(idCreditMessages, locale)
  const lang = useLocale(locale)
  const customer = useAtomValue(customerQueryAtom).data
  const user = useAtomValue(currentUserQueryAtom).data
  if (!customer || !user) return null
  const remainder = creditLimitRemainder(customer, seesIdCreditPromo(customer, user))
  if (remainder === undefined) return null
  return (
    <section className="ise-cards__promo" aria-label={t("idCredit.remainder.title")} data-testid="credit-limit-remainder">
      <Style css={uiCss + promoCss} />
      <h2>{t("idCredit.remainder.title")}</h2>
      <p className="ise-cards__promo-amount">{formatMoney(lang, remainder)}</p>
      <p className="ise-cards__promo-meta">
        {t("idCredit.remainder.detail", {
          limit: formatMoney(lang, customer.customerBalanceLimit ?? 0),
          used: formatMoney(lang, customer.creditUsed ?? 0),
        })}
      </p>
    </section>
  )
}

export const promoCss = `
.ise-cards__promo { align-self: start; background: var(--ise-surface); border: 1px solid var(--ise-border); border-radius: var(--ise-radius-large); padding: 20px; color: var(--ise-text); }
.ise-cards__promo h2 { font-size: 1.125rem; margin: 0 0 8px; }
.ise-cards__promo p { margin: 0 0 12px; }
.ise-cards__promo-actions { display: flex; flex-wrap: wrap; gap: 10px; }
.ise-cards__promo-amount { font-size: 1.75rem; font-weight: 700; color: var(--ise-brand-dark); }
.ise-cards__promo-meta { color: var(--ise-muted); font-size: .875rem; }
.ise-cards__promo-done { font-weight: 600; color: var(--ise-brand-dark); }
`
