import { useAtomValue } from "jotai"
import { useState } from "react"
import * as cardsCalls from "../../core/api/cards.calls"
import { errorCode } from "../../core/http/errors"
import {
  CARD_PIN_LENGTH,
  CARD_REQUEST_CLOSE_DELAY_MS,
  isCardPin,
  limitChangeProblem,
  newCardProblems,
  parseCardLimit,
  pinInput,
  type CardFieldProblem,
  type NewCardFields,
} from "../../core/rules/cards"
import { CardCategories, type Card, type CardCategory, type CardType } from "../../core/schemas/cards"
import { customerIdAtom, customerQueryAtom, getApi, reloadCall, runApi, useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { Field, FormModal } from "./FormModal"
import { showToast } from "../ui/Toast"
import { cardsMessages } from "./cards.messages"
import { staffedStationsQueryAtom } from "./cards.queries"

type Translate = ReturnType<typeof useMessages<keyof typeof cardsMessages.et & string>>

/** Codes a card change may answer that the user is told about ('Viga: ' and the reason). */
const explainedCodes = ["NOTHING_CHANGED", "NOT_AN_ID_CARD", "NOT_FOUND", "VALIDATION"] as const

/** Part 2 §8: 'Viga: ' with the reason the server's code names, else the general save error. Never the server's English text. */
const changeErrorText = (t: Translate, error: unknown): string => {
  const code = errorCode(error)
  const explained = explainedCodes.find((c) => c === code)
  return explained ? t("cards.errorWith", { reason: t(`cards.reason.${explained}`) }) : t("cards.saveFailed")
}

/** The field message of a problem; an unknown pickup location cannot be chosen, so it reads as missing. */
const problemText = (t: Translate, problem: CardFieldProblem | undefined): string | undefined => {
  if (problem === undefined) return undefined
  if (problem === "INVALID_NUMBER" || problem === "CATEGORY_MISSING") return t(`cards.problem.${problem}`)
  return t("cards.problem.REQUIRED")
}

/** New payment or discount card: the form, then the confirmation, then the request (part 2 §4, §5). */
export function NewCardModal({ cardType, onClose, onSaved }: { cardType: CardType; onClose: () => void; onSaved?: () => void }) {
  const t = useMessages(cardsMessages)
  const customerId = useAtomValue(customerIdAtom)
  const customer = useAtomValue(customerQueryAtom).data
  const stations = useAtomValue(staffedStationsQueryAtom).data ?? []
  const [cardName, setCardName] = useState("")
  const [pickupLocation, setPickupLocation] = useState("")
  const [limitText, setLimitText] = useState("")
  const [cardCategory, setCardCategory] = useState<CardCategory | "">("")
  const [submitted, setSubmitted] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const isPayment = cardType === "PAYMENT_CARD"

  const fields: NewCardFields = {
    cardType,
    cardName,
    pickupLocation,
    monthlyLimit: isPayment ? parseCardLimit(limitText) : null,
    cardCategory: isPayment ? cardCategory || null : null,
  }
  const problems = newCardProblems(
    fields,
    stations.map((s) => s.name),
  )
  // Messages appear once the user has tried to send, then follow every edit.
  const messageOf = (field: keyof NewCardFields) =>
    submitted ? problemText(t, problems.find((p) => p.field === field)?.problem) : undefined

  const send = async () => {
    if (customerId == null || !customer) return
    setSaving(true)
    setFailed(false)
    try {
      await runApi(
        getApi().request(cardsCalls.cardRequest, {
          params: { customerId },
          body: {
            cardType,
            cardName: cardName.trim(),
            pickupLocation,
            customerId,
            customerContactId: customer.contactId,
            ...(isPayment && fields.monthlyLimit != null ? { monthlyLimit: fields.monthlyLimit } : {}),
            ...(isPayment && fields.cardCategory ? { cardCategory: fields.cardCategory } : {}),
          },
        }),
      )
      setConfirming(false)
      showToast(t("cards.requestSent"), { kind: "success" })
      onSaved?.()
      setTimeout(onClose, CARD_REQUEST_CLOSE_DELAY_MS)
    } catch (e) {
      console.warn("[cards] request failed", e)
      setConfirming(false)
      setSaving(false)
      setFailed(true)
    }
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
      after={
        confirming && (
          <Modal
            title={t("cards.confirm.title")}
            onClose={() => setConfirming(false)}
            testId="confirm-card-request"
            footer={
              <>
                <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setConfirming(false)}>
                  {t("cards.cancel")}
                </button>
                <button type="button" className="ise-ui__button" disabled={saving} onClick={() => void send()}>
                  {t("cards.confirm.send")}
                </button>
              </>
            }
          >
            <p>{t("cards.confirm.text")}</p>
          </Modal>
        )
      }
    >
      {failed && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {t("cards.saveFailed")}
        </p>
      )}
      <Field label={t("cards.field.name")} error={messageOf("cardName")}>
        {({ id, describedBy }) => (
          <input
            id={id}
            value={cardName}
            maxLength={50}
            required
            aria-invalid={Boolean(messageOf("cardName"))}
            aria-describedby={describedBy}
            onChange={(e) => setCardName(e.target.value)}
          />
        )}
      </Field>
      <Field label={t("cards.field.pickup")} error={messageOf("pickupLocation")}>
        {({ id, describedBy }) => (
          <select
            id={id}
            value={pickupLocation}
            required
            aria-invalid={Boolean(messageOf("pickupLocation"))}
            aria-describedby={describedBy}
            onChange={(e) => setPickupLocation(e.target.value)}
          >
            <option value="">{t("cards.field.pickupChoose")}</option>
            {stations.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
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
                value={limitText}
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={Boolean(messageOf("monthlyLimit"))}
                aria-describedby={describedBy}
                onChange={(e) => setLimitText(e.target.value)}
              />
            )}
          </Field>
          <Field label={t("cards.field.category")} error={messageOf("cardCategory")}>
            {({ id, describedBy }) => (
              <select
                id={id}
                value={cardCategory}
                required
                aria-invalid={Boolean(messageOf("cardCategory"))}
                aria-describedby={describedBy}
                onChange={(e) => setCardCategory(e.target.value as CardCategory | "")}
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
    </FormModal>
  )
}

/** Saves a card change; on success reloads every card list of the customer (the limits warning too). */
const useCardChange = (onClose: () => void, onSaved?: () => void) => {
  const t = useMessages(cardsMessages)
  const customerId = useAtomValue(customerIdAtom)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const save = async (request: (customerId: number) => Promise<unknown>, done: string) => {
    if (customerId == null) return
    setSaving(true)
    setError(null)
    try {
      await request(customerId)
      showToast(done, { kind: "success" })
      void reloadCall(cardsCalls.cards, customerId)
      onSaved?.()
      onClose()
    } catch (e) {
      console.warn("[cards] change failed", e)
      setSaving(false)
      setError(changeErrorText(t, e))
    }
  }
  return { saving, error, save }
}

const errorAlert = (error: string | null) =>
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
  const { saving, error, save } = useCardChange(onClose, onSaved)
  const hasLimit = card.cardType === "PAYMENT_CARD"
  const newLimit = parseCardLimit(limitText)
  const limitInvalid = newLimit === undefined
  const limitChanged = hasLimit && !limitInvalid && newLimit !== (card.monthlyLimit ?? null)
  const problem = limitChangeProblem(
    { cardType: card.cardType, isEidCard: card.isEidCard, isBlockedCard: card.isBlockedCard, monthlyLimit: card.monthlyLimit ?? null },
    { isBlocked, ...(limitChanged ? { newLimit } : {}) },
  )

  return (
    <FormModal
      title={t("cards.change.title", { number: card.remoteCardId })}
      testId="change-card-modal"
      formId="ise-change-card-form"
      cancelText={t("cards.cancel")}
      submitText={t("cards.change.save")}
      disabled={saving || limitInvalid || problem !== undefined}
      onClose={onClose}
      onSubmit={() => {
        if (limitInvalid || problem !== undefined) return
        void save(
          (customerId) =>
            runApi(
              getApi().request(cardsCalls.cardLimitChange, {
                params: { customerId },
                body: { remoteCardId: card.remoteCardId, isBlocked, ...(limitChanged ? { newLimit } : {}) },
              }),
            ),
          t("cards.change.saved"),
        )
      }}
    >
      {errorAlert(error)}
      {hasLimit && (
        <Field
          label={t("cards.change.limit")}
          hint={t("cards.field.limitHint")}
          error={limitInvalid ? t("cards.problem.INVALID_NUMBER") : undefined}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              value={limitText}
              inputMode="decimal"
              autoComplete="off"
              disabled={isBlocked}
              aria-invalid={limitInvalid}
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

/** New PIN of an ID credit card: exactly 4 digits, the input keeps no more (part 2 §5). */
export function PinChangeModal({ card, onClose, onSaved }: { card: Card; onClose: () => void; onSaved?: () => void }) {
  const t = useMessages(cardsMessages)
  const [pin, setPin] = useState("")
  const [submitted, setSubmitted] = useState(false)
  const { saving, error, save } = useCardChange(onClose, onSaved)
  const pinError = submitted && !isCardPin(pin) ? t("cards.problem.INVALID_NUMBER") : undefined

  return (
    <FormModal
      title={t("cards.pin.title", { number: card.remoteCardId })}
      testId="pin-change-modal"
      formId="ise-pin-form"
      cancelText={t("cards.cancel")}
      submitText={t("cards.change.save")}
      disabled={saving}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true)
        if (!isCardPin(pin)) return
        void save(
          (customerId) =>
            runApi(
              getApi().request(cardsCalls.cardPinChange, {
                params: { customerId },
                body: { remoteCardId: card.remoteCardId, newPin: pin },
              }),
            ),
          t("cards.pin.saved"),
        )
      }}
    >
      {errorAlert(error)}
      <Field label={t("cards.pin.field")} error={pinError}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="password"
            value={pin}
            inputMode="numeric"
            autoComplete="off"
            maxLength={CARD_PIN_LENGTH}
            pattern="[0-9]{4}"
            aria-invalid={Boolean(pinError)}
            aria-describedby={describedBy}
            onChange={(e) => setPin(pinInput(e.target.value))}
          />
        )}
      </Field>
    </FormModal>
  )
}
