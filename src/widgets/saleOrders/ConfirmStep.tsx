import { useAtom, useAtomValue } from "jotai"
import { formatDate } from "../../core/i18n/dates"
import { formatNumber } from "../../core/i18n/numbers"
import { productName } from "../../core/i18n/productNames"
import { useLocale, useMessages } from "../session"
import { controlOf, Field } from "./SaleOrderField"
import { Summary, termText } from "./SaleOrderSummary"
import { saleOrdersMessages } from "./saleOrders.messages"
import {
  loadingProvidersQueryAtom,
  saleCarsQueryAtom,
  saleDriversQueryAtom,
  saleOrderCustomerQueryAtom,
  saleOrderWizardAtom,
  saleProductsQueryAtom,
} from "./saleOrders.queries"
import { chosenFuels, emailProblemOf, providerIdOf } from "./saleOrders.state"

/** Step 3: the summary of what was chosen, the optional e-mail notice, and the save's progress or failure. */
export function ConfirmStep({ saving, saveError }: { saving: boolean; saveError: string | null }) {
  const t = useMessages(saleOrdersMessages)
  const [state, dispatch] = useAtom(saleOrderWizardAtom)
  const customer = useAtomValue(saleOrderCustomerQueryAtom).data
  const emailProblem = state.shown[3] ? emailProblemOf(state) : null
  return (
    <>
      <NewOrderSummary />
      <label className="ise-sale-orders__check">
        <input
          type="checkbox"
          checked={state.notify}
          onChange={(e) => dispatch({ type: "notifyTicked", ticked: e.target.checked, customerEmail: customer?.email })}
        />
        {t("wizard.notify")}
      </label>
      {state.notify && (
        <div className="ise-sale-orders__form" style={{ marginTop: 10 }}>
          <Field
            field="email"
            label={t("wizard.email")}
            required
            error={emailProblem ? t(emailProblem === "REQUIRED" ? "wizard.required" : "wizard.emailInvalid") : null}
          >
            <input
              {...controlOf("email", emailProblem ? "x" : null)}
              aria-required
              type="email"
              autoComplete="email"
              value={state.email}
              onChange={(e) => dispatch({ type: "emailTyped", email: e.target.value })}
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
}

/** What the new order or quote will be: transport, terminal, carrier, car and driver, where, when, the term, the fuels, notes. */
function NewOrderSummary() {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const wizard = useAtomValue(saleOrderWizardAtom)
  const { form } = wizard
  const customer = useAtomValue(saleOrderCustomerQueryAtom).data
  const providers = useAtomValue(loadingProvidersQueryAtom).data ?? []
  const cars = useAtomValue(saleCarsQueryAtom).data ?? []
  const drivers = useAtomValue(saleDriversQueryAtom).data ?? []
  const offered = useAtomValue(saleProductsQueryAtom).data ?? []
  const provider = providers.find((p) => p.id === providerIdOf(form, providers))
  const location = customer?.locations.find((l) => String(l.customerLocationId) === form.customerLocationId)
  const none = t("wizard.none")
  return (
    <Summary
      items={[
        [t("wizard.transport"), form.terminalTransport ? t("wizard.terminalTransport") : t("wizard.ownTransport")],
        [t("wizard.terminal"), provider?.name ?? none],
        ...(form.terminalTransport
          ? []
          : ([
              [t("wizard.carrier"), wizard.carrierText || none],
              [t("wizard.car"), cars.find((c) => c.code === form.vehicleCode)?.name ?? none],
              [t("wizard.driver"), drivers.find((d) => d.code === form.driver)?.name ?? none],
            ] as const)),
        [t("wizard.location"), location ? [location.mainAddress, location.city].filter(Boolean).join(", ") : none],
        [t("wizard.deliveryDate"), form.deliveryDate ? formatDate(form.deliveryDate) : none],
        [t("wizard.paymentTerm"), form.paymentDeadline !== "" ? termText(t, Number(form.paymentDeadline)) : none],
        [
          t("wizard.fuels"),
          <span key="fuels" className="ise-sale-orders__lines">
            {chosenFuels(wizard, offered).map((p) => (
              <span key={p.batchId}>
                {productName(p.prodBrandName, locale)}:{" "}
                {t("so.litres", { amount: formatNumber(locale, Number(wizard.fuels[p.batchId]!.amount), 0) })}
              </span>
            ))}
          </span>,
        ],
        [t("wizard.notes"), form.notes.trim() || none],
      ]}
    />
  )
}
