import { useEffect, useRef, useState, type FormEvent } from "react"
import { digitsOnly, isPersonalCode, PERSONAL_CODE_LENGTH } from "../../core/rules/validation"
import type { MessageKey } from "../../core/i18n/et"
import type { LoginPollResponse } from "../../core/schemas/session"
import { getApi, runApi, useLocale, useT } from "../../widgets/session"

type State =
  | { name: "idle" }
  | { name: "busy" }
  /** No Web eID extension answered: demo mode offers the simulated card. */
  | { name: "demo"; busy: boolean }
  | { name: "error"; message: MessageKey; demo: boolean }

/** The ID-kaart tab: Web eID when the extension answers, else the demo's simulated card. */
export function IdCardPanel({ onSignedIn }: { onSignedIn: (answer: LoginPollResponse) => void }) {
  const t = useT()
  const lang = useLocale()
  const [state, setState] = useState<State>({ name: "idle" })
  const [code, setCode] = useState("")
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const finish = (answer: LoginPollResponse, demo: boolean) => {
    if (answer.status === "OK" && answer.token && answer.userId != null) onSignedIn(answer)
    else setState({ name: "error", message: "login.error", demo })
  }

  const withCard = async () => {
    abort.current?.abort()
    const controller = (abort.current = new AbortController())
    setState({ name: "busy" })
    // The flow, with the Web eID protocol, loads only when somebody uses the ID card.
    const flow = await import("./idCardLogin")
    try {
      finish(await runApi(flow.idCardSignIn(getApi(), lang), controller.signal), false)
    } catch (error) {
      if (controller.signal.aborted) return
      if (error instanceof flow.WebEidUnavailable) return setState({ name: "demo", busy: false })
      console.warn("[login] id card", error)
      setState({ name: "error", message: "login.error", demo: false })
    }
  }

  const withDemoCard = async (e: FormEvent) => {
    e.preventDefault()
    if (!isPersonalCode(code)) return setState({ name: "error", message: "login.error", demo: true })
    abort.current?.abort()
    const controller = (abort.current = new AbortController())
    setState({ name: "demo", busy: true })
    const flow = await import("./idCardLogin")
    try {
      finish(await runApi(flow.simulatedIdCardSignIn(getApi(), code), controller.signal), true)
    } catch (error) {
      if (controller.signal.aborted) return
      console.warn("[login] simulated id card", error)
      // 404: the server is not in demo mode, so there is no simulated card either.
      const status = (error as { status?: number }).status
      setState({ name: "error", message: status === 404 ? "login.idCardUnavailable" : "login.error", demo: status !== 404 })
    }
  }

  const demo = state.name === "demo" || (state.name === "error" && state.demo)
  return (
    <div className="login__form">
      {!demo ? (
        <>
          <p className="login__hint">{t("login.idCardHint")}</p>
          <button type="button" className="button" onClick={() => void withCard()} disabled={state.name === "busy"}>
            {t("login.idCardSubmit")}
          </button>
        </>
      ) : (
        <form onSubmit={withDemoCard} noValidate>
          <p className="login__hint">{t("login.idCardDemoHint")}</p>
          <label className="field">
            <span className="field__label">{t("login.personalCode")}</span>
            <input
              name="idCardHolder"
              inputMode="numeric"
              maxLength={PERSONAL_CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(digitsOnly(e.target.value))}
            />
          </label>
          <button type="submit" className="button" disabled={state.name === "demo" && state.busy}>
            {t("login.idCardDemoSubmit")}
          </button>
        </form>
      )}
      {state.name === "busy" && (
        <p className="login__hint" role="status">
          {t("login.idCardWaiting")}
        </p>
      )}
      {state.name === "error" && (
        <p className="alert alert--error" role="alert">
          {t(state.message)}
        </p>
      )}
    </div>
  )
}
