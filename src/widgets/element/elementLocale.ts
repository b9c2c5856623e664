import { DEFAULT_LOCALE, isLocale } from "../../core/i18n/translate"
import type { Locale } from "../../core/schemas/common"

/** The `locale` attribute when it names a language of the portal, else the default (et). */
export const elementLocale = (locale: string | undefined): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE)
