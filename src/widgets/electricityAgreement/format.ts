import { displayPrice } from "../../core/rules/electricityAgreement"
import type { ElectricityPackage } from "../../core/schemas/electricityAgreement"

/** The package's name in the portal's language (the spec names packages in Estonian only; en and ru are ours). */
export const nameOf = (p: Pick<ElectricityPackage, "nameEt" | "nameEn" | "nameRu">, locale: string): string =>
  (locale === "en" ? p.nameEn : locale === "ru" ? p.nameRu : null) ?? p.nameEt

/** A price kept without VAT, as shown: without VAT for business customers, with the day's VAT for others, 2 decimals. */
export const formatCents = (withoutVat: number, business: boolean, day: string, locale: string): string =>
  displayPrice(withoutVat, business, day).toLocaleString(locale === "et" ? "et-EE" : locale === "ru" ? "ru-RU" : "en-GB", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
