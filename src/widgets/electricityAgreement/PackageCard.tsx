import { toEstonianDate } from "../../core/rules/dateRanges"
import { fixationDigits, marketPriceCentsKwh, packageFigures, type ContractPeriod } from "../../core/rules/electricityAgreement"
import type { FeatureTranslate } from "../../core/i18n/translate"
import type { Locale } from "../../core/schemas/common"
import type { ElectricityPackage } from "../../core/schemas/electricityAgreement"
import { useLocale, useMessages } from "../session"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { formatCents, nameOf } from "./format"

/** A contract period in words: "kuni 31.12.2026", "12 kuud" or "Tähtajatu". */
export const periodText = (t: FeatureTranslate<keyof typeof electricityAgreementMessages.et>, period: ContractPeriod): string =>
  period.kind === "until"
    ? t("ew.pkg.until", { date: toEstonianDate(period.endDate) })
    : period.kind === "months"
      ? t("ew.pkg.months", { n: period.months })
      : t("ew.pkg.indefinite")

const numberLocale = (locale: string) => (locale === "et" ? "et-EE" : locale === "ru" ? "ru-RU" : "en-GB")

/**
 * One package's facts (spec part 3 §2 "Choose package"): name, base price and its text, monthly fee,
 * contract period, green badge, fixation (QUANTITY MWh with 3 decimals, PERCENTAGE % with 0), market
 * price or dynamic flags; cents per kWh for marginals, euro for fees; without VAT for business customers.
 */
export function PackageCard({
  pkg,
  business,
  today,
  current,
  onChoose,
  locale: override,
}: {
  pkg: ElectricityPackage
  business: boolean
  today: string
  current?: boolean
  onChoose?: () => void
  locale?: Locale | null | undefined
}) {
  const t = useMessages(electricityAgreementMessages, override)
  const locale = useLocale(override)
  const name = nameOf(pkg, locale)
  const cents = (v: number) => t("ew.unit.centsKwh", { value: formatCents(v, business, today, locale) })
  const fee = (v: number) => t("ew.unit.eurMonth", { value: formatCents(v, business, today, locale) })
  const fixation =
    pkg.baseFixationType && pkg.baseConsumptionProportion != null
      ? `${pkg.baseConsumptionProportion.toLocaleString(numberLocale(locale), { minimumFractionDigits: fixationDigits[pkg.baseFixationType], maximumFractionDigits: fixationDigits[pkg.baseFixationType] })} ${pkg.baseFixationType === "QUANTITY" ? "MWh" : "%"}`
      : null
  const period = periodText(t, packageFigures(pkg).period)
  return (
    <article
      className={`ise-electricity-agreement__package${pkg.highlighted ? " ise-electricity-agreement__package--highlighted" : ""}`}
      aria-label={name}
      data-testid={`package-${pkg.id}`}
    >
      <header className="ise-electricity-agreement__pkghead">
        <h3 className="ise-electricity-agreement__pkgname">{name}</h3>
        <div className="ise-electricity-agreement__badges">
          {pkg.highlighted && (
            <span className="ise-electricity-agreement__badge ise-electricity-agreement__badge--accent">{t("ew.pkg.highlighted")}</span>
          )}
          {pkg.greenEnergy && (
            <span className="ise-electricity-agreement__badge ise-electricity-agreement__badge--ok">{t("ew.pkg.green")}</span>
          )}
          {pkg.dynamicPackage && <span className="ise-electricity-agreement__badge">{t("ew.pkg.dynamic")}</span>}
          {pkg.marketPricePackage && !pkg.dynamicPackage && <span className="ise-electricity-agreement__badge">{t("ew.pkg.market")}</span>}
          {pkg.jointInvoicePackage && <span className="ise-electricity-agreement__badge">{t("ew.pkg.joint")}</span>}
          {current && (
            <span className="ise-electricity-agreement__badge ise-electricity-agreement__badge--accent">{t("ew.packages.current")}</span>
          )}
        </div>
      </header>
      {pkg.basePriceTextEt && locale === "et" && <p className="ise-electricity-agreement__muted">{pkg.basePriceTextEt}</p>}
      <dl className="ise-electricity-agreement__facts">
        {pkg.basePrice != null && (
          <>
            <dt>{t("ew.pkg.basePrice")}</dt>
            <dd data-figure="basePrice">{cents(pkg.basePrice)}</dd>
          </>
        )}
        {pkg.marginal != null && (
          <>
            <dt>{t("ew.pkg.marginal")}</dt>
            <dd data-figure="marginal">{cents(pkg.marginal)}</dd>
          </>
        )}
        {pkg.marketPricePackage && pkg.averageMarketPrice != null && (
          <>
            <dt>{t("ew.pkg.marketPrice")}</dt>
            <dd>
              {t("ew.unit.centsKwh", {
                value: marketPriceCentsKwh(pkg.averageMarketPrice, business, today).toLocaleString(numberLocale(locale), {
                  minimumFractionDigits: 2,
                  maximumFractionDigits: 2,
                }),
              })}
            </dd>
          </>
        )}
        {pkg.monthlyFee != null && (
          <>
            <dt>{t("ew.pkg.monthlyFee")}</dt>
            <dd data-figure="monthlyFee">{fee(pkg.monthlyFee)}</dd>
          </>
        )}
        <dt>{t("ew.pkg.period")}</dt>
        <dd data-figure="period">{period}</dd>
        {fixation && (
          <>
            <dt>{t("ew.pkg.fixation")}</dt>
            <dd>{fixation}</dd>
          </>
        )}
      </dl>
      {pkg.descriptionEt && locale === "et" && <p className="ise-electricity-agreement__muted">{pkg.descriptionEt}</p>}
      {onChoose && (
        <button type="button" className="ise-ui__button" aria-label={t("ew.packages.choose", { name })} onClick={onChoose}>
          {t("ew.next")}
        </button>
      )}
    </article>
  )
}
