import { useAtomValue } from "jotai"
import { useState } from "react"
import * as cardsCalls from "../../core/api/cards.calls"
import type { ErrorCode } from "../../core/api/errors"
import {
  CARD_REQUEST_CLOSE_DELAY_MS,
  limitChangeProblem,
  newCardProblems,
  parseCardLimit,
  type CardFieldProblem,
  type NewCardFields,
} from "../../core/rules/cards"
import { CardCategories, type Card, type CardCategory, type CardType } from "../../core/schemas/cards"
import { formatMoney } from "../../core/i18n/numbers"
import { customerIdAtom, customerQueryAtom, useCallWrite, useLocale, useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { Field, FormModal } from "./FormModal"
import { showToast } from "../ui/Toast"
import { cardsMessages } from "./cards.messages"
import { staffedStationsQueryAtom } from "./cards.queries"

type Translate = ReturnType<typeof useMessages<keyof typeof cardsMessages.et & string>>

/** Codes a card change may answer that the user is told about ('Viga: ' and the reason). */
const explainedCodes = ["NOTHING_CHANGED", "NOT_AN_ID_CARD", "LIMIT_ABOVE_CREDIT", "PIN_TOO_SIMPLE", "NOT_FOUND", "VALIDATION"] as const

/** Part 2 §8: 'Viga: ' with the reason the server's code names, else the general save error. Never the server's English text. */
const changeErrorText = (t: Translate, code: ErrorCode | undefined): string => {
  const explained = explainedCodes.find((c) => c === code)
  return explained ? t("cards.errorWith", { reason: t(`cards.reason.${explained}`) }) : t("cards.saveFailed")
}

/** The field message of a problem; an unknown pickup location cannot be chosen, so it reads as missing. */
const problemText = (t: Translate, problem: CardFieldProblem | undefined): string | undefined => {
  if (problem === undefined) return undefined
  if (problem === "INVALID_NUMBER" || problem === "CATEGORY_MISSING") return t(`cards.problem.${problem}`)
  return t("cards.problem.REQUIRED")
}

/** What the new card form holds as typed. */
interface NewCardForm {
  readonly cardName: string
  readonly pickupLocation: string
  readonly limitText: string
  readonly cardCategory: CardCategory | ""
}

const emptyNewCard: NewCardForm = { cardName: "", pickupLocation: "", limitText: "", cardCategory: "" }

/** New payment or discount card: the form, then the confirmation, then the request (part 2 §4, §5). */
export function NewCardModal({ cardType, onClose, onSaved }: { cardType: CardType; onClose: () => void; onSaved?: () => void }) {
  const t = useMessages(cardsMessages)
  const customerId = useAtomValue(customerIdAtom)
  const customer = useAtomValue(customerQueryAtom).data
  const stations = useAtomValue(staffedStationsQueryAtom).data ?? []
  const [form, setForm] = useState<NewCardForm>(emptyNewCard)
  const [submitted, setSubmitted] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // Sent: the form stays on screen, its button off, until the modal closes.
  const [sent, setSent] = useState(false)
  const request = useCallWrite(cardsCalls.cardRequest, {
    message: () => t("cards.saveFailed"),
    onSuccess: () => {
      setSent(true)
      showToast(t("cards.requestSent"), { kind: "success" })
      onSaved?.()
      setTimeout(onClose, CARD_REQUEST_CLOSE_DELAY_MS)
    },
  })
  const saving = request.pending || sent
  const isPayment = cardType === "PAYMENT_CARD"

  const fields: NewCardFields = {
    cardType,
    cardName: form.cardName,
    pickupLocation: form.pickupLocation,
    monthlyLimit: isPayment ? parseCardLimit(form.limitText) : null,
    cardCategory: isPayment ? form.cardCategory || null : null,
  }
  // The customer's credit limit is the highest monthly limit a new card may have (LIMIT_ABOVE_CREDIT).
  const creditLimit = useAtomValue(customerQueryAtom).data?.customerBalanceLimit ?? null
  const locale = useLocale()
  const problems = newCardProblems(
    fields,
    stations.map((s) => s.name),
    creditLimit,
  )
  // Messages appear once the user has tried to send, then follow every edit.
  const messageOf = (field: keyof NewCardFields) => {
    const problem = submitted ? problems.find((p) => p.field === field)?.problem : undefined
    if (problem === "LIMIT_ABOVE_CREDIT") return t("cards.problem.LIMIT_ABOVE_CREDIT", { max: formatMoney(locale, creditLimit ?? 0) })
    return problemText(t, problem)
  }

  const send = async () => {
    if (customerId == null || !customer) return
    await request.run({
      body: {
        cardType,
        cardName: form.cardName.trim(),
        pickupLocation: form.pickupLocation,
        customerId,
        customerContactId: customer.contactId,
        ...(isPayment && fields.monthlyLimit != null ? { monthlyLimit: fields.monthlyLimit } : {}),
        ...(isPayment && fields.cardCategory ? { cardCategory: fields.cardCategory } : {}),
      },
    })
    setConfirming(false)
  }

  return (
    <FormModal
      title={t(`cards.new.title.${cardType}`)}
      testId="new-card-modal"
      formId="ise-new-card-form"
      cancelText={t("cards.cancel")}
      submitText={t("cards.submit")}
      disabled={saving}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true)
        if (problems.length === 0) setConfirming(true)
      }}
      after={confirming && <ConfirmRequestModal saving={saving} onCancel={() => setConfirming(false)} onSend={() => void send()} />}
    >
      {errorAlert(request.error)}
      <NewCardInputs
        form={form}
        set={(patch) => setForm((f) => ({ ...f, ...patch }))}
        isPayment={isPayment}
        stations={stations.map((s) => s.name)}
        messageOf={messageOf}
      />
    </FormModal>
  )
}

