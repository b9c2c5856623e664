import { Provider } from "jotai"
import { useEffect, useInsertionEffect, useState, type ReactNode } from "react"
import { memoryTokenStore, userIdOfToken } from "../../core/http/tokenStore"
import type { Locale } from "../../core/schemas/common"
import { configureApi, customerIdAtom, localeAtom, queryClient, store, userIdAtom } from "../session"
import type { signedInAttributes } from "./attributes"
import { elementLocale } from "./elementLocale"
import { shellCss } from "./shell.css"
import { isConnected, type ShellProps } from "./shellProps"
import { installTheme } from "./theme"
import type { AttributeProps } from "./spec"

/** Attributes every signed-in element takes (design.md: token, customer-id, locale, api-base). */
export type SignedInElementProps = AttributeProps<typeof signedInAttributes>

/**
 * The shell of a signed-in element: the API client with a memory token store holding the `token`
 * attribute (nothing of the host page's storage is read), the represented customer from
 * `customer-id`, the language from `locale`, and the element's styles in its shadow root.
 * Children render once token and customer are set; they get the element's locale.
 */
export function SignedInElement({
  token,
  customerId,
  locale,
  apiBase,
  container,
  styles,
  children,
}: SignedInElementProps & ShellProps & { readonly children: (locale: Locale) => ReactNode }) {
  const [ready, setReady] = useState(false)
  // The tokens' defaults, once for the page (see theme.ts), before the first paint.
  useInsertionEffect(() => installTheme(container?.ownerDocument ?? document), [container])
  const lang = elementLocale(locale)
  useEffect(() => {
    if (!token || customerId == null) return setReady(false)
    configureApi({ baseUrl: apiBase || "/v1", tokens: memoryTokenStore(token) })
    queryClient.clear()
    store.set(userIdAtom, userIdOfToken(token))
    store.set(customerIdAtom, Number(customerId))
    setReady(true)
  }, [token, customerId, apiBase])
  // Shared parts (toasts, table controls) read the store's locale; elements keep it in memory.
  useEffect(() => store.set(localeAtom, lang), [lang])
  return (
    <Provider store={store}>
      <div className="ise-element__root" part="base">
        <style>{shellCss + styles}</style>
        {ready && isConnected(container) ? children(lang) : null}
      </div>
    </Provider>
  )
}
