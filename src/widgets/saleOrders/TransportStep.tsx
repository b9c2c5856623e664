import { useAtom, useAtomValue } from "jotai"
import { formatDate } from "../../core/i18n/dates"
import { minDeliveryDate, paymentTermsFor, SALE_ORDER_NOTES_MAX, transportProblems, type TransportForm } from "../../core/rules/saleOrders"
import { canSearchCarriers } from "../../core/rules/terminal"
import { useMessages } from "../session"
import { controlOf, Field } from "./SaleOrderField"
import { termText } from "./SaleOrderSummary"
import { saleOrdersMessages } from "./saleOrders.messages"
import {
  loadingProvidersQueryAtom,
  saleCarriersQueryAtom,
  saleCarsQueryAtom,
  saleDriversQueryAtom,
  saleOrderCustomerQueryAtom,
  saleOrderWizardAtom,
} from "./saleOrders.queries"
import { TERMINAL_TRANSPORT } from "../../core/rules/saleOrders"
import { DateInput } from "../ui/DateInput"

/** The field's message of the transport step: notes always, the others once the person tried to go on. */
function useTransportMessage() {
  const t = useMessages(saleOrdersMessages)
  const state = useAtomValue(saleOrderWizardAtom)
  const customer = useAtomValue(saleOrderCustomerQueryAtom).data
  const now = new Date()
  const earliest = minDeliveryDate(now, state.form.terminalTransport)
  const problems = transportProblems(state.form, now, customer ? paymentTermsFor(customer) : [])
  return (field: keyof TransportForm): string | null => {
    if (!state.shown[1] && field !== "notes") return null
    const problem = problems[field]
    if (!problem) return null
    if (problem === "TOO_LONG") return t("wizard.notesTooLong")
    if (problem === "TOO_EARLY") return t("wizard.tooEarly", { date: formatDate(earliest) })
    if (problem === "DATE_INVALID") return t("wizard.dateInvalid")
    return t("wizard.required")
  }
}

/** Step 1: own or the terminal's transport, the terminal, the carrier, car and driver, where, when, the payment term and notes. */
export function TransportStep() {
  const t = useMessages(saleOrdersMessages)
  const [state, dispatch] = useAtom(saleOrderWizardAtom)
  const customer = useAtomValue(saleOrderCustomerQueryAtom).data
  const providers = useAtomValue(loadingProvidersQueryAtom).data ?? []
  const message = useTransportMessage()
  const { form } = state
  const earliest = minDeliveryDate(new Date(), form.terminalTransport)
  const terms = customer ? paymentTermsFor(customer) : []
  const notesMessage = message("notes")
  return (
    <>
      <fieldset className="ise-sale-orders__switch">
        <legend>{t("wizard.transport")}</legend>
        {([false, true] as const).map((terminal) => (
          <label key={String(terminal)} className="ise-sale-orders__check">
            <input
              type="radio"
              name="ise-so-transport"
              checked={form.terminalTransport === terminal}
              onChange={() => dispatch({ type: "transportChosen", terminal })}
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
          error={message("loadingProvider")}
        >
          <select
            {...controlOf("loadingProvider", message("loadingProvider"))}
            aria-required={!form.terminalTransport}
            value={form.loadingProvider}
            onChange={(e) => dispatch({ type: "terminalChosen", loadingProvider: e.target.value })}
          >
            <option value="">{t("wizard.chooseTerminal")}</option>
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        {!form.terminalTransport && <OwnTransportFields message={message} />}
        <Field field="customerLocationId" label={t("wizard.location")} required error={message("customerLocationId")}>
          <select
            {...controlOf("customerLocationId", message("customerLocationId"))}
            aria-required
            value={form.customerLocationId}
            onChange={(e) => dispatch({ type: "locationChosen", customerLocationId: e.target.value })}
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
          error={message("deliveryDate")}
        >
          <DateInput
            {...controlOf("deliveryDate", message("deliveryDate"), true)}
            aria-required
            min={earliest}
            value={form.deliveryDate}
            onChange={(deliveryDate) => dispatch({ type: "deliveryDateTyped", deliveryDate })}
          />
        </Field>
        <Field field="paymentDeadline" label={t("wizard.paymentTerm")} required error={message("paymentDeadline")}>
          <select
            {...controlOf("paymentDeadline", message("paymentDeadline"))}
            aria-required
            value={form.paymentDeadline}
            onChange={(e) => dispatch({ type: "paymentTermChosen", paymentDeadline: e.target.value })}
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
          <textarea
            {...controlOf("notes", notesMessage, true)}
            rows={3}
            value={form.notes}
            onChange={(e) => dispatch({ type: "notesTyped", notes: e.target.value })}
          />
        </Field>
      </div>
    </>
  )
}

/** Own transport: the carrier (searched from 3 letters), then its cars and drivers. */
function OwnTransportFields({ message }: { message: (field: keyof TransportForm) => string | null }) {
  const t = useMessages(saleOrdersMessages)
  const [state, dispatch] = useAtom(saleOrderWizardAtom)
  const carriers = useAtomValue(saleCarriersQueryAtom).data ?? []
  const cars = useAtomValue(saleCarsQueryAtom).data ?? []
  const drivers = useAtomValue(saleDriversQueryAtom).data ?? []
  const { form, carrierText } = state
  const searching = canSearchCarriers(carrierText)
  const typed = carrierText.trim().toLowerCase()
  const matches = searching
    ? carriers.filter((c) => `${c.name} ${c.searchCode}`.toLowerCase().includes(typed) && c.searchCode !== TERMINAL_TRANSPORT)
    : []
  const hint = searching && matches.length === 0 ? t("wizard.noMatches") : t("wizard.carrierHint")
  return (
    <>
      <Field field="carrier" label={t("wizard.carrier")} required hint={hint} error={message("carrier")}>
        <input
          {...controlOf("carrier", message("carrier"), true)}
          aria-required
          list="ise-so-carriers"
          autoComplete="off"
          value={carrierText}
          onChange={(e) => dispatch({ type: "carrierTyped", text: e.target.value, carriers })}
        />
        <datalist id="ise-so-carriers">
          {matches.map((c) => (
            <option key={c.searchCode} value={c.name} />
          ))}
        </datalist>
      </Field>
      <Field field="vehicleCode" label={t("wizard.car")} required error={message("vehicleCode")}>
        <select
          {...controlOf("vehicleCode", message("vehicleCode"))}
          aria-required
          value={form.vehicleCode}
          disabled={!form.carrier}
          onChange={(e) => dispatch({ type: "carChosen", vehicleCode: e.target.value })}
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
          {...controlOf("driver", null)}
          value={form.driver}
          disabled={!form.carrier}
          onChange={(e) => dispatch({ type: "driverChosen", driver: e.target.value })}
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
  )
}
