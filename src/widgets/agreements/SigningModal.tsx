import { useEffect, useRef, useState, type FormEvent } from "react"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { MOBILE_ID_PREFIX, signingErrorOf } from "../../core/rules/agreements"
import { digitsOnly, isPersonalCode, PERSONAL_CODE_LENGTH } from "../../core/rules/validation"
import type { Locale } from "../../core/schemas/common"
import { getApi, useLocale, useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { agreementMessages } from "./agreements.messages"
import { idCardSigning, mobileSigning, type SigningMethod, type SigningTarget } from "./signing"

type Phase =
  | { name: "form" }
  | { name: "waiting"; code: string | null }
  | { name: "error"; message: "agreements.signError" | "agreements.signRetryLater" }

export interface SigningModalProps extends SigningTarget {
  readonly title: string
  readonly onClose: () => void
  /** After COMPLETED: the owner reloads its lists (and closes the modal). */
  readonly onSigned: () => void
  readonly locale?: Locale | null
}

/** Signing an oil agreement with Smart-ID, Mobile-ID or the ID card (spec part 1 §4.2). */
export function SigningModal({ customerId, agreementId, title, onClose, onSigned, locale }: SigningModalProps) {
  const t = useMessages(agreementMessages, locale)
  const lang = useLocale(locale)
  const [method, setMethod] = useState<SigningMethod>("smart-id")
  const [code, setCode] = useState("")
  const [phone, setPhone] = useState("")
  const [invalid, setInvalid] = useState<{ code?: boolean; phone?: boolean }>({})
  const [phase, setPhase] = useState<Phase>({ name: "form" })
  const [simulated, setSimulated] = useState(false)
  const fiber = useRef<Fiber.Fiber<unknown, unknown> | null>(null)

  // Closing the modal (unmount) interrupts the fiber: polling stops.
  const stop = () => {
    if (fiber.current) Effect.runFork(Fiber.interrupt(fiber.current))
    fiber.current = null
  }
  useEffect(() => stop, [])

  const run = (program: Effect.Effect<unknown, unknown>) => {
    stop()
    const f = Effect.runFork(program)
    fiber.current = f
    f.addObserver((exit) => {
      if (fiber.current !== f) return
      fiber.current = null
      if (exit._tag === "Success") return onSigned()
      const failure = exit.cause.reasons.find((r) => r._tag === "Fail") as { error?: unknown } | undefined
      if (!failure) return // interrupted
      console.warn("[signing]", failure.error)
      setPhase({ name: "error", message: signingErrorOf(failure.error) === "retryLater" ? "agreements.signRetryLater" : "agreements.signError" })
    })
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const target = { customerId, agreementId }
    if (method === "id-card") {
      setPhase({ name: "waiting", code: null })
      return run(idCardSigning(getApi(), target, lang, () => setSimulated(true)))
    }
    const problems = { code: !isPersonalCode(code), phone: method === "mobile-id" && phone.length === 0 }
    setInvalid(problems)
    if (problems.code || problems.phone) return
    setPhase({ name: "waiting", code: null })
    run(mobileSigning(getApi(), target, method, code, phone, (verification) => setPhase({ name: "waiting", code: verification })))
  }

  const tabs: Array<[SigningMethod, string]> = [
    ["smart-id", t("login.smartId")],
    ["mobile-id", t("agreements.mobileId")],
    ["id-card", t("agreements.idCard")],
  ]

  return (
    <Modal title={t("agreements.signTitle")} onClose={onClose} locale={locale} testId="signing-modal">
      <p className="agr-muted">{title}</p>
      <div className="agr-tabs" role="tablist" aria-label={t("agreements.method")}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`sign-tab-${id}`}
            aria-selected={method === id}
            aria-controls="sign-panel"
            className="agr-tab"
            disabled={phase.name === "waiting"}
            onClick={() => {
              setMethod(id)
              setPhase({ name: "form" })
              setInvalid({})
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="sign-panel" role="tabpanel" aria-labelledby={`sign-tab-${method}`}>
        {phase.name === "waiting" ? (
          <div aria-live="polite">
            {phase.code ? (
              <>
                <p>{t("agreements.verificationCode")}</p>
                <p className="agr-code" data-testid="signing-code">
                  {phase.code}
                </p>
                <p className="agr-muted">{t("agreements.verificationHint")}</p>
              </>
            ) : (
              <p>{t("agreements.signing")}</p>
            )}
            {simulated && <p className="agr-muted">{t("agreements.idCardSimulated")}</p>}
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            {method === "id-card" ? (
              <p className="agr-muted">{t("agreements.idCardHint")}</p>
            ) : (
              <>
                <label className="agr-field">
                  <span className="agr-field__label">{t("agreements.personalCode")}</span>
                  <input
                    name="nationalIdentityCode"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={PERSONAL_CODE_LENGTH}
                    value={code}
                    aria-invalid={invalid.code || undefined}
                    aria-describedby={invalid.code ? "sign-code-error" : undefined}
                    onChange={(e) => setCode(digitsOnly(e.target.value))}
                  />
                  {invalid.code && (
                    <span className="agr-field__error" id="sign-code-error">
                      {t("agreements.codeInvalid")}
                    </span>
                  )}
                </label>
                {method === "mobile-id" && (
                  <label className="agr-field">
                    <span className="agr-field__label">{t("agreements.phone")}</span>
                    <span className="agr-field__prefixed">
                      <span className="agr-field__prefix" aria-hidden="true">
                        {MOBILE_ID_PREFIX}
                      </span>
                      <input
                        name="phoneNumber"
                        type="tel"
                        inputMode="numeric"
                        autoComplete="tel-national"
                        value={phone}
                        aria-invalid={invalid.phone || undefined}
                        aria-describedby={invalid.phone ? "sign-phone-error" : undefined}
                        onChange={(e) => setPhone(digitsOnly(e.target.value))}
                      />
                    </span>
                    {invalid.phone && (
                      <span className="agr-field__error" id="sign-phone-error">
                        {t("agreements.phoneInvalid")}
                      </span>
                    )}
                  </label>
                )}
              </>
            )}
            {phase.name === "error" && (
              <p className="agr-alert agr-alert--error" role="alert">
                {t(phase.message)}
              </p>
            )}
            <button type="submit" className="agr-button">
              {t("agreements.submitSign")}
            </button>
          </form>
        )}
      </div>
    </Modal>
  )
}
