import type { ReactNode } from "react"
import type { Locale } from "../../core/schemas/common"
import { useMessages } from "../session"
import { electricityAgreementMessages } from "./electricityAgreement.messages"

/** A wizard step's form: the browser's own validation off (the step shows its messages), busy while saving, one submit at a time. */
export function StepForm({
  className,
  testId,
  saving,
  onSubmit,
  children,
}: {
  className: string
  testId: string
  saving: boolean
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <form
      className={className}
      noValidate
      data-testid={testId}
      aria-busy={saving}
      onSubmit={(e) => {
        e.preventDefault()
        if (!saving) onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** A step's submit button: "Salvestab…" with a spinner while saving (spec part 3 §8). */
export function SubmitButton({ saving, locale, children }: { saving: boolean; locale?: Locale | null | undefined; children: ReactNode }) {
  const t = useMessages(electricityAgreementMessages, locale)
  return (
    <button type="submit" className="ise-ui__button" disabled={saving}>
      {saving ? (
        <>
          <span className="ise-ui__spinner" aria-hidden="true" /> {t("ew.confirm.saving")}
        </>
      ) : (
        children
      )}
    </button>
  )
}
