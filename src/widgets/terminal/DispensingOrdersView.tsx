import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useRef, useState, type ReactNode } from "react"
import * as terminalCalls from "../../core/api/terminal.calls"
import { ApiError, errorCode } from "../../core/http/errors"
import { formatDate, todayInTallinn } from "../../core/i18n/dates"
import { formatNumber } from "../../core/i18n/numbers"
import { parseEstonianDate, toEstonianDate } from "../../core/rules/dateRanges"
import { DISPENSING_SAVE_POLL, classifyDispensingSavePoll, poll } from "../../core/rules/polling"
import {
  DISPENSING_AMOUNT_STEP,
  DISPENSING_HEADER_FIELDS,
  canSearchCarriers,
  fuelAmountProblems,
  headerProblems,
  ownerOptions,
  parseAmount,
  productsShown,
  TERMINAL_OWNER,
  type AmountProblem,
  type DispensingHeader,
  type HeaderProblem,
} from "../../core/rules/terminal"
import type { DispensingFuel, DispensingOrder, DispensingOrderRow, Warehouse } from "../../core/schemas/terminal"
import { customerIdAtom, customerQueryAtom, getApi, reloadCall, runApi, useLocale, useMessages } from "../session"
import type { DataTableColumn } from "../ui/DataTable"
import { Modal } from "../ui/Modal"
import { showToast, Toaster } from "../ui/Toast"
import { LoadError, failureOf } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { terminalCss } from "./terminal.css"
import { terminalMessages } from "./terminal.messages"
import {
  carriersQueryAtom,
  carsQueryAtom,
  chosenCarrierAtom,
  dispensingFuelsQueryAtom,
  dispensingOrdersQueryAtom,
  driversQueryAtom,
} from "./terminal.queries"
import { TerminalList } from "./TerminalList"
import { productName } from "../../core/i18n/productNames"

type Mode = { readonly kind: "list" } | { readonly kind: "new" } | { readonly kind: "edit"; readonly order: DispensingOrder }
type Translate = ReturnType<typeof useMessages<keyof typeof terminalMessages.et & string>>

/** One fuel as the form holds it: chosen or not, and the amounts as typed. */
interface FuelChoice {
  readonly isSelected: boolean
  readonly batchAmount: string
  readonly dosBatchAmount: string
}
const NOT_CHOSEN: FuelChoice = { isSelected: false, batchAmount: "", dosBatchAmount: "" }

const amountMessage: Record<AmountProblem, "disp.required" | "disp.amount.invalid" | "disp.amount.negative" | "disp.amount.step"> = {
  REQUIRED: "disp.required",
  INVALID: "disp.amount.invalid",
  NEGATIVE: "disp.amount.negative",
  STEP: "disp.amount.step",
  TOO_LARGE: "disp.amount.invalid",
}
const headerMessage: Record<HeaderProblem, "disp.required" | "disp.date.invalid" | "disp.date.past"> = {
  REQUIRED: "disp.required",
  INVALID_DATE: "disp.date.invalid",
  PAST_DATE: "disp.date.past",
}

const numberOrNull = (value: number | null | "INVALID"): number | null => (typeof value === "number" ? value : null)
const fieldId = (field: string) => `ise-disp-${field}`

/** The fuel's rows of an order being edited: its batch row and its DOS row. */
const orderRowsOf = (order: DispensingOrder | null, fuel: DispensingFuel) => ({
  batch: order?.productRows.find((r) => r.remoteBatchId === fuel.remoteBatchId),
  dos: fuel.remoteDosBatchId ? order?.productRows.find((r) => r.remoteBatchId === fuel.remoteDosBatchId) : undefined,
})

/** A save the terminal's system applied: the order it created or changed. */
export interface DispensingOrderSaved {
  readonly orderUid: number
  readonly edited: boolean
}

export interface DispensingOrdersViewProps {
  /** Called after a save or an edit completed (the element tells its host with an event). */
  readonly onSaved?: (saved: DispensingOrderSaved) => void
}

