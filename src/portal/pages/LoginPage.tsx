import { BrandLogo } from "../layout/BrandLogo"
import { useState, type FormEvent, type KeyboardEvent } from "react"
import * as sessionCalls from "../../core/api/session.calls"
import { errorCode } from "../../core/http/errors"
import * as Effect from "effect/Effect"
import {
  eidFieldProblems,
  eidSession,
  eidSessionHeaders,
  eidStarted,
  hasProblems,
  LOGIN_SESSION,
  mobileIdPhone,
  type EidFieldProblems,
  type EidMethod,
  type EidStarted,
} from "../../core/rules/session"
import type { LoginPollResponse } from "../../core/schemas/session"
import { PersonalCodeFields, useInterruptibleRun } from "../../widgets/eid"
import { getApi, useT } from "../../widgets/session"
import { navigate } from "../app/router"
import { signIn } from "../app/session"
import { expectSignIn } from "../app/signedInAppLoader"
import { returnAddress } from "../app/returnTo"
import { IdCardPanel } from "./IdCardPanel"
import { LanguageSwitch } from "../layout/LanguageSwitch"
import { DemoMarker } from "../layout/DemoMarker"

type Tab = EidMethod | "id-card"
type Reason = "login.codeEmpty" | "login.codeLength" | "login.phoneEmpty" | "login.refused"
type Phase =
  | { name: "form" }
  | { name: "waiting"; code: string }
  /** The spec's "Viga sisselogimisel!" heads every failure; the reason says what went wrong. */
  | { name: "error"; message: "login.error"; reason: Reason; count?: number }
  | { name: "error"; message: "login.tooManyRequests"; reason?: undefined; count?: undefined }

/** Sign-in (spec part 1 §2.2, §4.4): the shared eID session with the login calls and timers. */
const signInSession = (method: EidMethod, personalIdentityCode: string, phone: string, onCode: (code: string) => void) => {
  expectSignIn()
  const api = getApi()
  const start = (
    method === "smart-id"
      ? api.requestWithHeaders(sessionCalls.smartIdLogin, { body: { personalIdentityCode } })
      : api.requestWithHeaders(sessionCalls.mobileIdLogin, { body: { personalIdentityCode, phoneNumber: mobileIdPhone(phone) } })
  ).pipe(Effect.map(eidStarted))
  const check = (started: EidStarted) =>
    api.request(sessionCalls.loginPoll, {
      params: { method },
      body: { personalIdentityCode, verificationCode: started.verificationCode },
      headers: eidSessionHeaders(started),
    })
  return eidSession(LOGIN_SESSION, { start, check }, onCode)
}

/** A final answer without a token or user is no sign-in. */
const signedIn = (answer: LoginPollResponse): answer is LoginPollResponse & { token: string; userId: number } =>
  !!answer.token && answer.userId != null

