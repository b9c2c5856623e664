import type { ReactNode } from "react"
import { formatMoney, formatNumber } from "../../core/i18n/numbers"
import type { FeatureTranslate } from "../../core/i18n/translate"
import { chargingPricingOf, offerText } from "../../core/rules/charging"
import { toEstonianDate } from "../../core/rules/dateRanges"
import type { ChargingAgreement } from "../../core/schemas/charging"
import type { Locale } from "../../core/schemas/common"
import { useLocale } from "../session"
import type { chargingMessages } from "./charging.messages"

export type T = FeatureTranslate<keyof typeof chargingMessages.et>

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ise-charging__dl-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Option({ name, kind, description }: { name: string; kind?: string | undefined; description?: string | null | undefined }) {
  return (
    <>
      <span className="ise-charging__dl-value">{name}</span>
      {kind && <span className="ise-charging__tag">{kind}</span>}
      {description && <span className="ise-charging__dl-note">{description}</span>}
    </>
  )
}

interface OptionTexts {
  name: string
  description?: string | null
  nameEn?: string | null
  nameRu?: string | null
  descriptionEn?: string | null
  descriptionRu?: string | null
}

/** The offer's facts: its options, period, place, counts and end date. */
export function OfferFacts({ t, locale, offer: o }: { t: T; locale: Locale | null; offer: ChargingAgreement }) {
  const lang = useLocale(locale)
  const money = (v: number) => formatMoney(lang, v)
  const optionTexts = (option: OptionTexts) => ({
    name: offerText(lang, option.name, option.nameEn, option.nameRu) ?? option.name,
    description: offerText(lang, option.description, option.descriptionEn, option.descriptionRu),
  })
  return (
    <section className="ise-charging__card" aria-labelledby="chg-offer">
      <h2 id="chg-offer">{t("charging.offer")}</h2>
      <dl className="ise-charging__dl">
        {o.serviceOption && (
          <Row label={t("charging.service")}>
            <Option {...optionTexts(o.serviceOption)} />
          </Row>
        )}
        {o.purchaseOption && (
          <Row label={t("charging.purchase")}>
            <Option {...optionTexts(o.purchaseOption)} kind={t(`charging.ownership.${o.purchaseOption.type}`)} />
          </Row>
        )}
        {o.thirdPartyCompensationOption && (
          <Row label={t("charging.compensation")}>
            <Option
              {...optionTexts(o.thirdPartyCompensationOption)}
              kind={t(`charging.pricingKind.${o.thirdPartyCompensationOption.type}`)}
            />
          </Row>
        )}
        {o.contractPeriod && (
          <Row label={t("charging.period")}>{offerText(lang, o.contractPeriod.name, o.contractPeriod.nameEn, o.contractPeriod.nameRu)}</Row>
        )}
        {o.address && <Row label={t("charging.address")}>{o.address}</Row>}
        {o.meteringPoint && <Row label={t("charging.meteringPoint")}>{o.meteringPoint}</Row>}
        {o.advancePaymentEuros != null && <Row label={t("charging.advance")}>{money(o.advancePaymentEuros)}</Row>}
        {o.simCardCount != null && (
          <Row label={t("charging.simCards")}>
            {o.simCardPaymentType === "YEARLY" || o.simCardPaymentType === "QUARTERLY" || o.simCardPaymentType === "MONTHLY"
              ? t("charging.simCardsValue", { count: o.simCardCount, period: t(`charging.billing.${o.simCardPaymentType}`) })
              : t("charging.count", { count: o.simCardCount })}
          </Row>
        )}
        {o.rfidPaymentCardCount != null && (
          <Row label={t("charging.rfidCards")}>{t("charging.count", { count: o.rfidPaymentCardCount })}</Row>
        )}
        {o.endDate && <Row label={t("charging.endDate")}>{toEstonianDate(o.endDate)}</Row>}
      </dl>
    </section>
  )
}

/** Every pricing line the offer has: euros, or cents per kWh. */
export function OfferPricing({ t, locale, offer }: { t: T; locale: Locale | null; offer: ChargingAgreement }) {
  const lang = useLocale(locale)
  const pricing = chargingPricingOf(offer)
  if (pricing.length === 0) return null
  return (
    <section className="ise-charging__card" aria-labelledby="chg-prices">
      <h2 id="chg-prices">{t("charging.prices")}</h2>
      <dl className="ise-charging__dl ise-charging__dl--prices" data-testid="charging-prices">
        {pricing.map((line) => (
          <Row key={line.key} label={t(`charging.price.${line.key}`)}>
            <span className="ise-charging__price">
              {line.unit === "EUROS" ? formatMoney(lang, line.value) : t("charging.centsKwh", { value: formatNumber(lang, line.value, 2) })}
            </span>
          </Row>
        ))}
      </dl>
    </section>
  )
}
