import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useRef, useState, type ReactNode } from "react"
import * as saleOrdersCalls from "../../core/api/saleOrders.calls"
import { errorCode, errorField } from "../../core/http/errors"
import { formatDate } from "../../core/i18n/dates"
import { formatNumber, formatPrice } from "../../core/i18n/numbers"
import { canSearchCarriers } from "../../core/rules/terminal"
import {
  AMOUNT_ROUNDING_DELAY_MS,
  minDeliveryDate,
  notificationEmailProblem,
  paymentTermsFor,
  roundedAmount,
  saleAmountProblem,
  SALE_ORDER_NOTES_MAX,
  SALE_ORDER_STEP_LITRES,
  SALE_ORDER_MIN_LITRES,
  TERMINAL_TRANSPORT,
  transportProblems,
  type TransportForm,
} from "../../core/rules/saleOrders"
import type { ProductForSale, SaleOrder } from "../../core/schemas/saleOrders"
import { customerIdAtom, getApi, reloadCall, runApi, useLocale, useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { showToast } from "../ui/Toast"
import { saleOrdersCss } from "./saleOrders.css"
import { saleOrdersMessages } from "./saleOrders.messages"
import {
  chosenProviderAtom,
  loadingProvidersQueryAtom,
  saleCarrierAtom,
  saleCarriersQueryAtom,
  saleCarsQueryAtom,
  saleDriversQueryAtom,
  saleOrderCustomerQueryAtom,
  saleProductsQueryAtom,
} from "./saleOrders.queries"
import { productName } from "../../core/i18n/productNames"

export type WizardKind = "quote" | "order"
type Step = 1 | 2 | 3
type Translate = ReturnType<typeof useMessages<keyof typeof saleOrdersMessages.et & string>>

const STEP_NAMES = ["wizard.step.transport", "wizard.step.fuel", "wizard.step.confirm"] as const
const fieldId = (field: string) => `ise-so-${field}`

/** The three steps, the current one marked (an existing order opens at the third). */
export function StepList({ current }: { current: Step }) {
  const t = useMessages(saleOrdersMessages)
  return (
    <ol className="ise-sale-orders__steps" aria-label={t("wizard.steps")}>
      {STEP_NAMES.map((name, i) => (
        <li key={name} aria-current={current === i + 1 ? "step" : undefined}>
          {t("wizard.step", { n: i + 1, name: t(name) })}
        </li>
      ))}
    </ol>
  )
}

function Summary({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="ise-sale-orders__summary" data-testid="sale-order-summary">
      {items.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const termText = (t: Translate, term: number) => (term === 0 ? t("so.prepayment") : t("so.days", { count: term }))

/** The confirm step's summary of an existing order or quote. */
export function SaleOrderSummary({ order }: { order: SaleOrder }) {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const none = t("wizard.none")
  const terminal = order.transporterCode === TERMINAL_TRANSPORT
  return (
    <Summary
      items={[
        [t("so.col.state"), t(`state.${order.docState}`)],
        [t("wizard.transport"), terminal ? t("wizard.terminalTransport") : t("wizard.ownTransport")],
        ...(terminal
          ? []
          : ([
              [t("wizard.carrier"), order.transporterName ?? none],
              [t("wizard.car"), order.carName ?? none],
              [t("wizard.driver"), order.driverName ?? none],
            ] as const)),
        [t("wizard.location"), order.location?.address ?? none],
        [t("so.col.orderDate"), order.orderDate ? formatDate(order.orderDate) : none],
        [t("wizard.deliveryDate"), order.desiredDeliveryDate ? formatDate(order.desiredDeliveryDate) : none],
        [t("wizard.paymentTerm"), order.validUntil != null ? termText(t, Number(order.validUntil)) : none],
        [
          t("wizard.fuels"),
          <span className="ise-sale-orders__lines">
            {order.rows.map((r) => (
              <span key={r.rowNo}>
                {productName(r.productName, locale)}: {t("so.litres", { amount: formatNumber(locale, r.quantity, 0) })}
                {r.price != null ? ` · ${t("so.pricePerLitre", { price: formatPrice(locale, r.price) })}` : ""}
              </span>
            ))}
          </span>,
        ],
        [t("wizard.notes"), order.orderAdditionalInfo || none],
      ]}
    />
  )
}

/** One field: its label (with a * when required), the control, a hint and the field's message. */
function Field(props: {
  field: string
  label: string
  required?: boolean
  hint?: ReactNode
  error: string | null
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={`ise-sale-orders__field${props.wide ? " ise-sale-orders__field--wide" : ""}`}>
      <label htmlFor={fieldId(props.field)}>
        {props.label}
        {props.required && (
          <span className="ise-sale-orders__req" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {props.children}
      {props.hint && (
        <span className="ise-sale-orders__hint" id={`${fieldId(props.field)}-hint`}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span className="ise-sale-orders__error" id={`${fieldId(props.field)}-error`}>
          {props.error}
        </span>
      )}
    </div>
  )
}

interface FuelChoice {
  readonly selected: boolean
  readonly amount: string
}

const EMPTY_FORM: TransportForm = {
  terminalTransport: false,
  loadingProvider: "",
  carrier: "",
  vehicleCode: "",
  driver: "",
  customerLocationId: "",
  deliveryDate: "",
  paymentDeadline: "",
  notes: "",
}

/** The new order / quote dialog: 1 transport, 2 fuel, 3 confirm (spec part 2 §2, §5). */
export function SaleOrderWizard({
  kind,
  onClose,
  onCreated,
}: {
  kind: WizardKind
  onClose: () => void
  onCreated?: (kind: WizardKind) => void
}) {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const customerId = useAtomValue(customerIdAtom)
  const customer = useAtomValue(saleOrderCustomerQueryAtom).data
  const providers = useAtomValue(loadingProvidersQueryAtom).data ?? []
  const carriers = useAtomValue(saleCarriersQueryAtom).data ?? []
  const setCarrier = useSetAtom(saleCarrierAtom)
  const cars = useAtomValue(saleCarsQueryAtom).data ?? []
  const drivers = useAtomValue(saleDriversQueryAtom).data ?? []
  const setProvider = useSetAtom(chosenProviderAtom)
  const products = useAtomValue(saleProductsQueryAtom)

  const [step, setStep] = useState<Step>(1)
  const [form, setForm] = useState<TransportForm>(EMPTY_FORM)
  const [carrierText, setCarrierText] = useState("")
  const [fuels, setFuels] = useState<Readonly<Record<string, FuelChoice>>>({})
  const [notify, setNotify] = useState(false)
  const [email, setEmail] = useState("")
  const [shown, setShown] = useState<Readonly<Record<Step, boolean>>>({ 1: false, 2: false, 3: false })
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const body = useRef<HTMLDivElement>(null)

  // The fuels are the chosen terminal's; with the terminal's transport and none chosen, the first terminal's.
  const providerId = form.loadingProvider ? Number(form.loadingProvider) : form.terminalTransport ? (providers[0]?.id ?? null) : null
  const provider = providers.find((p) => p.id === providerId)
  useEffect(() => setProvider(providerId), [providerId, setProvider])
  useEffect(() => setCarrier(form.carrier || null), [form.carrier, setCarrier])
  useEffect(
    () => () => {
      setProvider(null)
      setCarrier(null)
    },
    [setProvider, setCarrier],
  )

  // Amounts above the minimum go to the nearest 100 L half a second after typing stops.
  const roundTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (roundTimer.current) clearTimeout(roundTimer.current)
    },
    [],
  )
  const typeAmount = (batchId: string, amount: string) => {
    setFuels((all) => ({ ...all, [batchId]: { selected: true, amount } }))
    if (roundTimer.current) clearTimeout(roundTimer.current)
    roundTimer.current = setTimeout(() => {
      const n = Number(amount)
      if (amount.trim() === "" || !Number.isFinite(n)) return
      const rounded = roundedAmount(n)
      if (rounded !== n)
        setFuels((all) => (all[batchId]?.amount === amount ? { ...all, [batchId]: { selected: true, amount: String(rounded) } } : all))
    }, AMOUNT_ROUNDING_DELAY_MS)
  }

  const now = new Date()
  const terms = customer ? paymentTermsFor(customer) : []
  const earliest = minDeliveryDate(now, form.terminalTransport)
  const transport = transportProblems(form, now, terms)
  const offered: ReadonlyArray<ProductForSale> = products.data ?? []
  const chosen = offered.filter((p) => fuels[p.batchId]?.selected)
  const amountProblem = (p: ProductForSale) => {
    const text = fuels[p.batchId]?.amount ?? ""
    return saleAmountProblem(text.trim() === "" ? null : Number(text))
  }
  const emailProblem = notificationEmailProblem(notify, email)

  const set = (field: keyof TransportForm, value: string | boolean) => setForm((f) => ({ ...f, [field]: value }))
  const transportMessage = (field: keyof TransportForm): string | null => {
    if (!shown[1] && field !== "notes") return null
    const problem = transport[field]
    if (!problem) return null
    if (problem === "TOO_LONG") return t("wizard.notesTooLong")
    if (problem === "TOO_EARLY") return t("wizard.tooEarly", { date: formatDate(earliest) })
    return t("wizard.required")
  }
  const control = (field: string, message: string | null, hint = false) => ({
    id: fieldId(field),
    "aria-invalid": message ? true : undefined,
    "aria-describedby":
      [hint ? `${fieldId(field)}-hint` : null, message ? `${fieldId(field)}-error` : null].filter(Boolean).join(" ") || undefined,
  })

  /** Focuses the first control that has a message, so the user sees what stopped them. */
  const focusFirstProblem = () =>
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem="true"]')?.focus())

  const next = () => {
    setShown((s) => ({ ...s, [step]: true }))
    if (step === 1) {
      if (Object.keys(transport).length > 0) return focusFirstProblem()
      setStep(2)
    } else if (step === 2) {
      if (chosen.length === 0 || chosen.some((p) => amountProblem(p))) return focusFirstProblem()
      setStep(3)
    }
  }

  const submit = async () => {
    setShown((s) => ({ ...s, 3: true }))
    if (emailProblem) return focusFirstProblem()
    setSaving(true)
    setSaveError(null)
    const own = !form.terminalTransport
    try {
      await runApi(
        getApi().request(saleOrdersCalls.saleOrderCreate, {
          params: { customerId: customerId! },
          body: {
            customerLocationId: Number(form.customerLocationId),
            loadingProvider: providerId,
            objectId: provider?.objectId ?? null,
            carrier: own ? form.carrier : TERMINAL_TRANSPORT,
            vehicleCode: own ? form.vehicleCode : null,
            driver: own && form.driver ? form.driver : null,
            deliveryDate: form.deliveryDate,
            notes: form.notes.trim() || null,
            paymentDeadline: Number(form.paymentDeadline),
            ...(notify ? { notificationReceiverEmail: email.trim() } : {}),
            ...(kind === "quote" ? { stateId: "MV1" as const } : {}),
            rows: chosen.map((p) => ({
              batchAmount: Number(fuels[p.batchId]!.amount),
              remoteBatchId: p.batchId,
              specialFuel: p.specialFuel,
            })),
          },
        }),
      )
      showToast(kind === "quote" ? t("wizard.savedQuote") : t("wizard.savedOrder"), { kind: "success" })
      void reloadCall(saleOrdersCalls.saleOrders, customerId)
      onCreated?.(kind)
      onClose()
    } catch (e) {
      console.warn("[sale orders] create", e)
      const code = errorCode(e)
      setSaveError(
        code === "NO_PURCHASE_RIGHT"
          ? t("error.NO_PURCHASE_RIGHT")
          : code === "VALIDATION" && errorField(e) === "deliveryDate"
            ? t("error.deliveryDate")
            : t("error.generic"),
      )
      setSaving(false)
    }
  }

  const carrierMatches = canSearchCarriers(carrierText)
    ? carriers.filter(
        (c) => `${c.name} ${c.searchCode}`.toLowerCase().includes(carrierText.trim().toLowerCase()) && c.searchCode !== TERMINAL_TRANSPORT,
      )
    : []
  const carrierHint = canSearchCarriers(carrierText) && carrierMatches.length === 0 ? t("wizard.noMatches") : t("wizard.carrierHint")
  const notesMessage = transportMessage("notes")

  const stepOne = (
    <>
      <fieldset className="ise-sale-orders__switch">
        <legend>{t("wizard.transport")}</legend>
        {([false, true] as const).map((terminal) => (
          <label key={String(terminal)} className="ise-sale-orders__check">
            <input
              type="radio"
              name="ise-so-transport"
              checked={form.terminalTransport === terminal}
              onChange={() => setForm((f) => ({ ...f, terminalTransport: terminal, deliveryDate: "" }))}
            />
            {t(terminal ? "wizard.terminalTransport" : "wizard.ownTransport")}
          </label>
        ))}
      </fieldset>
      <div className="ise-sale-orders__form">
        <Field
          field="loadingProvider"
          label={form.terminalTransport ? t("wizard.terminalOptional") : t("wizard.terminal")}
          required={!form.terminalTransport}
          error={transportMessage("loadingProvider")}
        >
          <select
            {...control("loadingProvider", transportMessage("loadingProvider"))}
            aria-required={!form.terminalTransport}
            value={form.loadingProvider}
            onChange={(e) => {
              set("loadingProvider", e.target.value)
              setFuels({})
            }}
          >
            <option value="">{t("wizard.chooseTerminal")}</option>
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        {!form.terminalTransport && (
          <>
            <Field field="carrier" label={t("wizard.carrier")} required hint={carrierHint} error={transportMessage("carrier")}>
              <input
                {...control("carrier", transportMessage("carrier"), true)}
                aria-required
                list="ise-so-carriers"
                autoComplete="off"
                value={carrierText}
                onChange={(e) => {
                  const typed = e.target.value
                  setCarrierText(typed)
                  const match = carriers.find((c) => c.name === typed)
                  // Another carrier has other cars and drivers: the chosen ones are cleared.
                  setForm((f) => ({ ...f, carrier: match?.searchCode ?? "", vehicleCode: "", driver: "" }))
                }}
              />
              <datalist id="ise-so-carriers">
                {carrierMatches.map((c) => (
                  <option key={c.searchCode} value={c.name} />
                ))}
              </datalist>
            </Field>
            <Field field="vehicleCode" label={t("wizard.car")} required error={transportMessage("vehicleCode")}>
              <select
                {...control("vehicleCode", transportMessage("vehicleCode"))}
                aria-required
                value={form.vehicleCode}
                disabled={!form.carrier}
                onChange={(e) => set("vehicleCode", e.target.value)}
              >
                <option value="">{form.carrier && cars.length === 0 ? t("wizard.noOptions") : t("wizard.carHint")}</option>
                {cars.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field field="driver" label={t("wizard.driver")} required error={null}>
              <select
                {...control("driver", null)}
                value={form.driver}
                disabled={!form.carrier}
                onChange={(e) => set("driver", e.target.value)}
              >
                <option value="">{form.carrier && drivers.length === 0 ? t("wizard.noOptions") : t("wizard.driverHint")}</option>
                {drivers.map((d) => (
                  <option key={d.code} value={d.code}>
                    {d.name}
                  </option>
                ))}
              </select>
            </Field>
          </>
        )}
        <Field field="customerLocationId" label={t("wizard.location")} required error={transportMessage("customerLocationId")}>
          <select
            {...control("customerLocationId", transportMessage("customerLocationId"))}
            aria-required
            value={form.customerLocationId}
            onChange={(e) => set("customerLocationId", e.target.value)}
          >
            <option value="">{customer && customer.locations.length === 0 ? t("wizard.noOptions") : t("wizard.chooseLocation")}</option>
            {(customer?.locations ?? []).map((l) => (
              <option key={l.customerLocationId} value={l.customerLocationId}>
                {[l.mainAddress, l.city].filter(Boolean).join(", ")}
              </option>
            ))}
          </select>
        </Field>
        <Field
          field="deliveryDate"
          label={t("wizard.deliveryDate")}
          required
          hint={t("wizard.deliveryDateHint", { date: formatDate(earliest) })}
          error={transportMessage("deliveryDate")}
        >
          <input
            {...control("deliveryDate", transportMessage("deliveryDate"), true)}
            aria-required
            type="date"
            min={earliest}
            value={form.deliveryDate}
            onChange={(e) => set("deliveryDate", e.target.value)}
          />
        </Field>
        <Field field="paymentDeadline" label={t("wizard.paymentTerm")} required error={transportMessage("paymentDeadline")}>
          <select
            {...control("paymentDeadline", transportMessage("paymentDeadline"))}
            aria-required
            value={form.paymentDeadline}
            onChange={(e) => set("paymentDeadline", e.target.value)}
          >
            <option value="">{t("wizard.choosePaymentTerm")}</option>
            {terms.map((term) => (
              <option key={term} value={term}>
                {termText(t, term)}
              </option>
            ))}
          </select>
        </Field>
        <Field field="notes" label={t("wizard.notes")} wide hint={`${form.notes.length}/${SALE_ORDER_NOTES_MAX}`} error={notesMessage}>
          <textarea {...control("notes", notesMessage, true)} rows={3} value={form.notes} onChange={(e) => set("notes", e.target.value)} />
        </Field>
      </div>
    </>
  )

  const stepTwo = (
    <>
      <h3 style={{ margin: "0 0 4px" }}>{t("wizard.fuels")}</h3>
      <p className="ise-sale-orders__hint" id={fieldId("fuel-hint")}>
        {t("wizard.fuelHint")}
      </p>
      {shown[2] && chosen.length === 0 && (
        <p className="ise-sale-orders__error" role="alert" tabIndex={-1} data-problem="true">
          {t("wizard.chooseFuel")}
        </p>
      )}
      {products.data == null ? (
        <p>{products.isError ? t("so.loadFailed") : t("so.loading")}</p>
      ) : offered.length === 0 ? (
        <p>{t("wizard.noOptions")}</p>
      ) : (
        <ul className="ise-sale-orders__fuels">
          {offered.map((p) => {
            const choice = fuels[p.batchId]
            const problem = shown[2] && choice?.selected ? amountProblem(p) : null
            const message = problem ? t(problem === "STEP" ? "wizard.fuelStep" : "wizard.fuelMin") : null
            const id = `amount-${p.batchId}`
            return (
              <li key={p.batchId} className="ise-sale-orders__fuel" data-testid={`fuel-${p.batchId}`}>
                <label className="ise-sale-orders__check">
                  <input
                    type="checkbox"
                    checked={choice?.selected ?? false}
                    onChange={(e) =>
                      setFuels((all) => ({ ...all, [p.batchId]: { selected: e.target.checked, amount: all[p.batchId]?.amount ?? "" } }))
                    }
                  />
                  {productName(p.prodBrandName, locale)}
                  {p.specialFuel && <span className="ise-sale-orders__badge">{t("wizard.specialFuel")}</span>}
                </label>
                <span style={{ display: "inline-flex", flexDirection: "column", gap: 2 }}>
                  <input
                    id={fieldId(id)}
                    className="ise-sale-orders__amount"
                    type="number"
                    inputMode="numeric"
                    min={SALE_ORDER_MIN_LITRES}
                    step={SALE_ORDER_STEP_LITRES}
                    value={choice?.amount ?? ""}
                    aria-label={t("wizard.fuelAmount", { name: productName(p.prodBrandName, locale) })}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={[fieldId("fuel-hint"), message ? `${fieldId(id)}-error` : null].filter(Boolean).join(" ")}
                    onChange={(e) => typeAmount(p.batchId, e.target.value)}
                  />
                  {message && (
                    <span className="ise-sale-orders__error" id={`${fieldId(id)}-error`}>
                      {message}
                    </span>
                  )}
                </span>
                {p.specialFuel && choice?.selected && (
                  <p className="ise-ui__alert ise-ui__alert--info" style={{ flexBasis: "100%", margin: 0 }} role="note">
                    {t("wizard.specialFuelWarning")}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </>
  )

  const location = customer?.locations.find((l) => String(l.customerLocationId) === form.customerLocationId)
  const none = t("wizard.none")
  const stepThree = (
    <>
      <Summary
        items={[
          [t("wizard.transport"), form.terminalTransport ? t("wizard.terminalTransport") : t("wizard.ownTransport")],
          [t("wizard.terminal"), provider?.name ?? none],
          ...(form.terminalTransport
            ? []
            : ([
                [t("wizard.carrier"), carrierText || none],
                [t("wizard.car"), cars.find((c) => c.code === form.vehicleCode)?.name ?? none],
                [t("wizard.driver"), drivers.find((d) => d.code === form.driver)?.name ?? none],
              ] as const)),
          [t("wizard.location"), location ? [location.mainAddress, location.city].filter(Boolean).join(", ") : none],
          [t("wizard.deliveryDate"), form.deliveryDate ? formatDate(form.deliveryDate) : none],
          [t("wizard.paymentTerm"), form.paymentDeadline !== "" ? termText(t, Number(form.paymentDeadline)) : none],
          [
            t("wizard.fuels"),
            <span className="ise-sale-orders__lines">
              {chosen.map((p) => (
                <span key={p.batchId}>
                  {productName(p.prodBrandName, locale)}:{" "}
                  {t("so.litres", { amount: formatNumber(locale, Number(fuels[p.batchId]!.amount), 0) })}
                </span>
              ))}
            </span>,
          ],
          [t("wizard.notes"), form.notes.trim() || none],
        ]}
      />
      <label className="ise-sale-orders__check">
        <input
          type="checkbox"
          checked={notify}
          onChange={(e) => {
            setNotify(e.target.checked)
            if (e.target.checked && email === "") setEmail(customer?.email ?? "")
          }}
        />
        {t("wizard.notify")}
      </label>
      {notify && (
        <div className="ise-sale-orders__form" style={{ marginTop: 10 }}>
          <Field
            field="email"
            label={t("wizard.email")}
            required
            error={shown[3] && emailProblem ? t(emailProblem === "REQUIRED" ? "wizard.required" : "wizard.emailInvalid") : null}
          >
            <input
              {...control("email", shown[3] && emailProblem ? "x" : null)}
              aria-required
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
        </div>
      )}
      {saving && (
        <p role="status" className="ise-sale-orders__hint" style={{ marginTop: 12 }}>
          {t("wizard.saving")}
        </p>
      )}
      {saveError && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert" data-testid="sale-order-save-error">
          {saveError}
        </p>
      )}
    </>
  )

  const footer = (
    <div className="ise-sale-orders__footer">
      <button
        type="button"
        className="ise-ui__button ise-ui__button--secondary"
        disabled={saving}
        onClick={() => (step === 1 ? onClose() : setStep((s) => (s - 1) as Step))}
      >
        {step === 1 ? t("wizard.cancel") : t("wizard.back")}
      </button>
      {step < 3 ? (
        <button type="button" className="ise-ui__button" onClick={next}>
          {t("wizard.next")}
        </button>
      ) : (
        <button type="button" className="ise-ui__button" disabled={saving} onClick={() => void submit()}>
          {saving && <span className="ise-sale-orders__spinner" aria-hidden="true" />}
          {saving ? t("wizard.saving") : kind === "quote" ? t("wizard.submitQuote") : t("wizard.submitOrder")}
        </button>
      )}
    </div>
  )

  return (
    <Modal
      title={kind === "quote" ? t("wizard.quoteTitle") : t("wizard.orderTitle")}
      onClose={() => !saving && onClose()}
      size="wide"
      locale={locale}
      testId="sale-order-wizard"
      footer={footer}
    >
      <div className="ise-sale-orders__root" ref={body} data-step={step}>
        <style>{saleOrdersCss}</style>
        <StepList current={step} />
        {step === 1 ? stepOne : step === 2 ? stepTwo : stepThree}
      </div>
    </Modal>
  )
}
