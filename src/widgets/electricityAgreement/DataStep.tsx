import { useState } from "react"
import * as electricityAgreementCalls from "../../core/api/electricityAgreement.calls"
import type { AgreementField, AgreementFormFields } from "../../core/rules/electricityAgreement"
import type { Customer } from "../../core/schemas/session"
import { useCallWrite, useLocale, useMessages } from "../session"
import { CheckField, Field } from "../ui/Field"
import { contactBodyOf, type SetField } from "./agreementForm"
import { AgreementInput, ContactInputs } from "./ContactFields"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { loadPackages } from "./electricityAgreement.queries"
import {
  asksResaleOffer,
  chosenPointsOf,
  dataOutcomeOf,
  dataProblemsOf,
  eicsOf,
  wizardReducer,
  type WizardState,
} from "./electricityAgreement.state"
import { StepForm, SubmitButton } from "./StepForm"
import { isAuthorised, type Dispatch, type GridView } from "./useWizard"

interface DataStepProps {
  readonly state: WizardState
  readonly dispatch: Dispatch
  readonly grid: GridView
  readonly customer: Customer
}

/** Step 2 of a new agreement: the contact, the metering points and the invoice settings; then the packages, or a resale offer asked for. */
export function DataStep({ state, dispatch, grid, customer }: DataStepProps) {
  const t = useMessages(electricityAgreementMessages)
  const [loading, setLoading] = useState(false)
  const resale = useCallWrite(electricityAgreementCalls.resaleOfferRequest, {
    message: () => t("ew.confirm.failed"),
    onSuccess: () => dispatch({ type: "resaleOfferAsked" }),
  })
  const { fields, dataTried } = state
  const problems = dataProblemsOf(state)
  const errorOf = (field: AgreementField): string | undefined => {
    const problem = dataTried ? problems.find((p) => p.field === field)?.problem : undefined
    return problem ? t(`ew.problem.${problem}` as "ew.problem.REQUIRED") : undefined
  }
  const set: SetField = (field, value) => dispatch({ type: "fieldEdited", field, value })
  const saving = loading || resale.pending

  const submit = async () => {
    resale.reset()
    dispatch({ type: "dataSubmitted" })
    const outcome = dataOutcomeOf(wizardReducer(state, { type: "dataSubmitted" }))
    const points = chosenPointsOf(state)
    if (outcome === "resale") {
      await resale.run({
        body: {
          ...contactBodyOf(fields, customer.contactId),
          meteringPoints: points.map((p) => ({ id: p.id, productionCapacity: p.productionCapacity ?? 0 })),
        },
      })
    } else if (outcome === "packages") {
      setLoading(true)
      const eics = eicsOf(points)
      const loaded = await loadPackages(eics).then(
        () => true,
        () => false,
      )
      setLoading(false)
      if (loaded) dispatch({ type: "packagesArrived", eics })
    }
  }

  return (
    <StepForm className="ise-ui__form ise-electricity-agreement__panel" testId="step-data" saving={saving} onSubmit={() => void submit()}>
      <fieldset className="ise-ui__form-group">
        <legend>{t("ew.data.contact")}</legend>
        <Field label={t("ew.data.customerName")}>{({ id }) => <input id={id} value={fields.customerName} readOnly />}</Field>
        <Field label={t("ew.data.registryNumber")}>{({ id }) => <input id={id} value={fields.registryNumber} readOnly />}</Field>
        <ContactInputs fields={fields} onField={set} errorOf={errorOf} />
        <div className="ise-electricity-agreement__row">
          <PlaceInput name="city" fields={fields} onField={set} />
          <PlaceInput name="zip" fields={fields} onField={set} />
        </div>
        <PlaceInput name="county" fields={fields} onField={set} />
      </fieldset>
      <PointsFieldset state={state} dispatch={dispatch} grid={grid} />
      <fieldset className="ise-ui__form-group">
        <legend>{t("ew.data.invoice")}</legend>
        <CheckField
          label={t("ew.data.consolidatedInvoice")}
          checked={fields.consolidatedInvoice}
          onChange={(v) => set("consolidatedInvoice", v)}
        />
        <CheckField label={t("ew.data.sellCheck")} checked={fields.sellCheck} onChange={(v) => set("sellCheck", v)} />
        {fields.sellCheck && <p className="ise-electricity-agreement__muted">{t("ew.data.sellNote")}</p>}
        <CheckField label={t("ew.data.eInvoice")} checked={fields.eInvoice} onChange={(v) => set("eInvoice", v)} />
        {fields.eInvoice && <AgreementInput name="bankAccountNumber" fields={fields} onField={set} errorOf={errorOf} />}
        <CheckField
          label={t("ew.data.recipientEnabled")}
          checked={fields.invoiceRecipientEmailEnabled}
          onChange={(v) => set("invoiceRecipientEmailEnabled", v)}
        />
        {fields.invoiceRecipientEmailEnabled && (
          <AgreementInput name="invoiceRecipientEmail" fields={fields} onField={set} errorOf={errorOf} />
        )}
      </fieldset>
      {dataTried && problems.length > 0 && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {t("ew.data.problems")}
        </p>
      )}
      {resale.error && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {resale.error}
        </p>
      )}
      <div className="ise-ui__form-actions ise-electricity-agreement__nav">
        <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => dispatch({ type: "backPressed" })}>
          {t("ew.back")}
        </button>
        <SubmitButton saving={saving}>{asksResaleOffer(state) ? t("ew.data.askOffer") : t("ew.next")}</SubmitButton>
      </div>
    </StepForm>
  )
}

