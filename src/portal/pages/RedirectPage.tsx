import { useEffect, useState } from "react"
import * as Effect from "effect/Effect"
import * as sessionCalls from "../../core/api/session.calls"
import { REDIRECT_LOGIN_DELAY } from "../../core/rules/polling"
import { getApi, runApi, useT } from "../../widgets/session"
import { navigate } from "../app/router"
import { clearSession, signIn } from "../app/session"
import { expectSignIn } from "../app/signedInAppLoader"

/** Sign-in by redirect token (spec part 1 §4.4): clear, wait 50 ms, post the token. */
export default function RedirectPage() {
  const t = useT()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get("token") ?? ""
    clearSession()
    expectSignIn()
    const controller = new AbortController()
    runApi(
      Effect.sleep(REDIRECT_LOGIN_DELAY).pipe(Effect.andThen(getApi().request(sessionCalls.redirectLogin, { body: { token } }))),
      controller.signal,
    )
      .then((answer) => {
        if (!answer.data) throw new Error("redirect login refused")
        signIn(answer.data.token, answer.data.userId, answer.data.customerId)
        navigate("/esileht", { replace: true })
      })
      .catch((error) => {
        if (controller.signal.aborted) return
        console.warn("[redirect]", error)
        clearSession()
        setFailed(true)
        navigate("/login", { replace: true })
      })
    return () => controller.abort()
  }, [])
  return (
    <p className="ise-portal__loading" role="status">
      {failed ? t("login.error") : t("redirect.signingIn")}
    </p>
  )
}