/** "Are you sure?" before a card request is sent. */
function ConfirmRequestModal({ saving, onCancel, onSend }: { saving: boolean; onCancel: () => void; onSend: () => void }) {
  const t = useMessages(cardsMessages)
  return (
    <Modal
      title={t("cards.confirm.title")}
      onClose={onCancel}
      testId="confirm-card-request"
      footer={
        <>
          <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={onCancel}>
            {t("cards.cancel")}
          </button>
          <button type="button" className="ise-ui__button" disabled={saving} onClick={onSend}>
            {t("cards.confirm.send")}
          </button>
        </>
      }
    >
      <p>{t("cards.confirm.text")}</p>
    </Modal>
  )
}

/** The new card's name and pickup location; a payment card's limit and category too. */
function NewCardInputs({
  form,
  set,
  isPayment,
  stations,
  messageOf,
}: {
  form: NewCardForm
  set: (patch: Partial<NewCardForm>) => void
  isPayment: boolean
  stations: ReadonlyArray<string>
  messageOf: (field: keyof NewCardFields) => string | undefined
}) {
  const t = useMessages(cardsMessages)
  return (
    <>
      <Field label={t("cards.field.name")} error={messageOf("cardName")}>
        {({ id, describedBy }) => (
          <input
            id={id}
            value={form.cardName}
            maxLength={50}
            required
            aria-invalid={Boolean(messageOf("cardName"))}
            aria-describedby={describedBy}
            onChange={(e) => set({ cardName: e.target.value })}
          />
        )}
      </Field>
      <Field label={t("cards.field.pickup")} error={messageOf("pickupLocation")}>
        {({ id, describedBy }) => (
          <select
            id={id}
            value={form.pickupLocation}
            required
            aria-invalid={Boolean(messageOf("pickupLocation"))}
            aria-describedby={describedBy}
            onChange={(e) => set({ pickupLocation: e.target.value })}
          >
            <option value="">{t("cards.field.pickupChoose")}</option>
            {stations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {isPayment && (
        <>
          <Field label={t("cards.field.limit")} hint={t("cards.field.limitHint")} error={messageOf("monthlyLimit")}>
            {({ id, describedBy }) => (
              <input
                id={id}
                value={form.limitText}
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={Boolean(messageOf("monthlyLimit"))}
                aria-describedby={describedBy}
                onChange={(e) => set({ limitText: e.target.value })}
              />
            )}
          </Field>
          <Field label={t("cards.field.category")} error={messageOf("cardCategory")}>
            {({ id, describedBy }) => (
              <select
                id={id}
                value={form.cardCategory}
                required
                aria-invalid={Boolean(messageOf("cardCategory"))}
                aria-describedby={describedBy}
                onChange={(e) => set({ cardCategory: e.target.value as CardCategory | "" })}
              >
                <option value="">{t("cards.field.categoryChoose")}</option>
                {CardCategories.map((c) => (
                  <option key={c} value={c}>
                    {t(`cards.category.${c}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
    </>
  )
}

/**
 * A card change: 'Viga: ' and the reason on a refusal; on success the toast, the owner told and the
 * modal closed. Every card list of the customer (the limits warning too) reloads: the call's `changes`.
 */
export const useCardChange = <C extends typeof cardsCalls.cardLimitChange | typeof cardsCalls.cardPinChange>(
  call: C,
  done: string,
  onClose: () => void,
  onSaved?: () => void,
) => {
  const t = useMessages(cardsMessages)
  return useCallWrite(call, {
    message: (problem) => changeErrorText(t, problem.code),
    onSuccess: () => {
      showToast(done, { kind: "success" })
      onSaved?.()
      onClose()
    },
  })
}

export const errorAlert = (error: string | null) =>
  error && (
    <p className="ise-ui__alert ise-ui__alert--error" role="alert">
      {error}
    </p>
  )

/** Limit and block of a card that is not an ID card (part 2 §4, §5 "Change card"). */
export function ChangeCardModal({ card, onClose, onSaved }: { card: Card; onClose: () => void; onSaved?: () => void }) {
  const t = useMessages(cardsMessages)
  // As a person types it: a comma, and cents only when there are some.
  const limit = card.monthlyLimit
  const initialLimitText = limit == null ? "" : Number.isInteger(limit) ? String(limit) : limit.toFixed(2).replace(".", ",")
  const [limitText, setLimitText] = useState(initialLimitText)
  const [isBlocked, setIsBlocked] = useState(card.isBlockedCard)
  const change = useCardChange(cardsCalls.cardLimitChange, t("cards.change.saved"), onClose, onSaved)
  const hasLimit = card.cardType === "PAYMENT_CARD"
  const newLimit = parseCardLimit(limitText)
  const limitInvalid = newLimit === undefined
  const limitChanged = hasLimit && !limitInvalid && newLimit !== (card.monthlyLimit ?? null)
  // The customer's credit limit is the highest monthly limit (LIMIT_ABOVE_CREDIT); the field says it.
  const creditLimit = useAtomValue(customerQueryAtom).data?.customerBalanceLimit ?? null
  const locale = useLocale()
  const max = creditLimit == null ? undefined : formatMoney(locale, creditLimit)
  const problem = limitChangeProblem(
    { cardType: card.cardType, isEidCard: card.isEidCard, isBlockedCard: card.isBlockedCard, monthlyLimit: card.monthlyLimit ?? null },
    { isBlocked, ...(limitChanged ? { newLimit } : {}) },
    creditLimit,
  )
  const limitError = limitInvalid
    ? t("cards.problem.INVALID_NUMBER")
    : problem === "LIMIT_ABOVE_CREDIT"
      ? t("cards.problem.LIMIT_ABOVE_CREDIT", { max: max ?? "" })
      : undefined

  return (
    <FormModal
      title={t("cards.change.title", { number: card.remoteCardId })}
      testId="change-card-modal"
      formId="ise-change-card-form"
      cancelText={t("cards.cancel")}
      submitText={t("cards.change.save")}
      disabled={change.pending || limitInvalid || problem !== undefined}
      onClose={onClose}
      onSubmit={() => {
        if (limitInvalid || problem !== undefined) return
        void change.run({ body: { remoteCardId: card.remoteCardId, isBlocked, ...(limitChanged ? { newLimit } : {}) } })
      }}
    >
      {errorAlert(change.error)}
      {hasLimit && (
        <Field
          label={t("cards.change.limit")}
          hint={max === undefined ? t("cards.field.limitHint") : t("cards.change.limitMax", { max })}
          error={limitError}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              value={limitText}
              inputMode="decimal"
              autoComplete="off"
              disabled={isBlocked}
              aria-invalid={limitError !== undefined}
              aria-describedby={describedBy}
              onChange={(e) => setLimitText(e.target.value)}
            />
          )}
        </Field>
      )}
      <label className="ise-cards__check">
        <input
          type="checkbox"
          checked={isBlocked}
          onChange={(e) => {
            // Blocking clears a limit edit: a blocked card keeps its limit.
            if (e.target.checked) setLimitText(initialLimitText)
            setIsBlocked(e.target.checked)
          }}
        />
        {t("cards.change.block")}
      </label>
    </FormModal>
  )
}
