import { Provider } from "jotai"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { userIdOfToken, memoryTokenStore } from "../../core/http/tokenStore"
import { isLocale } from "../../core/i18n/translate"
import type { Locale } from "../../core/schemas/common"
import { configureApi, customerIdAtom, queryClient, store, userIdAtom } from "../session"

/** Attributes every signed-in element takes (design.md: token, customer-id, locale, api-base). */
export interface SignedInElementProps {
  readonly token?: string
  readonly customerId?: number
  readonly locale?: string
  readonly apiBase?: string
}

/** Base styles of a signed-in element's shadow root. */
const hostCss = `:host { display: block; font-family: "Inter", "Segoe UI", system-ui, -apple-system, Roboto, Arial, sans-serif; color: #1c2430; line-height: 1.5; }
* { box-sizing: border-box; }`

/**
 * The session of a signed-in element: the API client with a memory token store holding the
 * `token` attribute (nothing of the host page's storage is read), and the represented customer
 * from `customer-id`. Children render once both are set. Returns the element's locale.
 */
export function SignedInElement({ token, customerId, locale, apiBase, children }: SignedInElementProps & { children: (locale: Locale) => ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!token || customerId == null) return setReady(false)
    configureApi({ baseUrl: apiBase || "/v1", tokens: memoryTokenStore(token) })
    queryClient.clear()
    store.set(userIdAtom, userIdOfToken(token))
    store.set(customerIdAtom, Number(customerId))
    setReady(true)
  }, [token, customerId, apiBase])
  const lang: Locale = isLocale(locale) ? locale : "et"
  return (
    <Provider store={store}>
      <style>{hostCss}</style>
      {ready ? children(lang) : null}
    </Provider>
  )
}

/**
 * Tells the host page the browser is about to leave for the payment: a `payment-started` event
 * (bubbling, composed) with `detail.redirectUrl`. The event is cancelable: a host that calls
 * preventDefault() (an app webview opening the bank in its own browser) keeps the page.
 */
export const usePaymentStartedEvent = () => {
  const anchor = useRef<HTMLSpanElement>(null)
  const emit = (redirectUrl: string): boolean => {
    const root = anchor.current?.getRootNode()
    const host = root instanceof ShadowRoot ? root.host : anchor.current
    if (!host) return true
    return host.dispatchEvent(new CustomEvent("payment-started", { detail: { redirectUrl }, bubbles: true, composed: true, cancelable: true }))
  }
  return { anchor: <span ref={anchor} hidden />, emit }
}
