import { useAtomValue } from "jotai"
import { useEffect, useMemo, useState } from "react"
import {
  featureTranslator,
  isCatalogLoaded,
  loadCatalog,
  translator,
  type FeatureMessages,
  type FeatureTranslate,
  type Translate,
} from "../../core/i18n/translate"
import type { Locale } from "../../core/schemas/common"
import { localeAtom } from "./session.atoms"

/** The locale in force: an element's own `locale` attribute wins over the portal's choice. */
export const useLocale = (override?: Locale | null): Locale => {
  const chosen = useAtomValue(localeAtom)
  return override ?? chosen
}

/**
 * The locale, and whether its common catalog has loaded: en and ru load on first use (Estonian
 * common texts meanwhile), and the component renders again when they arrive.
 */
function useLoadedLocale(override?: Locale | null): readonly [Locale, boolean] {
  const locale = useLocale(override)
  const [loadedLocale, setLoadedLocale] = useState<Locale | null>(null)
  useEffect(() => {
    if (isCatalogLoaded(locale)) return
    let current = true
    loadCatalog(locale).then(
      () => current && setLoadedLocale(locale),
      (error: unknown) => console.warn(`[i18n] the ${locale} catalog did not load`, error),
    )
    return () => {
      current = false
    }
  }, [locale])
  return [locale, isCatalogLoaded(locale) || loadedLocale === locale] as const
}

/** Common texts (core catalogs). */
export const useT = (override?: Locale | null): Translate => {
  const [locale, loaded] = useLoadedLocale(override)
  // `loaded` in the deps: a new translator (and a new render) once the catalog has arrived.
  return useMemo(() => translator(locale), [locale, loaded])
}

/** A feature's texts and the common ones: `const t = useMessages(invoiceMessages)`. */
export const useMessages = <K extends string>(messages: FeatureMessages<K>, override?: Locale | null): FeatureTranslate<K> => {
  const [locale, loaded] = useLoadedLocale(override)
  return useMemo(() => featureTranslator(messages, locale), [messages, locale, loaded])
}
