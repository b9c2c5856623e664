import { useState } from "react"
import * as electricityAgreementCalls from "../../core/api/electricityAgreement.calls"
import { getApi, runApi, useCallWrite, useMessages, useT } from "../session"
import { CheckField } from "../ui/Field"
import { PdfPreviewModal } from "../ui/pdf/PdfPreviewModal"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import type { WizardState } from "./electricityAgreement.state"
import { isAuthorised, type Dispatch, type GridView } from "./useWizard"

interface TermsStepProps {
  readonly state: WizardState
  readonly dispatch: Dispatch
  readonly grid: GridView
  readonly business: boolean
  readonly customerEic: string | null
}

/** Step 1 of a new agreement: the terms (and their PDF), and the grid operator's grant for the points. */
export function TermsStep({ state, dispatch, grid, business, customerEic }: TermsStepProps) {
  const t = useMessages(electricityAgreementMessages)
  const [pdfOpen, setPdfOpen] = useState(false)
  const progress = typeof grid === "object" ? (state.authorisation ?? "none") : "none"
  return (
    <section className="ise-electricity-agreement__panel" data-testid="step-terms">
      <p>{t("ew.terms.lead")}</p>
      <p>
        <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setPdfOpen(true)}>
          {t("ew.terms.pdf")}
        </button>
      </p>
      <CheckField
        label={t("ew.terms.accept")}
        checked={state.termsAccepted}
        onChange={(accepted) => dispatch({ type: "termsTicked", accepted })}
        error={state.termsTried && !state.termsAccepted ? t("ew.problem.REQUIRED") : undefined}
      />
      <GridGrant state={state} dispatch={dispatch} grid={grid} customerEic={customerEic} />
      <div className="ise-ui__form-actions ise-electricity-agreement__nav">
        <button
          type="button"
          className="ise-ui__button"
          disabled={progress === "none"}
          onClick={() => dispatch({ type: "termsNextPressed" })}
        >
          {t("ew.next")}
        </button>
      </div>
      {pdfOpen && (
        <PdfPreviewModal
          title={t("ew.terms.pdfTitle")}
          fileName={business ? "elektrilepingu-tingimused-ariklient.pdf" : "elektrilepingu-tingimused-eraisik.pdf"}
          fetchFile={() =>
            runApi(
              getApi().request(electricityAgreementCalls.electricityTermsPdf, { params: { termsId: 1 }, query: { isCompany: business } }),
            )
          }
          onClose={() => setPdfOpen(false)}
        />
      )}
    </section>
  )
}

/** The points and their grant at the grid operator, and the way there for the missing ones. */
function GridGrant({ state, dispatch, grid, customerEic }: Omit<TermsStepProps, "business">) {
  const t = useMessages(electricityAgreementMessages)
  const tc = useT()
  const { points } = state
  const progress = typeof grid === "object" ? (state.authorisation ?? "none") : "none"
  const start = useCallWrite(electricityAgreementCalls.eleringAuthorizationStart, {
    onSuccess: (answer) => window.location.assign(answer.redirectUrl),
  })
  const askGrant = async () => {
    dispatch({ type: "grantAsked", canLeave: customerEic != null })
    if (!state.termsAccepted || !customerEic) return
    const missing = points.filter((p) => !isAuthorised(grid, p)).map((p) => p.eic)
    const outcome = await start.run({
      params: { eic: customerEic },
      body: { meteringPointEics: missing.length ? missing : points.map((p) => p.eic), returnPath: "/elekter/leping?terms=1" },
    })
    if (!outcome.ok) dispatch({ type: "grantFailed" })
  }
  return (
    <fieldset className="ise-ui__form-group">
      <legend>{t("ew.auth.title")}</legend>
      {points.length === 0 && <p>{t("ew.auth.noPoints")}</p>}
      {grid === "loading" && <p role="status">{tc("common.loading")}</p>}
      {grid === "error" && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {t("ew.auth.failed")}
        </p>
      )}
      {typeof grid === "object" && points.length > 0 && (
        <ul className="ise-electricity-agreement__points" data-testid="auth-points">
          {points.map((p) => (
            <li key={p.id}>
              <span className="ise-electricity-agreement__eic">{p.eic}</span>{" "}
              <span className="ise-electricity-agreement__muted">{p.address}</span>{" "}
              <span className={`ise-electricity-agreement__badge ${isAuthorised(grid, p) ? "ise-electricity-agreement__badge--ok" : ""}`}>
                {isAuthorised(grid, p) ? t("ew.auth.authorised") : t("ew.auth.missing")}
              </span>
            </li>
          ))}
        </ul>
      )}
      {typeof grid === "object" && points.length > 0 && (
        <p className="ise-electricity-agreement__muted">
          {progress === "none" ? t("ew.auth.none") : progress === "some" ? t("ew.auth.some") : null}
        </p>
      )}
      {progress !== "all" && points.length > 0 && (
        <div className="ise-ui__form-actions">
          <button type="button" className="ise-ui__button" onClick={() => void askGrant()} disabled={state.leaving || grid === "loading"}>
            {state.leaving ? t("ew.auth.leaving") : t("ew.auth.button")}
          </button>
        </div>
      )}
    </fieldset>
  )
}
