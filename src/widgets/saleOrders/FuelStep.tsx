import { useAtom, useAtomValue } from "jotai"
import { productName } from "../../core/i18n/productNames"
import { SALE_ORDER_MIN_LITRES, SALE_ORDER_STEP_LITRES } from "../../core/rules/saleOrders"
import type { ProductForSale } from "../../core/schemas/saleOrders"
import { useLocale, useMessages } from "../session"
import { fieldId } from "./SaleOrderField"
import { saleOrdersMessages } from "./saleOrders.messages"
import { saleOrderWizardAtom, saleProductsQueryAtom } from "./saleOrders.queries"
import { amountProblemOf, chosenFuels } from "./saleOrders.state"

/** Step 2: the chosen terminal's fuels, each ticked with its litres (at least 1000, in steps of 100). */
export function FuelStep({ onAmountTyped }: { onAmountTyped: (batchId: string, amount: string) => void }) {
  const t = useMessages(saleOrdersMessages)
  const state = useAtomValue(saleOrderWizardAtom)
  const products = useAtomValue(saleProductsQueryAtom)
  const offered: ReadonlyArray<ProductForSale> = products.data ?? []
  return (
    <>
      <h3 style={{ margin: "0 0 4px" }}>{t("wizard.fuels")}</h3>
      <p className="ise-sale-orders__hint" id={fieldId("fuel-hint")}>
        {t("wizard.fuelHint")}
      </p>
      {state.shown[2] && chosenFuels(state, offered).length === 0 && (
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
          {offered.map((p) => (
            <FuelRow key={p.batchId} product={p} onAmountTyped={onAmountTyped} />
          ))}
        </ul>
      )}
    </>
  )
}

function FuelRow({ product: p, onAmountTyped }: { product: ProductForSale; onAmountTyped: (batchId: string, amount: string) => void }) {
  const t = useMessages(saleOrdersMessages)
  const locale = useLocale()
  const [state, dispatch] = useAtom(saleOrderWizardAtom)
  const choice = state.fuels[p.batchId]
  const problem = state.shown[2] && choice?.selected ? amountProblemOf(state, p.batchId) : null
  const message = problem ? t(problem === "STEP" ? "wizard.fuelStep" : "wizard.fuelMin") : null
  const id = `amount-${p.batchId}`
  return (
    <li className="ise-sale-orders__fuel" data-testid={`fuel-${p.batchId}`}>
      <label className="ise-sale-orders__check">
        <input
          type="checkbox"
          checked={choice?.selected ?? false}
          onChange={(e) => dispatch({ type: "fuelTicked", batchId: p.batchId, selected: e.target.checked })}
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
          onChange={(e) => onAmountTyped(p.batchId, e.target.value)}
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
}
