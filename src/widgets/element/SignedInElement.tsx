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
import type { AttributeProps, SignedInProperties } from "./spec"
import { onPushedToken, tokenSource } from "./tokens"
import { Style, StyleRootProvider } from "./Style"

/** Attributes every signed-in element takes (design.md: token, customer-id, locale, api-base), and its `tokenProvider`. */
export type SignedInElementProps = AttributeProps<typeof signedInAttributes> & SignedInProperties

/**
 * The shell of a signed-in element: the API client with a memory token store holding the token its
 * host hands over (tokens.ts: `tokenProvider`, the `token` attribute, a pushed token or an
 * `ise-token-request`; nothing of the host page's storage is read), asked again once after a 401,
 * the represented customer from `customer-id`, the language from `locale`, and the element's styles
 * in its shadow root. Children render once token and customer are set; they get the element's locale.
 */
export function SignedInElement({
  token,
  tokenProvider,
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
    setReady(false)
    if (customerId == null) return
    let live = true
    const ask = tokenSource(container instanceof ShadowRoot ? container.host : container, tokenProvider, token)
    const tokens = memoryTokenStore()
    // A token the app pushes later replaces the one in use (the next call carries it).
    const unsubscribe = onPushedToken((pushed) => tokens.setToken(pushed, userIdOfToken(pushed)))
    void ask("initial").then((first) => {
      if (!live || !first) return
      tokens.setToken(first, userIdOfToken(first))
      configureApi({ baseUrl: apiBase || "/v1", tokens, renewToken: () => ask("expired") })
      // Elements loaded as modules share one session (the runtime): another element of the same user
      // and customer keeps the answers the first one has; another user or customer starts afresh.
      if (store.get(userIdAtom) !== userIdOfToken(first) || store.get(customerIdAtom) !== Number(customerId)) queryClient.clear()
      store.set(userIdAtom, userIdOfToken(first))
      store.set(customerIdAtom, Number(customerId))
      setReady(true)
    })
    return () => {
      live = false
      unsubscribe()
    }
  }, [token, tokenProvider, customerId, apiBase, container])
  // Shared parts (toasts, table controls) read the store's locale; elements keep it in memory.
  useEffect(() => store.set(localeAtom, lang), [lang])
  return (
    <Provider store={store}>
      <StyleRootProvider value={container instanceof ShadowRoot ? container : null}>
        <div className="ise-element__root" part="base">
          <Style css={shellCss + styles} />
          {ready && isConnected(container) ? children(lang) : null}
        </div>
      </StyleRootProvider>
    </Provider>
  )
}
