import { useAtom, useAtomValue } from "jotai"
import { useRef } from "react"
import { todayInTallinn } from "../../core/i18n/dates"
import { Warehouses } from "../../core/schemas/terminal"
import { useLocale, useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { DispensingFuels } from "./DispensingFuels"
import { DispensingHeaderForm, fieldId } from "./DispensingHeaderForm"
import { terminalMessages } from "./terminal.messages"
import { carriersQueryAtom, dispensingEditorAtom, dispensingFuelsQueryAtom } from "./terminal.queries"
import { chosenFuels, firstProblem, fuelsOfWarehouse, type EditorFacts } from "./terminal.state"
import { useDispensingSave, type EditorSaved } from "./useDispensingSave"

/**
 * A new dispensing order or an edit (the state is terminal.state.ts's reducer, started afresh by the
 * button that opens it): the warehouse switch, the fuels, the header form, the confirmation and the save.
 */
export function DispensingEditor({ onSaved }: { onSaved: (saved: EditorSaved) => void }) {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const [state, dispatch] = useAtom(dispensingEditorAtom)
  const fuels = useAtomValue(dispensingFuelsQueryAtom)
  const carriers = useAtomValue(carriersQueryAtom).data ?? []
  const shownFuels = fuelsOfWarehouse(fuels.data ?? [], state.warehouse)
  const save = useDispensingSave(state, shownFuels, dispatch, onSaved)
  // The editor's own node: its fields are found in its root (a custom element's shadow root or the document).
  const box = useRef<HTMLDivElement>(null)
  const chosen = chosenFuels(state, shownFuels)
  const saving = state.phase === "starting" || state.phase === "polling"

  /** Validates everything; on a problem shows the messages and scrolls to the first bad field (or the fuel list). */
  const confirm = () => {
    const facts: EditorFacts = { shownFuels, today: todayInTallinn() }
    const bad = firstProblem(state, facts)
    dispatch({ type: "confirmPressed", facts })
    if (bad == null) return
    const root = (box.current?.getRootNode() ?? document) as Document | ShadowRoot
    const el = root.getElementById(fieldId(bad))
    el?.scrollIntoView({ block: "center" })
    el?.focus({ preventScroll: true })
  }

  return (
    <div ref={box}>
      <fieldset className="ise-terminal__switch" data-testid="warehouse-switch">
        <legend>{t("disp.warehouse")}</legend>
        {Warehouses.map((w) => (
          <label key={w}>
            <input
              type="radio"
              name="ise-disp-warehouse"
              value={w}
              checked={state.warehouse === w}
              onChange={() => dispatch({ type: "warehouseSwitched", warehouse: w, fuels: fuels.data ?? [] })}
            />
            {t(`disp.warehouse.${w}`)}
          </label>
        ))}
      </fieldset>
      <h2 id={fieldId("fuels")} tabIndex={-1}>
        {t("disp.fuels")}
      </h2>
      {state.showProblems && chosen.length === 0 && (
        <p className="ise-terminal__error" role="alert">
          {t("disp.fuel.chooseOne")}
        </p>
      )}
      <DispensingFuels shownFuels={shownFuels} />
      {chosen.length > 0 && <DispensingHeaderForm carriers={carriers} onConfirm={confirm} />}
      {state.phase !== "editing" && (
        <Modal
          title={t("disp.confirm")}
          locale={locale}
          testId="dispensing-confirm"
          onClose={() => dispatch({ type: "confirmDismissed" })}
          footer={
            <button type="button" className="ise-ui__button" disabled={saving} onClick={() => void save()}>
              {saving ? t("disp.saving") : t("disp.save")}
            </button>
          }
        >
          <p>{t("disp.confirmText", { count: chosen.length })}</p>
          {saving && <p role="status">{t("disp.saving")}</p>}
          {state.saveError && (
            <p className="ise-ui__alert ise-ui__alert--error" role="alert" data-testid="dispensing-save-error">
              {state.saveError}
            </p>
          )}
        </Modal>
      )}
    </div>
  )
}
