import { useAtomValue } from "jotai"
import { useMemo } from "react"
import { translator, type Translate } from "../../core/i18n/translate"
import type { Locale } from "../../core/schemas/common"
import { localeAtom } from "./session.atoms"

/** The locale in force: an element's own `locale` attribute wins over the portal's choice. */
export const useLocale = (override?: Locale | null): Locale => {
  const chosen = useAtomValue(localeAtom)
  return override ?? chosen
}

export const useT = (override?: Locale | null): Translate => {
  const locale = useLocale(override)
  return useMemo(() => translator(locale), [locale])
}
