import { useState } from "react"
import * as cardsCalls from "../../core/api/cards.calls"
import { CARD_PIN_LENGTH, isCardPin, isSimplePin, pinInput } from "../../core/rules/cards"
import type { Card } from "../../core/schemas/cards"
import { useMessages } from "../session"
import { errorAlert, useCardChange } from "./CardModals"
import { Field, FormModal } from "./FormModal"
import { cardsMessages } from "./cards.messages"

/** New PIN of an ID credit card: exactly 4 digits, the input keeps no more (part 2 §5). */
export function PinChangeModal({ card, onClose, onSaved }: { card: Card; onClose: () => void; onSaved?: () => void }) {
  const t = useMessages(cardsMessages)
  const [pin, setPin] = useState("")
  const [submitted, setSubmitted] = useState(false)
  const change = useCardChange(cardsCalls.cardPinChange, t("cards.pin.saved"), onClose, onSaved)
  const pinError = !submitted
    ? undefined
    : !isCardPin(pin)
      ? t("cards.problem.INVALID_NUMBER")
      : isSimplePin(pin)
        ? t("cards.problem.PIN_TOO_SIMPLE")
        : undefined

  return (
    <FormModal
      title={t("cards.pin.title", { number: card.remoteCardId })}
      testId="pin-change-modal"
      formId="ise-pin-form"
      cancelText={t("cards.cancel")}
      submitText={t("cards.change.save")}
      disabled={change.pending}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true)
        if (!isCardPin(pin) || isSimplePin(pin)) return
        void change.run({ body: { remoteCardId: card.remoteCardId, newPin: pin } })
      }}
    >
      {errorAlert(change.error)}
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
