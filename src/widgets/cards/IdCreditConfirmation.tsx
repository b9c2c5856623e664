import { useEffect, useState } from "react"
import * as cardsCalls from "../../core/api/cards.calls"
import { ID_CREDIT_CONFIRM_REDIRECT_MS } from "../../core/rules/cards"
import { useMessages, writeCall } from "../session"
import { uiCss } from "../ui/ui.css"
import { idCreditMessages } from "./idCredit.messages"
import { Style } from "../element/Style"

type Outcome = "success" | "expired" | "other"

/**
 * A link is confirmed once: the same page mounted twice (React's development double effect, or a
 * quick reload of the page in one tab) reuses the first answer instead of asking again.
 */
const asked = new Map<string, Promise<Outcome>>()

const confirm = (token: string): Promise<Outcome> => {
  let answer = asked.get(token)
  if (!answer) {
    answer = writeCall(cardsCalls.idCreditConfirm, { params: { token } }).then((outcome): Outcome => {
      if (!outcome.ok) {
        console.warn("[id-credit] confirmation failed", outcome.problem.error)
        return "other"
      }
      return outcome.value.success ? "success" : outcome.value.message === "EMAIL_EXPIRED" ? "expired" : "other"
    })
    asked.set(token, answer)
  }
  return answer
}

export interface IdCreditConfirmationProps {
  /** The link's token: /confirm-id-credit/{token}. */
  readonly token: string
  /** Leaves the page for the front page. */
  readonly onDone: () => void
}

/**
 * /confirm-id-credit/{id} (part 3 §4 "Id-credit e-mail confirmation"): success shows its message and
 * goes to / after 5 s; EMAIL_EXPIRED (the link is valid 14 days) the same with its message; any
 * other result goes to / at once.
 */
export function IdCreditConfirmation({ token, onDone }: IdCreditConfirmationProps) {
  const t = useMessages(idCreditMessages)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    void confirm(token).then((result) => {
      if (!live) return
      if (result === "other") return onDone()
      setOutcome(result)
      timer = setTimeout(onDone, ID_CREDIT_CONFIRM_REDIRECT_MS)
    })
    return () => {
      live = false
      clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token])

  return (
    <section className="ise-portal__page ise-portal__page--narrow" data-testid="id-credit-confirmation">
      <Style css={uiCss} />
      <h1 className="ise-portal__page-title">{t("idCredit.confirm.title")}</h1>
      {outcome == null ? (
        <p className="ise-portal__loading" role="status">
          {t("idCredit.confirm.checking")}
        </p>
      ) : (
        <div className={`ise-ui__alert ${outcome === "success" ? "ise-ui__alert--success" : "ise-ui__alert--error"}`} role="status">
          <p>{t(outcome === "success" ? "idCredit.confirm.success" : "idCredit.confirm.expired")}</p>
          <p>
            {t("idCredit.confirm.redirect")}{" "}
            <button type="button" className="ise-ui__button ise-ui__button--small ise-ui__button--secondary" onClick={onDone}>
              {t("idCredit.confirm.goNow")}
            </button>
          </p>
        </div>
      )}
    </section>
  )
}
