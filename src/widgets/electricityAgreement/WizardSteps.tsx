import type { RefObject } from "react"
import { stepsOf, type WizardStep } from "../../core/rules/electricityAgreement"
import { useMessages } from "../session"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import type { WizardState } from "./electricityAgreement.state"
import type { Dispatch } from "./useWizard"

/** The list of the mode's steps (a reached one opens again until the wizard is completed) and the shown step's title. */
export function WizardSteps({
  state,
  dispatch,
  heading,
}: {
  state: WizardState
  dispatch: Dispatch
  heading: RefObject<HTMLHeadingElement | null>
}) {
  const t = useMessages(electricityAgreementMessages)
  const steps = stepsOf(state.mode)
  const { reached, step: shown } = state
  const label = (s: WizardStep) => t(`ew.step.${s}` as "ew.step.CONFIRM")
  return (
    <>
      <nav aria-label={t("ew.steps")}>
        <ol className="ise-electricity-agreement__steps">
          {steps.map((s, i) => {
            const done = i < steps.indexOf(reached) || (s === reached && s === "COMPLETED")
            const current = s === shown
            const canOpen = !current && i <= steps.indexOf(reached) && reached !== "COMPLETED"
            return (
              <li
                key={s}
                className={`ise-electricity-agreement__step${current ? " ise-electricity-agreement__step--current" : ""}${done ? " ise-electricity-agreement__step--done" : ""}`}
              >
                {canOpen ? (
                  <button
                    type="button"
                    className="ise-electricity-agreement__steplink"
                    onClick={() => dispatch({ type: "stepOpened", step: s })}
                  >
                    <span className="ise-electricity-agreement__num" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span className="ise-electricity-agreement__label">{label(s)}</span>
                    <span className="ise-ui__sr"> ({t("ew.done")})</span>
                  </button>
                ) : (
                  <span className="ise-electricity-agreement__steplink" aria-current={current ? "step" : undefined}>
                    <span className="ise-electricity-agreement__num" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span className="ise-electricity-agreement__label">{label(s)}</span>
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <h2 className="ise-electricity-agreement__title" tabIndex={-1} ref={heading}>
        <span className="ise-electricity-agreement__count">
          {t("ew.stepOf", { current: steps.indexOf(shown) + 1, total: steps.length })}
        </span>{" "}
        {label(shown)}
      </h2>
    </>
  )
}
