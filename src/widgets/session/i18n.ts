import { useAtomValue } from "jotai"
import { useMemo } from "react"
import { featureTranslator, translator, type FeatureMessages, type FeatureTranslate, type Translate } from "../../core/i18n/translate"
import type { Locale } from "../../core/schemas/common"
import { localeAtom } from "./session.atoms"

/** The locale in force: an element's own `locale` attribute wins over the portal's choice. */
export const useLocale = (override?: Locale | null): Locale => {
  const chosen = useAtomValue(localeAtom)
  return override ?? chosen
}

/** Common texts (core catalogs). */
export const useT = (override?: Locale | null): Translate => {
  const locale = useLocale(override)
  return useMemo(() => translator(locale), [locale])
}

/** A feature's texts and the common ones: `const t = useMessages(invoiceMessages)`. */
export const useMessages = <K extends string>(messages: FeatureMessages<K>, override?: Locale | null): FeatureTranslate<K> => {
  const locale = useLocale(override)
  return useMemo(() => featureTranslator(messages, locale), [messages, locale])
}