/** /väljastuskorraldused: the list, and the new/edit view with its fuels, header form, confirmation and the 6 s save poll. */
export function DispensingOrdersView({ onSaved }: DispensingOrdersViewProps = {}) {
  const t = useMessages(terminalMessages)
  const customerId = useAtomValue(customerIdAtom)
  const orders = useAtomValue(dispensingOrdersQueryAtom)
  const [mode, setMode] = useState<Mode>({ kind: "list" })
  useEffect(() => setMode({ kind: "list" }), [customerId])
  const editing = mode.kind !== "list"
  return (
    <div className="ise-terminal__root">
      <style>{uiCss}</style>
      <style>{terminalCss}</style>
      <div className="ise-terminal__toolbar">
        {editing ? (
          <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setMode({ kind: "list" })}>
            {t("disp.back")}
          </button>
        ) : (
          <button type="button" className="ise-ui__button" onClick={() => setMode({ kind: "new" })}>
            {t("disp.new")}
          </button>
        )}
      </div>
      {mode.kind === "list" ? (
        <TerminalList
          testId="dispensing-orders"
          columns={orderColumns(t, (order) => setMode({ kind: "edit", order }))}
          query={orders}
          rowKey={(o) => String(o.uid)}
        />
      ) : (
        <DispensingEditor
          key={mode.kind === "edit" ? mode.order.uid : "new"}
          order={mode.kind === "edit" ? mode.order : null}
          onSaved={({ orderUid, edited }) => {
            setMode({ kind: "list" })
            if (orderUid != null) onSaved?.({ orderUid, edited })
          }}
        />
      )}
      <Toaster />
    </div>
  )
}

function ProductsCell({ order }: { order: DispensingOrder }) {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const rows = productsShown(order.productRows)
  const list = rows.map((r) => `${productName(r.productName, locale)} ${formatNumber(locale, r.quantity, 0)} L`).join("\n")
  return (
    <span
      className="ise-terminal__products"
      title={list}
      tabIndex={0}
      aria-label={`${t("disp.products", { count: rows.length })}: ${list.replaceAll("\n", ", ")}`}
    >
      {t("disp.products", { count: rows.length })}
    </span>
  )
}