export default function LoginPage() {
  const t = useT()
  const [tab, setTab] = useState<Tab>("smart-id")
  const [code, setCode] = useState("")
  const [phone, setPhone] = useState("")
  const [problems, setProblems] = useState<EidFieldProblems | null>(null)
  const [phase, setPhase] = useState<Phase>({ name: "form" })
  // Leaving the page interrupts the run: polling stops.
  const { run, stop } = useInterruptibleRun()

  const start = (e: FormEvent) => {
    e.preventDefault()
    if (tab === "id-card") return
    const found = eidFieldProblems(tab, code, phone)
    setProblems(found)
    // The spec's one sign-in error also covers a bad code length and an empty phone; the reason
    // under it tells these apart from a refused sign-in.
    if (hasProblems(found)) {
      const reason: Reason = found.personalCode ? (code === "" ? "login.codeEmpty" : "login.codeLength") : "login.phoneEmpty"
      return setPhase({ name: "error", message: "login.error", reason, count: code.length })
    }
    setPhase({ name: "form" })
    run(
      signInSession(tab, code, phone, (verification) => setPhase({ name: "waiting", code: verification })),
      {
        onSuccess: (answer) => {
          if (!signedIn(answer)) return setPhase({ name: "error", message: "login.error", reason: "login.refused" })
          signIn(answer.token, answer.userId)
          navigate(returnAddress(window.location.search), { replace: true })
        },
        onFailure: (error) => {
          console.warn("[login]", error)
          // A throttled start (429) says so: the spec's one sign-in error would invite trying again at once.
          setPhase(
            errorCode(error) === "TOO_MANY_REQUESTS"
              ? { name: "error", message: "login.tooManyRequests" }
              : { name: "error", message: "login.error", reason: "login.refused" },
          )
        },
      },
    )
  }

  const cancel = () => {
    stop()
    setPhase({ name: "form" })
    setProblems(null)
  }

  const tabs: Array<[Tab, string]> = [
    ["smart-id", t("login.smartId")],
    ["id-card", t("login.idCard")],
    ["mobile-id", t("login.mobileId")],
  ]

  const choose = (id: Tab) => {
    cancel()
    setTab(id)
  }
  return (
    <div className="ise-portal__login">
      <div className="ise-portal__login-card">
        <div className="ise-portal__login-top">
          <div className="ise-portal__login-brand" aria-hidden="true">
            <BrandLogo size={48} />
          </div>
          <DemoMarker />
          <LanguageSwitch />
        </div>
        <h1>{t("login.title")}</h1>
        <MethodTabs tabs={tabs} tab={tab} label={t("login.method")} onChoose={choose} />
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${tab}`}>
          {phase.name === "waiting" ? (
            <div className="ise-portal__login-waiting" aria-live="polite">
              <p>{t("login.verificationCode")}</p>
              <p className="ise-portal__login-code" data-testid="verification-code">
                {phase.code}
              </p>
              <p className="ise-portal__login-hint">{t("login.verificationHint")}</p>
              <button type="button" className="ise-portal__button ise-portal__button--secondary" onClick={cancel}>
                {t("common.cancel")}
              </button>
            </div>
          ) : tab === "id-card" ? (
            <IdCardPanel
              onSignedIn={(answer) => {
                signIn(answer.token!, answer.userId!)
                navigate(returnAddress(window.location.search), { replace: true })
              }}
            />
          ) : (
            <form className="ise-portal__login-form" onSubmit={start} noValidate>
              <PersonalCodeFields
                personalCode={code}
                onPersonalCode={setCode}
                phone={phone}
                onPhone={tab === "mobile-id" ? setPhone : undefined}
                problems={problems}
                autoComplete="username"
              />
              {phase.name === "error" && (
                <p className="ise-portal__alert ise-portal__alert--error" role="alert">
                  {t(phase.message)}
                  {phase.reason && <span className="ise-portal__alert-reason">{t(phase.reason, { count: phase.count ?? 0 })}</span>}
                </p>
              )}
              <button type="submit" className="ise-portal__button">
                {t("login.submit")}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  )
}

/**
 * The sign-in methods as WAI-ARIA tabs: arrows (and Home/End) move between the methods shown and
 * take the focus along; ID-kaart is skipped where it is hidden (small screens).
 */
function MethodTabs({
  tabs,
  tab,
  label,
  onChoose,
}: {
  tabs: ReadonlyArray<[Tab, string]>
  tab: Tab
  label: string
  onChoose: (tab: Tab) => void
}) {
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const keys = ["ArrowRight", "ArrowLeft", "Home", "End"]
    if (!keys.includes(e.key)) return
    e.preventDefault()
    const buttons = Array.from(e.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []).filter(
      (b) => b.offsetParent !== null,
    )
    const at = buttons.indexOf(e.currentTarget)
    const next =
      e.key === "Home"
        ? buttons[0]
        : e.key === "End"
          ? buttons[buttons.length - 1]
          : buttons[(at + (e.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length]
    const id = tabs.find(([tabId]) => `login-tab-${tabId}` === next?.id)?.[0]
    if (!next || !id) return
    onChoose(id)
    next.focus()
  }
  return (
    <div className="ise-portal__login-tabs" role="tablist" aria-label={label}>
      {tabs.map(([id, text]) => (
        <button
          key={id}
          id={`login-tab-${id}`}
          type="button"
          role="tab"
          aria-selected={tab === id}
          aria-controls="login-panel"
          tabIndex={tab === id ? 0 : -1}
          className={id === "id-card" ? "ise-portal__login-tab ise-portal__login-tab--idcard" : "ise-portal__login-tab"}
          onClick={() => onChoose(id)}
          onKeyDown={onTabKey}
        >
          {text}
        </button>
      ))}
    </div>
  )
}
