import { useAtomValue } from "jotai"
import { isCompanyCustomer } from "../../core/rules/access"
import { jointInvoicePossible, visiblePackages } from "../../core/rules/electricityAgreement"
import { vatPercentOn } from "../../core/rules/vat"
import type { ElectricityPackage } from "../../core/schemas/electricityAgreement"
import type { Customer } from "../../core/schemas/session"
import type { CallQueryAtom } from "../session/callQuery"
import { useLocale, useMessages } from "../session"
import { LoadError } from "../ui/LoadError"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import type { WizardState } from "./electricityAgreement.state"
import { nameOf } from "./format"
import { PackageCard } from "./PackageCard"
import type { Dispatch } from "./useWizard"

interface PackageStepProps {
  readonly state: WizardState
  readonly dispatch: Dispatch
  readonly packagesAtom: CallQueryAtom<ReadonlyArray<ElectricityPackage>>
  readonly customer: Customer
  readonly today: string
}

/** Step 3: the packages offered for the points (the production package too when reselling); choosing one goes on to confirm. */
export function PackageStep({ state, dispatch, packagesAtom, customer, today }: PackageStepProps) {
  const t = useMessages(electricityAgreementMessages)
  const locale = useLocale()
  const business = isCompanyCustomer(customer)
  const query = useAtomValue(packagesAtom)
  const { mode, fields, target } = state
  // The server filters; the same rule again keeps the screen honest if it ever did not.
  const packages = query.data ? visiblePackages(query.data, customer, jointInvoicePossible((state.packagesFor ?? "").split(","))) : null
  const production = packages?.filter((p) => p.type === "PRODUCTION") ?? []
  const consumption = packages?.filter((p) => p.type === "CONSUMPTION") ?? []
  return (
    <section className="ise-electricity-agreement__panel" data-testid="step-package">
      <p className="ise-electricity-agreement__muted">
        {business
          ? t("ew.packages.vatNote", { percent: vatPercentOn(today) })
          : t("ew.packages.vatIncluded", { percent: vatPercentOn(today) })}
      </p>
      {!packages && !query.isError && <p role="status">{t("ew.packages.loading")}</p>}
      {query.isError && <LoadError message={t("ew.packages.failed")} onRetry={() => query.refetch()} testId="packages-error" />}
      {packages && fields.sellCheck && production.length > 0 && mode === "new" && (
        <fieldset className="ise-ui__form-group">
          <legend>{t("ew.packages.production")}</legend>
          {production.map((p) => (
            <label key={p.id} className="ise-ui__form-check">
              <input
                type="radio"
                name="production"
                checked={(state.productionId ?? production[0]?.id) === p.id}
                onChange={() => dispatch({ type: "productionChosen", packageId: p.id })}
              />
              {nameOf(p, locale)}
            </label>
          ))}
        </fieldset>
      )}
      {packages && (
        <ul className="ise-electricity-agreement__packages">
          {consumption.length === 0 && <li>{t("ew.packages.none")}</li>}
          {consumption.map((p) => (
            <li key={p.id}>
              <PackageCard
                pkg={p}
                business={business}
                today={today}
                current={mode === "change" && target?.consumptionPackage?.id === p.id}
                onChoose={() => dispatch({ type: "packageChosen", pkg: p, productionId: production[0]?.id ?? null })}
              />
            </li>
          ))}
        </ul>
      )}
      {mode !== "change" && (
        <div className="ise-ui__form-actions ise-electricity-agreement__nav">
          <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => dispatch({ type: "backPressed" })}>
            {t("ew.back")}
          </button>
        </div>
      )}
    </section>
  )
}