function orderColumns(t: Translate, onEdit: (order: DispensingOrder) => void): ReadonlyArray<DataTableColumn<DispensingOrder, "NONE">> {
  return [
    { key: "document", header: t("disp.col.document"), render: (o) => o.authorizationNumber ?? "—" },
    { key: "carrier", header: t("disp.col.carrier"), render: (o) => o.transporterName ?? "—" },
    { key: "car", header: t("disp.col.car"), render: (o) => o.carRegNumber ?? "—" },
    { key: "trailer", header: t("disp.col.trailer"), render: (o) => o.trailerRegNumber || "—" },
    { key: "driver", header: t("disp.col.driver"), render: (o) => o.driverName ?? "—" },
    { key: "products", header: t("disp.col.products"), render: (o) => <ProductsCell order={o} /> },
    { key: "validUntil", header: t("disp.col.validUntil"), render: (o) => (o.validUntil ? formatDate(o.validUntil) : "—") },
    {
      key: "status",
      header: t("disp.col.status"),
      render: (o) => (o.documentState ? t(`disp.state.${o.documentState}`) : (o.documentStateName ?? "—")),
    },
    {
      key: "actions",
      header: <span className="ise-ui__sr">{t("disp.col.actions")}</span>,
      render: (o) =>
        o.isModifiable ? (
          <button
            type="button"
            className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
            aria-label={t("disp.editLabel", { document: o.authorizationNumber ?? String(o.uid) })}
            onClick={() => onEdit(o)}
          >
            {t("disp.edit")}
          </button>
        ) : null,
    },
  ]
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

function DispensingEditor({
  order,
  onSaved,
}: {
  order: DispensingOrder | null
  onSaved: (saved: { readonly orderUid: number | null; readonly edited: boolean }) => void
}) {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const customerId = useAtomValue(customerIdAtom)
  const customer = useAtomValue(customerQueryAtom).data
  const fuels = useAtomValue(dispensingFuelsQueryAtom)
  const carriers = useAtomValue(carriersQueryAtom).data ?? []
  const setChosenCarrier = useSetAtom(chosenCarrierAtom)
  const cars = useAtomValue(carsQueryAtom).data ?? []
  const drivers = useAtomValue(driversQueryAtom).data ?? []
  const owners = ownerOptions(customer?.searchCode)

  const [warehouse, setWarehouse] = useState<Warehouse>(order?.warehouse ?? "1")
  const [choices, setChoices] = useState<Readonly<Record<string, FuelChoice>>>({})
  const [header, setHeader] = useState<DispensingHeader>(() => ({
    documentNumber: order?.authorizationNumber ?? "",
    owner: owners.find((o) => o.label === order?.productOwnerName)?.code ?? TERMINAL_OWNER.code,
    carrier: order?.transporterCode ?? "",
    vehicleCode: order?.carCode ?? "",
    driver: order?.driverCode ?? "",
    validUntil: order?.validUntil?.slice(0, 10) ?? "",
  }))
  const [carrierText, setCarrierText] = useState(order?.transporterName ?? "")
  // Valid until is typed dd.mm.yyyy (Estonian calendar); the header holds YYYY-MM-DD, or the text when it is no date.
  const [validUntilText, setValidUntilText] = useState(order?.validUntil ? toEstonianDate(order.validUntil) : "")
  const [showProblems, setShowProblems] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  // The editor's own node: its fields are found in its root (a custom element's shadow root or the document).
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => () => abort.current?.abort(), [])
  useEffect(() => setChosenCarrier(header.carrier || null), [header.carrier, setChosenCarrier])

  const shownFuels = (fuels.data ?? []).filter((f) => f.remoteStockId === warehouse)
  // An edited order starts with its rows chosen, at their quantities.
  const choiceOf = (fuel: DispensingFuel): FuelChoice => {
    const own = choices[fuel.remoteBatchId]
    if (own) return own
    const rows = orderRowsOf(order, fuel)
    if (!rows.batch && !rows.dos) return NOT_CHOSEN
    return {
      isSelected: true,
      batchAmount: rows.batch ? String(rows.batch.quantity) : "",
      dosBatchAmount: rows.dos ? String(rows.dos.quantity) : "",
    }
  }
  const chosen = shownFuels.filter((f) => choiceOf(f).isSelected)
  const problemsOf = (fuel: DispensingFuel) => {
    const c = choiceOf(fuel)
    const dos = parseAmount(c.dosBatchAmount)
    const batch = parseAmount(c.batchAmount)
    if (batch === "INVALID" || dos === "INVALID") {
      return {
        ...(batch === "INVALID" ? { batchAmount: "INVALID" as const } : {}),
        ...(dos === "INVALID" ? { dosBatchAmount: "INVALID" as const } : {}),
      }
    }
    return fuelAmountProblems({ batchAmount: batch, dosBatchAmount: dos, isDosVisible: fuel.remoteDosBatchId != null })
  }
  const headerErrors = headerProblems(header, todayInTallinn())

  const setChoice = (fuel: DispensingFuel, change: Partial<FuelChoice>) =>
    setChoices((all) => ({ ...all, [fuel.remoteBatchId]: { ...choiceOf(fuel), ...change } }))
  // Another warehouse: the chosen fuels and their amounts are cleared (spec §2).
  const switchWarehouse = (next: Warehouse) => {
    setWarehouse(next)
    setChoices(Object.fromEntries((fuels.data ?? []).map((f) => [f.remoteBatchId, NOT_CHOSEN])))
  }
  const setField = (field: keyof DispensingHeader, value: string) => setHeader((h) => ({ ...h, [field]: value }))

  /** Validates everything; on a problem shows the messages and scrolls to the first bad field (or the fuel list). */
  const openConfirm = () => {
    setShowProblems(true)
    const badFuel = chosen.find((f) => Object.keys(problemsOf(f)).length > 0)
    const firstBad =
      chosen.length === 0
        ? "fuels"
        : badFuel
          ? `amount-${badFuel.remoteBatchId}-${problemsOf(badFuel).batchAmount ? "batch" : "dos"}`
          : DISPENSING_HEADER_FIELDS.find((f) => headerErrors[f])
    if (firstBad) {
      const root = (box.current?.getRootNode() ?? document) as Document | ShadowRoot
      const el = root.getElementById(fieldId(firstBad))
      el?.scrollIntoView({ block: "center" })
      el?.focus({ preventScroll: true })
      return
    }
    setSaveError(null)
    setConfirming(true)
  }

  const rowsOfChosen = (): ReadonlyArray<DispensingOrderRow> =>
    chosen.map((f) => {
      const c = choiceOf(f)
      const batch = numberOrNull(parseAmount(c.batchAmount))
      const dos = f.remoteDosBatchId ? numberOrNull(parseAmount(c.dosBatchAmount)) : null
      return {
        remoteBatchId: f.remoteBatchId,
        ...(batch != null ? { batchAmount: batch } : {}),
        ...(f.remoteDosBatchId && dos != null ? { remoteDosBatchId: f.remoteDosBatchId, dosBatchAmount: dos } : {}),
      }
    })

  /** An edit: rows the order had are changed (0 when no longer chosen), fuels it did not have are new rows. */
  const editBody = (existing: DispensingOrder) => {
    const modifiedRows = existing.productRows.map((row) => {
      const fuel = shownFuels.find((f) => f.remoteBatchId === row.remoteBatchId || f.remoteDosBatchId === row.remoteBatchId)
      const c = fuel ? choiceOf(fuel) : NOT_CHOSEN
      const typed = fuel && row.remoteBatchId === fuel.remoteDosBatchId ? c.dosBatchAmount : c.batchAmount
      return {
        productName: row.productName,
        rowNumber: row.rowNumber,
        quantity: c.isSelected ? (numberOrNull(parseAmount(typed)) ?? 0) : 0,
      }
    })
    const newRows = rowsOfChosen().filter((r) => !existing.productRows.some((p) => p.remoteBatchId === r.remoteBatchId))
    return { uid: existing.uid, ...header, warehouse, newRows, modifiedRows }
  }

  const save = async () => {
    setSaving(true)
    setSaveError(null)
    const controller = new AbortController()
    abort.current = controller
    const api = getApi()
    const params = { customerId: customerId! }
    try {
      const started = order
        ? await runApi(api.request(terminalCalls.dispensingOrderEdit, { params, body: editBody(order) }), controller.signal)
        : await runApi(
            api.request(terminalCalls.dispensingOrderCreate, { params, body: { ...header, warehouse, rows: rowsOfChosen() } }),
            controller.signal,
          )
      const stateCall = order ? terminalCalls.dispensingOrderEditState : terminalCalls.dispensingOrderSaveState
      let orderUid: number | null | undefined
      try {
        ;({ orderUid } = await runApi(
          poll(DISPENSING_SAVE_POLL, api.request(stateCall, { params, body: { uid: started.uid } }), classifyDispensingSavePoll),
          controller.signal,
        ))
      } catch (e) {
        if (controller.signal.aborted) return
        console.warn("[dispensing] save", e)
        setSaveError(t("disp.saveFailed"))
        setSaving(false)
        return
      }
      setConfirming(false)
      void reloadCall(terminalCalls.dispensingOrders, customerId)
      void reloadCall(terminalCalls.dispensingOrderFuels, customerId)
      showToast(t("disp.saved"), { kind: "success" })
      onSaved({ orderUid: orderUid ?? order?.uid ?? null, edited: order != null })
    } catch (e) {
      if (controller.signal.aborted) return
      // The start call failed: status, a colon and the server's error id (spec §8).
      console.warn("[dispensing] start", e)
      setSaveError(`${e instanceof ApiError ? e.status : 500}: ${errorCode(e) ?? 500}`)
      setSaving(false)
    }
  }

  const problem = (field: keyof DispensingHeader) => (showProblems && headerErrors[field] ? t(headerMessage[headerErrors[field]]) : null)
  /** What a header control says of itself: required, invalid when its problem is shown, described by its hint and message. */
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
  const fieldError = (field: string, text: string | null) =>
    text ? (
      <span className="ise-terminal__error" id={`${fieldId(field)}-error`}>
        {text}
      </span>
    ) : null
  const carrierMatches = canSearchCarriers(carrierText)
    ? carriers.filter(
        (c) =>
          c.name.toLowerCase().includes(carrierText.trim().toLowerCase()) ||
          c.searchCode.toLowerCase().includes(carrierText.trim().toLowerCase()),
      )
    : []

  const amountInput = (fuel: DispensingFuel, which: "batch" | "dos") => {
    const c = choiceOf(fuel)
    const key = which === "batch" ? "batchAmount" : "dosBatchAmount"
    const shownProblem = showProblems && c.isSelected ? problemsOf(fuel)[key] : undefined
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
          disabled={!c.isSelected}
          aria-label={`${productName(fuel.productName, locale)}: ${t(which === "batch" ? "disp.fuel.amount" : "disp.fuel.dosAmount")}`}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? `${fieldId(id)}-error` : undefined}
          onChange={(e) => setChoice(fuel, { [key]: e.target.value })}
        />
        {fieldError(id, shownProblem ? t(amountMessage[shownProblem]) : null)}
      </span>
    )
  }

  const anyDos = shownFuels.some((f) => f.remoteDosBatchId != null)
  return (
    <div ref={box}>
      <fieldset className="ise-terminal__switch" data-testid="warehouse-switch">
        <legend>{t("disp.warehouse")}</legend>
        {(["1", "33"] as const).map((w) => (
          <label key={w}>
            <input type="radio" name="ise-disp-warehouse" value={w} checked={warehouse === w} onChange={() => switchWarehouse(w)} />
            {t(`disp.warehouse.${w}`)}
          </label>
        ))}
      </fieldset>
      <h2 id={fieldId("fuels")} tabIndex={-1}>
        {t("disp.fuels")}
      </h2>
      {showProblems && chosen.length === 0 && (
        <p className="ise-terminal__error" role="alert">
          {t("disp.fuel.chooseOne")}
        </p>
      )}
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
            {fuels.data == null ? (
              <tr className="ise-ui__table-state">
                <td colSpan={anyDos ? 5 : 4}>
                  {fuels.isError ? <LoadError inline testId="disp-fuels-error" {...failureOf(fuels)!} /> : t("term.loading")}
                </td>
              </tr>
            ) : shownFuels.length === 0 ? (
              <tr className="ise-ui__table-state">
                <td colSpan={anyDos ? 5 : 4}>{t("term.empty")}</td>
              </tr>
            ) : (
              shownFuels.map((fuel) => {
                const c = choiceOf(fuel)
                return (
                  <tr key={fuel.remoteBatchId} data-testid={`fuel-${fuel.remoteBatchId}`}>
                    <td>
                      <button
                        type="button"
                        className="ise-terminal__toggle"
                        aria-pressed={c.isSelected}
                        aria-label={t(c.isSelected ? "disp.fuel.unselect" : "disp.fuel.select", {
                          name: productName(fuel.productName, locale),
                        })}
                        onClick={() => setChoice(fuel, c.isSelected ? NOT_CHOSEN : { isSelected: true })}
                      >
                        {c.isSelected ? "−" : "+"}
                      </button>
                    </td>
                    <td>{productName(fuel.productName, locale)}</td>
                    <td className="ise-ui__num">{fuel.quantity != null ? formatNumber(locale, fuel.quantity, 0) : "—"}</td>
                    <td>{amountInput(fuel, "batch")}</td>
                    {anyDos && <td>{fuel.remoteDosBatchId ? amountInput(fuel, "dos") : null}</td>}
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </div>
      {chosen.length > 0 && (
        <form
          className="ise-terminal__form"
          noValidate
          data-testid="dispensing-form"
          onSubmit={(e) => {
            e.preventDefault()
            openConfirm()
          }}
        >
          <Field field="documentNumber" label={t("disp.form.document")} error={problem("documentNumber")}>
            <input
              {...controlOf("documentNumber")}
              value={header.documentNumber}
              maxLength={100}
              onChange={(e) => setField("documentNumber", e.target.value)}
            />
          </Field>
          <Field field="owner" label={t("disp.form.owner")} error={problem("owner")}>
            <select {...controlOf("owner")} value={header.owner} onChange={(e) => setField("owner", e.target.value)}>
              {owners.map((o) => (
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
              onChange={(e) => {
                const typed = e.target.value
                setCarrierText(typed)
                const match = carriers.find((c) => c.name === typed)
                // Another carrier: its cars and drivers are other ones.
                setHeader((h) => ({ ...h, carrier: match?.searchCode ?? "", vehicleCode: "", driver: "" }))
              }}
            />
            <datalist id="ise-disp-carriers">
              {carrierMatches.map((c) => (
                <option key={c.searchCode} value={c.name} />
              ))}
            </datalist>
          </Field>
          <Field field="vehicleCode" label={t("disp.form.car")} error={problem("vehicleCode")}>
            <select
              {...controlOf("vehicleCode")}
              value={header.vehicleCode}
              disabled={!header.carrier}
              onChange={(e) => setField("vehicleCode", e.target.value)}
            >
              <option value="">{t("disp.form.carHint")}</option>
              {cars.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field field="driver" label={t("disp.form.driver")} error={problem("driver")}>
            <select
              {...controlOf("driver")}
              value={header.driver}
              disabled={!header.carrier}
              onChange={(e) => setField("driver", e.target.value)}
            >
              <option value="">{t("disp.form.driverHint")}</option>
              {drivers.map((d) => (
                <option key={d.code} value={d.code}>
                  {`${d.name} (${d.personalCode ?? t("disp.form.noPersonalCode")})`}
                </option>
              ))}
            </select>
          </Field>
          <Field field="validUntil" label={t("disp.form.validUntil")} error={problem("validUntil")}>
            <input
              {...controlOf("validUntil")}
              inputMode="numeric"
              placeholder={t("disp.date.placeholder")}
              value={validUntilText}
              onChange={(e) => {
                setValidUntilText(e.target.value)
                setField("validUntil", parseEstonianDate(e.target.value) ?? e.target.value)
              }}
            />
          </Field>
          <div style={{ alignSelf: "end" }}>
            <button type="submit" className="ise-ui__button">
              {t("disp.confirm")}
            </button>
          </div>
        </form>
      )}
      {confirming && (
        <Modal
          title={t("disp.confirm")}
          locale={locale}
          testId="dispensing-confirm"
          onClose={() => {
            if (saving) return
            setConfirming(false)
          }}
          footer={
            <button type="button" className="ise-ui__button" disabled={saving} onClick={() => void save()}>
              {saving ? t("disp.saving") : t("disp.save")}
            </button>
          }
        >
          <p>{t("disp.confirmText", { count: chosen.length })}</p>
          {saving && <p role="status">{t("disp.saving")}</p>}
          {saveError && (
            <p className="ise-ui__alert ise-ui__alert--error" role="alert" data-testid="dispensing-save-error">
              {saveError}
            </p>
          )}
        </Modal>
      )}
    </div>
  )
}
