import { useEffect, useRef, useState, type FormEvent } from "react"
import * as Effect from "effect/Effect"
import * as sessionCalls from "../../core/api/session.calls"
import { LOGIN_POLL, classifyLoginPoll, poll } from "../../core/rules/polling"
import { canStartMobileIdLogin, digitsOnly, isPersonalCode, PERSONAL_CODE_LENGTH } from "../../core/rules/validation"
import type { LoginMethod } from "../../core/schemas/session"
import { getApi, runApi, useT } from "../../widgets/session"
import { navigate } from "../app/router"
import { signIn } from "../app/session"
import { IdCardPanel } from "./IdCardPanel"

type Tab = LoginMethod | "id-card"
type Phase = { name: "form" } | { name: "waiting"; code: string } | { name: "error" }

const MOBILE_PREFIX = "+372"

/** The sign-in: start, show the verification code, poll every 3 s (spec part 1 §2.2, §4.4). */
const signInProgram = (method: LoginMethod, personalIdentityCode: string, phone: string, onCode: (code: string) => void) =>
  Effect.gen(function* () {
    const api = getApi()
    const started =
      method === "smart-id"
        ? yield* api.request(sessionCalls.smartIdLogin, { body: { personalIdentityCode } })
        : yield* api.request(sessionCalls.mobileIdLogin, { body: { personalIdentityCode, phoneNumber: MOBILE_PREFIX + phone } })
    yield* Effect.sync(() => onCode(started.verificationCode))
    return yield* poll(
      LOGIN_POLL,
      api.request(sessionCalls.loginPoll, {
        params: { method },
        body: { personalIdentityCode, verificationCode: started.verificationCode },
      }),
      classifyLoginPoll,
    )
  })

export default function LoginPage() {
  const t = useT()
  const [tab, setTab] = useState<Tab>("smart-id")
  const [code, setCode] = useState("")
  const [phone, setPhone] = useState("")
  const [phase, setPhase] = useState<Phase>({ name: "form" })
  const abort = useRef<AbortController | null>(null)

  useEffect(() => () => abort.current?.abort(), [])

  const start = async (e: FormEvent) => {
    e.preventDefault()
    if (tab === "id-card") return
    const valid = tab === "smart-id" ? isPersonalCode(code) : canStartMobileIdLogin(code, phone)
    if (!valid) return setPhase({ name: "error" })
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setPhase({ name: "form" })
    try {
      const result = await runApi(
        signInProgram(tab, code, phone, (verification) => setPhase({ name: "waiting", code: verification })),
        controller.signal,
      )
      if (!result.token || result.userId == null) throw new Error("no token")
      signIn(result.token, result.userId)
      navigate("/", { replace: true })
    } catch (error) {
      if (controller.signal.aborted) return
      console.warn("[login]", error)
      setPhase({ name: "error" })
    }
  }

  const cancel = () => {
    abort.current?.abort()
    setPhase({ name: "form" })
  }

  const tabs: Array<[Tab, string]> = [
    ["smart-id", t("login.smartId")],
    ["id-card", t("login.idCard")],
    ["mobile-id", t("login.mobileId")],
  ]

  return (
    <div className="login">
      <div className="login__card">
        <div className="login__brand" aria-hidden="true">⚡</div>
        <h1>{t("login.title")}</h1>
        <div className="login__tabs" role="tablist" aria-label={t("login.method")}>
          {tabs.map(([id, label]) => (
            <button
              key={id}
              id={`login-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={tab === id}
              aria-controls="login-panel"
              className={id === "id-card" ? "login__tab login__tab--idcard" : "login__tab"}
              onClick={() => {
                cancel()
                setTab(id)
              }}
            >
              {label}
            </button>
          ))}
        </div>
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${tab}`}>
          {phase.name === "waiting" ? (
            <div className="login__waiting" aria-live="polite">
              <p>{t("login.verificationCode")}</p>
              <p className="login__code" data-testid="verification-code">
                {phase.code}
              </p>
              <p className="login__hint">{t("login.verificationHint")}</p>
              <button type="button" className="button button--secondary" onClick={cancel}>
                {t("common.cancel")}
              </button>
            </div>
          ) : tab === "id-card" ? (
            <IdCardPanel
              onSignedIn={(answer) => {
                signIn(answer.token!, answer.userId!)
                navigate("/", { replace: true })
              }}
            />
          ) : (
            <form className="login__form" onSubmit={start} noValidate>
              <label className="field">
                <span className="field__label">{t("login.personalCode")}</span>
                <input
                  name="personalCode"
                  inputMode="numeric"
                  autoComplete="username"
                  maxLength={PERSONAL_CODE_LENGTH}
                  value={code}
                  onChange={(e) => setCode(digitsOnly(e.target.value))}
                />
              </label>
              {tab === "mobile-id" && (
                <label className="field">
                  <span className="field__label">{t("login.phone")}</span>
                  <span className="field__prefixed">
                    <span className="field__prefix" aria-hidden="true">
                      {MOBILE_PREFIX}
                    </span>
                    <input
                      name="phone"
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel-national"
                      aria-describedby="phone-prefix"
                      value={phone}
                      onChange={(e) => setPhone(digitsOnly(e.target.value))}
                    />
                  </span>
                  <span id="phone-prefix" className="visually-hidden">
                    {MOBILE_PREFIX}
                  </span>
                </label>
              )}
              {phase.name === "error" && (
                <p className="alert alert--error" role="alert">
                  {t("login.error")}
                </p>
              )}
              <button type="submit" className="button">
                {t("login.submit")}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  )
}