type PlaceField = "city" | "zip" | "county"

/** The address's place fields: their label, autocomplete and length. */
const placeFields: Record<
  PlaceField,
  { label: "ew.data.city" | "ew.data.zip" | "ew.data.county"; autoComplete: string; maxLength: number }
> = {
  city: { label: "ew.data.city", autoComplete: "address-level2", maxLength: 100 },
  zip: { label: "ew.data.zip", autoComplete: "postal-code", maxLength: 10 },
  county: { label: "ew.data.county", autoComplete: "address-level1", maxLength: 100 },
}

/** City, postal code or county: optional, without rules. */
function PlaceInput({ name, fields, onField }: { name: PlaceField; fields: AgreementFormFields; onField: SetField }) {
  const t = useMessages(electricityAgreementMessages)
  const { label, autoComplete, maxLength } = placeFields[name]
  return (
    <Field label={t(label)}>
      {({ id }) => (
        <input
          id={id}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={fields[name]}
          onChange={(e) => onField(name, e.target.value)}
        />
      )}
    </Field>
  )
}

/** The customer's metering points: the authorised ones can be checked. */
function PointsFieldset({ state, dispatch, grid }: Omit<DataStepProps, "customer">) {
  const t = useMessages(electricityAgreementMessages)
  const locale = useLocale()
  return (
    <fieldset className="ise-ui__form-group" data-testid="data-points">
      <legend>{t("ew.data.points")}</legend>
      {state.points.map((p) => {
        const ok = isAuthorised(grid, p)
        return (
          <label key={p.id} className={`ise-electricity-agreement__point${ok ? "" : " ise-electricity-agreement__point--off"}`}>
            <input
              type="checkbox"
              checked={state.checked.has(p.id)}
              disabled={!ok}
              onChange={(e) => dispatch({ type: "pointToggled", pointId: p.id, checked: e.target.checked })}
            />
            <span>
              <span className="ise-electricity-agreement__eic">{p.eic}</span>
              <span className="ise-electricity-agreement__muted"> {p.address}</span>
              {p.productionCapacity != null && (
                <span className="ise-electricity-agreement__muted">
                  {" "}
                  · {t("ew.data.pointCapacity", { kw: p.productionCapacity.toLocaleString(locale === "et" ? "et-EE" : locale) })}
                </span>
              )}
              {p.relatedAgreement && (
                <span className="ise-electricity-agreement__muted">
                  {" "}
                  · {t("ew.data.pointRelated", { name: p.relatedAgreement.name ?? String(p.relatedAgreement.id) })}
                </span>
              )}
              {!ok && <span className="ise-electricity-agreement__muted"> · {t("ew.data.pointNotAuthorised")}</span>}
            </span>
          </label>
        )
      })}
      {state.dataTried && state.checked.size === 0 && <span className="ise-ui__form-error">{t("ew.problem.NO_POINT")}</span>}
    </fieldset>
  )
}
