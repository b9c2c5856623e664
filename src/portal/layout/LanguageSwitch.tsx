import { useAtom } from "jotai"
import { Locales } from "../../core/schemas/common"
import { localeAtom, useT } from "../../widgets/session"

/** ET / EN / RU: in the header and on /login (the choice is kept in local storage). */
export function LanguageSwitch({ className = "ise-portal__lang" }: { className?: string }) {
  const t = useT()
  const [locale, setLocale] = useAtom(localeAtom)
  return (
    <div className={className} role="group" aria-label={t("common.language")}>
      {Locales.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={locale === l} onClick={() => setLocale(l)}>
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
