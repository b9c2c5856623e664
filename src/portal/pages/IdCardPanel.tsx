import { useState, type FormEvent } from "react"
import * as Effect from "effect/Effect"
import { ApiError, errorCode } from "../../core/http/errors"
import { isPersonalCode } from "../../core/rules/validation"
import type { MessageKey } from "../../core/i18n/et"
import type { LoginPollResponse } from "../../core/schemas/session"
import { PersonalCodeFields, useInterruptibleRun } from "../../widgets/eid"
import { getApi, useLocale, useT } from "../../widgets/session"
import { expectSignIn } from "../app/signedInAppLoader"

type State =
  | { name: "idle" }
  | { name: "busy" }
  /** No Web eID extension answered: demo mode offers the simulated card. */
  | { name: "demo"; busy: boolean }
  | { name: "error"; message: MessageKey; demo: boolean }

/** The challenge counts as a sign-in start: too many from this address answer 429 (issue 8). */
const tooMany = (error: unknown) => errorCode(error) === "TOO_MANY_REQUESTS"

/** The ID-kaart tab: Web eID when the extension answers, else the demo's simulated card. */
export function IdCardPanel({ onSignedIn }: { onSignedIn: (answer: LoginPollResponse) => void }) {
  const t = useT()
  const lang = useLocale()
  const [state, setState] = useState<State>({ name: "idle" })
  const [code, setCode] = useState("")
  // Leaving the page interrupts the run.
  const { run } = useInterruptibleRun()

  const finish = (answer: LoginPollResponse, demo: boolean) => {
    if (answer.status === "OK" && answer.token && answer.userId != null) onSignedIn(answer)
    else setState({ name: "error", message: "login.error", demo })
  }

  const withCard = async () => {
    expectSignIn()
    setState({ name: "busy" })
    // The flow loads only when somebody uses the ID card.
    const flow = await import("./idCardLogin")
    const signInOrNoExtension = flow.idCardSignIn(getApi(), lang).pipe(
      Effect.map((answer) => ({ answer })),
      Effect.catchTag("WebEidUnavailable", () => Effect.succeed({ answer: null })),
    )
    run(signInOrNoExtension, {
      // No Web eID extension answered: offer the demo's simulated card.
      onSuccess: ({ answer }) => (answer ? finish(answer, false) : setState({ name: "demo", busy: false })),
      onFailure: (error) => {
        console.warn("[login] id card", error)
        setState({ name: "error", message: tooMany(error) ? "login.tooManyRequests" : "login.error", demo: false })
      },
    })
  }

  const withDemoCard = async (e: FormEvent) => {
    expectSignIn()
    e.preventDefault()
    if (!isPersonalCode(code)) return setState({ name: "error", message: "login.error", demo: true })
    setState({ name: "demo", busy: true })
    const flow = await import("./idCardLogin")
    run(flow.simulatedIdCardSignIn(getApi(), code), {
      onSuccess: (answer) => finish(answer, true),
      onFailure: (error) => {
        console.warn("[login] simulated id card", error)
        // 404: the server is not in demo mode, so there is no simulated card either.
        const noDemo = error instanceof ApiError && error.status === 404
        setState({
          name: "error",
          message: noDemo ? "login.idCardUnavailable" : tooMany(error) ? "login.tooManyRequests" : "login.error",
          demo: !noDemo,
        })
      },
    })
  }

  const demo = state.name === "demo" || (state.name === "error" && state.demo)
  return (
    <div className="ise-portal__login-form">
      {!demo ? (
        <>
          <p className="ise-portal__login-hint">{t("login.idCardHint")}</p>
          <button type="button" className="ise-portal__button" onClick={() => void withCard()} disabled={state.name === "busy"}>
            {t("login.idCardSubmit")}
          </button>
        </>
      ) : (
        <form onSubmit={withDemoCard} noValidate>
          <p className="ise-portal__login-hint">{t("login.idCardDemoHint")}</p>
          <PersonalCodeFields personalCode={code} onPersonalCode={setCode} />
          <button type="submit" className="ise-portal__button" disabled={state.name === "demo" && state.busy}>
            {t("login.idCardDemoSubmit")}
          </button>
        </form>
      )}
      {state.name === "busy" && (
        <p className="ise-portal__login-hint" role="status">
          {t("login.idCardWaiting")}
        </p>
      )}
      {state.name === "error" && (
        <p className="ise-portal__alert ise-portal__alert--error" role="alert">
          {t(state.message)}
        </p>
      )}
    </div>
  )
}
