import type { ReactNode } from "react"
import type { WizardMode } from "../../core/rules/electricityAgreement"
import type { Locale } from "../../core/schemas/common"
import { useMessages } from "../session"
import { electricityAgreementMessages } from "./electricityAgreement.messages"

/** The completed step's message; the portal adds its link to the front page. */
export function CompletedNotice({
  completion,
  email,
  locale,
  children,
}: {
  completion: WizardMode | "resale"
  email: string
  locale?: Locale | null | undefined
  children?: ReactNode
}) {
  const t = useMessages(electricityAgreementMessages, locale)
  return (
    <section className="ise-electricity-agreement__panel" data-testid="step-done">
      <p className="ise-ui__alert ise-ui__alert--success" role="status">
        <strong>{t(`ew.completed.title.${completion}`)}</strong>
        <br />
        {completion === "resale" ? t("ew.completed.resaleText", { email }) : t("ew.completed.text", { email })}
      </p>
      {children}
    </section>
  )
}
