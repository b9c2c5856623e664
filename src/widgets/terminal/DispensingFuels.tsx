import { useAtom, useAtomValue } from "jotai"
import { formatNumber } from "../../core/i18n/numbers"
import { productName } from "../../core/i18n/productNames"
import { DISPENSING_AMOUNT_STEP, type AmountProblem } from "../../core/rules/terminal"
import type { DispensingFuel } from "../../core/schemas/terminal"
import { useLocale, useMessages } from "../session"
import { failureOf, LoadError } from "../ui/LoadError"
import { fieldId } from "./DispensingHeaderForm"
import { terminalMessages } from "./terminal.messages"
import { dispensingEditorAtom, dispensingFuelsQueryAtom } from "./terminal.queries"
import { amountProblemsOf, choiceOf } from "./terminal.state"

const amountMessage: Record<AmountProblem, "disp.required" | "disp.amount.invalid" | "disp.amount.negative" | "disp.amount.step"> = {
  REQUIRED: "disp.required",
  INVALID: "disp.amount.invalid",
  NEGATIVE: "disp.amount.negative",
  STEP: "disp.amount.step",
  TOO_LARGE: "disp.amount.invalid",
}

/** The warehouse's fuels: each chosen with its toggle, its stock, and its amounts (the DOS amount when it has a DOS batch). */
export function DispensingFuels({ shownFuels }: { shownFuels: ReadonlyArray<DispensingFuel> }) {
  const t = useMessages(terminalMessages)
  const query = useAtomValue(dispensingFuelsQueryAtom)
  const anyDos = shownFuels.some((f) => f.remoteDosBatchId != null)
  return (
    <div className="ise-ui__table-wrap ise-terminal__fuels" data-testid="dispensing-fuels" tabIndex={0}>
      <table className="ise-ui__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="ise-ui__sr">{t("disp.fuel.select", { name: "" })}</span>
            </th>
            <th scope="col">{t("disp.fuel.name")}</th>
            <th scope="col" className="ise-ui__num">
              {t("disp.fuel.stock")}
            </th>
            <th scope="col">{t("disp.fuel.amount")}</th>
            {anyDos && <th scope="col">{t("disp.fuel.dosAmount")}</th>}
          </tr>
        </thead>
        <tbody>
          {query.data == null ? (
            <tr className="ise-ui__table-state">
              <td colSpan={anyDos ? 5 : 4}>
                {query.isError ? <LoadError inline testId="disp-fuels-error" {...failureOf(query)!} /> : t("term.loading")}
              </td>
            </tr>
          ) : shownFuels.length === 0 ? (
            <tr className="ise-ui__table-state">
              <td colSpan={anyDos ? 5 : 4}>{t("term.empty")}</td>
            </tr>
          ) : (
            shownFuels.map((fuel) => <FuelRow key={fuel.remoteBatchId} fuel={fuel} anyDos={anyDos} />)
          )}
        </tbody>
      </table>
    </div>
  )
}

function FuelRow({ fuel, anyDos }: { fuel: DispensingFuel; anyDos: boolean }) {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const [state, dispatch] = useAtom(dispensingEditorAtom)
  const c = choiceOf(state, fuel)
  return (
    <tr data-testid={`fuel-${fuel.remoteBatchId}`}>
      <td>
        <button
          type="button"
          className="ise-terminal__toggle"
          aria-pressed={c.isSelected}
          aria-label={t(c.isSelected ? "disp.fuel.unselect" : "disp.fuel.select", {
            name: productName(fuel.productName, locale),
          })}
          onClick={() => dispatch({ type: "fuelToggled", fuel })}
        >
          {c.isSelected ? "−" : "+"}
        </button>
      </td>
      <td>{productName(fuel.productName, locale)}</td>
      <td className="ise-ui__num">{fuel.quantity != null ? formatNumber(locale, fuel.quantity, 0) : "—"}</td>
      <td>
        <AmountInput fuel={fuel} which="batch" />
      </td>
      {anyDos && <td>{fuel.remoteDosBatchId ? <AmountInput fuel={fuel} which="dos" /> : null}</td>}
    </tr>
  )
}

/** One amount of a fuel: enabled while the fuel is chosen; its problem shown once the person tried to confirm. */
function AmountInput({ fuel, which }: { fuel: DispensingFuel; which: "batch" | "dos" }) {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const [state, dispatch] = useAtom(dispensingEditorAtom)
  const c = choiceOf(state, fuel)
  const key = which === "batch" ? "batchAmount" : "dosBatchAmount"
  const shownProblem = state.showProblems && c.isSelected ? amountProblemsOf(state, fuel)[key] : undefined
  const id = `amount-${fuel.remoteBatchId}-${which}`
  return (
    <span style={{ display: "inline-flex", flexDirection: "column", gap: 2 }}>
      <input
        id={fieldId(id)}
        className="ise-terminal__amount"
        type="number"
        inputMode="numeric"
        min={0}
        step={DISPENSING_AMOUNT_STEP}
        value={c[key]}
        aria-label={`${productName(fuel.productName, locale)}: ${t(which === "batch" ? "disp.fuel.amount" : "disp.fuel.dosAmount")}`}
        aria-invalid={shownProblem ? true : undefined}
        aria-describedby={shownProblem ? `${fieldId(id)}-error` : undefined}
        onChange={(e) => dispatch({ type: "amountTyped", fuel, which, amount: e.target.value })}
      />
      {shownProblem && (
        <span className="ise-terminal__error" id={`${fieldId(id)}-error`}>
          {t(amountMessage[shownProblem])}
        </span>
      )}
    </span>
  )
}
