import { useEffect, useMemo, useRef, useState } from "react"
import { QueryClientProvider } from "@tanstack/react-query"
import { Provider } from "jotai"
import { isLocale } from "../../core/i18n/translate"
import { memoryTokenStore } from "../../core/http/tokenStore"
import { configureApi, localeAtom, queryClient, store } from "../session"
import { agreementsCss } from "./agreements.css"
import { SigningModal } from "./SigningModal"

export interface AgreementSigningElementProps {
  readonly token?: string
  readonly customerId?: string
  readonly locale?: string
  readonly apiBase?: string
  readonly agreementId?: string
  /** r2wc passes the host element. */
  readonly container?: HTMLElement
}

/**
 * <ise-agreement-signing token customer-id locale api-base agreement-id>: the signing modal of one
 * agreement for an app webview or another page; emits `agreement-signed` ({ agreementId }) and
 * `agreement-signing-closed`.
 */
export function AgreementSigningElement({ token, customerId, locale, apiBase, agreementId, container }: AgreementSigningElementProps) {
  const lang = isLocale(locale) ? locale : "et"
  const anchor = useRef<HTMLSpanElement>(null)
  const [open, setOpen] = useState(true)
  const customer = Number(customerId)
  const agreement = Number(agreementId)

  useMemo(() => {
    // The element's token is the session: kept in memory, not in the page's local storage.
    configureApi({ baseUrl: apiBase || "/v1", tokens: memoryTokenStore(token ?? null) })
  }, [token, apiBase])
  useEffect(() => store.set(localeAtom, lang), [lang])
  useEffect(() => setOpen(true), [agreementId])

  const host = (): HTMLElement | null => container ?? (anchor.current?.getRootNode() as ShadowRoot | undefined)?.host as HTMLElement | null
  const emit = (name: string, detail: unknown) => host()?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))

  const valid = Number.isInteger(customer) && customer > 0 && Number.isInteger(agreement) && agreement > 0 && !!token
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <style>{agreementsCss}</style>
        <span ref={anchor} />
        {valid && open && (
          <SigningModal
            customerId={customer}
            agreementId={agreement}
            title=""
            locale={lang}
            onClose={() => {
              setOpen(false)
              emit("agreement-signing-closed", { agreementId: agreement })
            }}
            onSigned={() => {
              setOpen(false)
              emit("agreement-signed", { agreementId: agreement, customerId: customer })
            }}
          />
        )}
      </QueryClientProvider>
    </Provider>
  )
}
