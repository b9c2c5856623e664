import type { Locale } from "../schemas/common"

/** An object whose name the server gives in Estonian and, where it has them, in English and Russian. */
export interface LocalizedNames {
  readonly nameEt: string
  readonly nameEn?: string | null
  readonly nameRu?: string | null
}

/** The name in the user's language; Estonian where the server has no translation. */
export const localizedName = (item: LocalizedNames, locale: Locale): string =>
  (locale === "en" ? item.nameEn : locale === "ru" ? item.nameRu : null) || item.nameEt
