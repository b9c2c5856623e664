import type { WizardMode, WizardStep } from "../../core/rules/electricityAgreement"
import { ElectricityWizard, STEP_SLUGS, electricityAgreementMessages, stepOfSlug } from "../../widgets/electricityAgreement"
import { useMessages } from "../../widgets/session"
import { dropQueryParam, navigate, useLocation } from "../app/router"

const idOf = (value: string | null): number | null => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/**
 * /elekter/leping: the electricity agreement wizard. The mode and step live in the address:
 * `?offer=1` (offer view), `?change=4` (package change of agreement 4), otherwise a new agreement;
 * `&step=terms|data|package|confirm|done`. The grid operator returns with `?terms=1&elering=return`.
 */
export default function ElectricityAgreementPage() {
  const t = useMessages(electricityAgreementMessages)
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  const offerId = idOf(params.get("offer"))
  const changeId = idOf(params.get("change"))
  const mode: WizardMode = offerId ? "offer" : changeId ? "change" : "new"
  const step = stepOfSlug(params.get("step"))
  const toStep = (next: WizardStep) => {
    const p = new URLSearchParams(window.location.search)
    p.delete("elering")
    p.set("step", STEP_SLUGS[next])
    navigate(`/elekter/leping?${p.toString()}`, { replace: next === step })
  }
  return (
    <section className="ise-portal__page">
      <h1 className="ise-portal__page-title">{t(`ew.title.${mode}`)}</h1>
      <ElectricityWizard
        key={`${mode}:${offerId ?? changeId ?? ""}`}
        mode={mode}
        targetId={offerId ?? changeId}
        step={step}
        eleringReturn={params.get("elering") === "return"}
        termsAccepted={params.get("terms") === "1"}
        onStep={toStep}
        onReturnRead={() => dropQueryParam("elering")}
        onNavigate={(href) => navigate(href)}
      />
    </section>
  )
}
