import { useAtom, useAtomValue } from "jotai"
import type { ReactNode } from "react"
import { todayInTallinn } from "../../core/i18n/dates"
import { canSearchCarriers, ownerOptions, type DispensingHeader, type HeaderProblem } from "../../core/rules/terminal"
import type { Carrier } from "../../core/schemas/terminal"
import { customerQueryAtom, useMessages } from "../session"
import { terminalMessages } from "./terminal.messages"
import { carsQueryAtom, dispensingEditorAtom, driversQueryAtom } from "./terminal.queries"
import { headerProblemsOf } from "./terminal.state"

export const fieldId = (field: string) => `ise-disp-${field}`

const headerMessage: Record<HeaderProblem, "disp.required" | "disp.date.invalid" | "disp.date.past"> = {
  REQUIRED: "disp.required",
  INVALID_DATE: "disp.date.invalid",
  PAST_DATE: "disp.date.past",
}

/** One header field: its label, the control, a hint and the field's message, outside the label so the name stays short. */
function Field({
  field,
  label,
  hint,
  error,
  children,
}: {
  field: string
  label: string
  hint?: string
  error: string | null
  children: ReactNode
}) {
  return (
    <div className="ise-ui__field">
      <label htmlFor={fieldId(field)}>{label}</label>
      {children}
      {hint && (
        <span className="ise-terminal__hint" id={`${fieldId(field)}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="ise-terminal__error" id={`${fieldId(field)}-error`}>
          {error}
        </span>
      )}
    </div>
  )
}

/** A select of the chosen carrier's cars or drivers (disabled until a carrier is chosen). */
function CarrierChoice({
  control,
  value,
  disabled,
  placeholder,
  options,
  onChoose,
}: {
  control: ReturnType<ReturnType<typeof useHeaderProblems>["controlOf"]>
  value: string
  disabled: boolean
  placeholder: string
  options: ReadonlyArray<{ readonly code: string; readonly label: string }>
  onChoose: (code: string) => void
}) {
  return (
    <select {...control} value={value} disabled={disabled} onChange={(e) => onChoose(e.target.value)}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.label}
        </option>
      ))}
    </select>
  )
}

/** The header fields' messages, once the person tried to confirm, and what each control says of itself. */
function useHeaderProblems() {
  const t = useMessages(terminalMessages)
  const state = useAtomValue(dispensingEditorAtom)
  const problems = headerProblemsOf(state, todayInTallinn())
  const problem = (field: keyof DispensingHeader) => (state.showProblems && problems[field] ? t(headerMessage[problems[field]]) : null)
  /** Required, invalid when its problem is shown, described by its hint and message. */
  const controlOf = (field: keyof DispensingHeader, hasHint = false) => {
    const shown = problem(field) != null
    const describedBy = [hasHint ? `${fieldId(field)}-hint` : null, shown ? `${fieldId(field)}-error` : null].filter(Boolean).join(" ")
    return {
      id: fieldId(field),
      "aria-required": true,
      "aria-invalid": shown ? true : undefined,
      "aria-describedby": describedBy || undefined,
    }
  }
  return { problem, controlOf }
}

/** The order's header (`carriers` are loaded with the editor, before anybody types): base document, goods owner, carrier (searched from 3 letters), its car and driver, valid until. */
export function DispensingHeaderForm({ carriers, onConfirm }: { carriers: ReadonlyArray<Carrier>; onConfirm: () => void }) {
  const t = useMessages(terminalMessages)
  const [state, dispatch] = useAtom(dispensingEditorAtom)
  const customer = useAtomValue(customerQueryAtom).data
  const cars = useAtomValue(carsQueryAtom).data ?? []
  const drivers = useAtomValue(driversQueryAtom).data ?? []
  const { problem, controlOf } = useHeaderProblems()
  const { header, carrierText } = state
  const typed = carrierText.trim().toLowerCase()
  const carrierMatches = canSearchCarriers(carrierText)
    ? carriers.filter((c) => c.name.toLowerCase().includes(typed) || c.searchCode.toLowerCase().includes(typed))
    : []
  return (
    <form
      className="ise-terminal__form"
      noValidate
      data-testid="dispensing-form"
      onSubmit={(e) => {
        e.preventDefault()
        onConfirm()
      }}
    >
      <Field field="documentNumber" label={t("disp.form.document")} error={problem("documentNumber")}>
        <input
          {...controlOf("documentNumber")}
          value={header.documentNumber}
          maxLength={100}
          onChange={(e) => dispatch({ type: "documentNumberTyped", documentNumber: e.target.value })}
        />
      </Field>
      <Field field="owner" label={t("disp.form.owner")} error={problem("owner")}>
        <select {...controlOf("owner")} value={header.owner} onChange={(e) => dispatch({ type: "ownerChosen", owner: e.target.value })}>
          {ownerOptions(customer?.searchCode).map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Field field="carrier" label={t("disp.form.carrier")} hint={t("disp.form.carrierHint")} error={problem("carrier")}>
        <input
          {...controlOf("carrier", true)}
          list="ise-disp-carriers"
          value={carrierText}
          autoComplete="off"
          onChange={(e) => dispatch({ type: "carrierTyped", text: e.target.value, carriers })}
        />
        <datalist id="ise-disp-carriers">
          {carrierMatches.map((c) => (
            <option key={c.searchCode} value={c.name} />
          ))}
        </datalist>
      </Field>
      <Field field="vehicleCode" label={t("disp.form.car")} error={problem("vehicleCode")}>
        <CarrierChoice
          control={controlOf("vehicleCode")}
          value={header.vehicleCode}
          disabled={!header.carrier}
          placeholder={t("disp.form.carHint")}
          options={cars.map((c) => ({ code: c.code, label: c.name }))}
          onChoose={(vehicleCode) => dispatch({ type: "carChosen", vehicleCode })}
        />
      </Field>
      <Field field="driver" label={t("disp.form.driver")} error={problem("driver")}>
        <CarrierChoice
          control={controlOf("driver")}
          value={header.driver}
          disabled={!header.carrier}
          placeholder={t("disp.form.driverHint")}
          options={drivers.map((d) => ({ code: d.code, label: `${d.name} (${d.personalCode ?? t("disp.form.noPersonalCode")})` }))}
          onChoose={(driver) => dispatch({ type: "driverChosen", driver })}
        />
      </Field>
      <Field field="validUntil" label={t("disp.form.validUntil")} error={problem("validUntil")}>
        <input
          {...controlOf("validUntil")}
          inputMode="numeric"
          placeholder={t("disp.date.placeholder")}
          value={state.validUntilText}
          onChange={(e) => dispatch({ type: "validUntilTyped", text: e.target.value })}
        />
      </Field>
      <div style={{ alignSelf: "end" }}>
        <button type="submit" className="ise-ui__button">
          {t("disp.confirm")}
        </button>
      </div>
    </form>
  )
}
