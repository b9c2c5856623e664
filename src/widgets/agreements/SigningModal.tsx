import { useAtomValue } from "jotai"
import { useState, type FormEvent } from "react"
import { signingErrorOf, type SigningErrorKind } from "../../core/rules/agreements"
import { eidFieldProblems, hasProblems, type EidFieldProblems } from "../../core/rules/session"
import type { Locale } from "../../core/schemas/common"
import { PersonalCodeFields, useInterruptibleRun } from "../eid"
import { currentUserQueryAtom, getApi, useLocale, useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { agreementMessages } from "./agreements.messages"
import { idCardSigning, mobileSigning, type SigningMethod, type SigningTarget } from "./signing"

/** The message of each way a signing can fail (spec part 1 §8 for the generic two). */
const SIGNING_ERROR_MESSAGES = {
  notSigner: "agreements.notSigner",
  tooManyRequests: "agreements.tooManyRequests",
  idCardUnavailable: "agreements.idCardUnavailable",
  retryLater: "agreements.signRetryLater",
  failed: "agreements.signError",
  certUntrusted: "agreements.certUntrusted",
  certExpired: "agreements.certExpired",
  certRevoked: "agreements.certRevoked",
  certUsage: "agreements.certUsage",
  signerMismatch: "agreements.signerMismatch",
} as const satisfies Record<SigningErrorKind, string>

type Phase =
  | { name: "form" }
  | { name: "waiting"; code: string | null }
  /** `otherCode`: signed with a code that is not the signed-in user's own, which the message says. */
  | { name: "error"; message: (typeof SIGNING_ERROR_MESSAGES)[SigningErrorKind]; otherCode?: boolean }

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
  // The signed-in user's own code, prefilled: signing is normally done by oneself. Derived, not copied by an
  // effect: an effect that copied it once the user's answer came could run after a code typed just then and
  // replace it (CI signed with the prefilled code instead of the typed one).
  const ownCode = useAtomValue(currentUserQueryAtom).data?.personalIdentificationCode ?? ""
  const [typedCode, setTypedCode] = useState<string | null>(null)
  const code = typedCode ?? ownCode
  const [phone, setPhone] = useState("")
  const [problems, setProblems] = useState<EidFieldProblems | null>(null)
  const [phase, setPhase] = useState<Phase>({ name: "form" })
  const [simulated, setSimulated] = useState(false)
  // Closing the modal (unmount) interrupts the run: polling stops.
  const { run } = useInterruptibleRun()

  const handlers = {
    onSuccess: onSigned,
    onFailure: (error: unknown) => {
      console.warn("[signing]", error)
      const kind = signingErrorOf(error)
      setPhase({
        name: "error",
        message: SIGNING_ERROR_MESSAGES[kind],
        otherCode: kind === "failed" && ownCode !== "" && code !== ownCode && method !== "id-card",
      })
    },
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const target = { customerId, agreementId }
    if (method === "id-card") {
      setPhase({ name: "waiting", code: null })
      return run(
        idCardSigning(getApi(), target, lang, () => setSimulated(true)),
        handlers,
      )
    }
    const found = eidFieldProblems(method, code, phone)
    setProblems(found)
    if (hasProblems(found)) return
    setPhase({ name: "waiting", code: null })
    run(
      mobileSigning(getApi(), target, method, code, phone, (verification) => setPhase({ name: "waiting", code: verification })),
      handlers,
    )
  }

  const tabs: Array<[SigningMethod, string]> = [
    ["smart-id", t("login.smartId")],
    ["mobile-id", t("login.mobileId")],
    ["id-card", t("agreements.idCard")],
  ]

  return (
    <Modal title={t("agreements.signTitle")} onClose={onClose} locale={locale} testId="signing-modal">
      <p className="ise-agreements__muted">{title}</p>
      <div className="ise-agreements__tabs" role="tablist" aria-label={t("agreements.method")}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`sign-tab-${id}`}
            aria-selected={method === id}
            aria-controls="sign-panel"
            tabIndex={method === id ? 0 : -1}
            className="ise-agreements__tab"
            onKeyDown={(e) => {
              // WAI-ARIA tabs: the arrows move between the methods and take the focus along.
              if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return
              e.preventDefault()
              const at = tabs.findIndex(([x]) => x === id)
              const [next] = tabs[(at + (e.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length]!
              setMethod(next)
              setPhase({ name: "form" })
              setProblems(null)
              e.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`#sign-tab-${next}`)?.focus()
            }}
            disabled={phase.name === "waiting"}
            onClick={() => {
              setMethod(id)
              setPhase({ name: "form" })
              setProblems(null)
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
                <p className="ise-agreements__code" data-testid="signing-code">
                  {phase.code}
                </p>
                <p className="ise-agreements__muted">{t("agreements.verificationHint")}</p>
              </>
            ) : (
              <p>{t("agreements.signing")}</p>
            )}
            {simulated && <p className="ise-agreements__muted">{t("agreements.idCardSimulated")}</p>}
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            {method === "id-card" ? (
              <p className="ise-agreements__muted">{t("agreements.idCardHint")}</p>
            ) : (
              <PersonalCodeFields
                personalCode={code}
                onPersonalCode={setTypedCode}
                phone={phone}
                onPhone={method === "mobile-id" ? setPhone : undefined}
                problems={problems}
                locale={locale}
              />
            )}
            {phase.name === "error" && (
              <p className="ise-agreements__alert ise-agreements__alert--error" role="alert">
                {t(phase.message)}
                {phase.otherCode && <span className="ise-agreements__alert-reason">{t("agreements.otherCode", { code })}</span>}
              </p>
            )}
            <button type="submit" className="ise-ui__button">
              {t("agreements.submitSign")}
            </button>
          </form>
        )}
      </div>
    </Modal>
  )
}
