import { useInsertionEffect, useMemo, type ReactNode } from "react"
import { makeApiClient, type ApiClient } from "../../core/http/client"
import { memoryTokenStore } from "../../core/http/tokenStore"
import { shareGets } from "../../core/http/sharedGets"
import { fetchTransport } from "../../core/http/transport"
import type { Locale } from "../../core/schemas/common"
import type { publicAttributes } from "./attributes"
import { elementLocale } from "./elementLocale"
import { shellCss } from "./shell.css"
import { isConnected, type ShellProps } from "./shellProps"
import { installTheme } from "./theme"
import type { AttributeProps } from "./spec"
import { Style, StyleRootProvider } from "./Style"

const publicTransport = shareGets(fetchTransport, 1000)

export type PublicElementProps = AttributeProps<typeof publicAttributes> &
  ShellProps & {
    readonly children: (context: { readonly locale: Locale; readonly api: ApiClient }) => ReactNode
  }

/**
 * The shell of a public element (no session): its language from `locale`, an API client of its
 * own for `api-base` (plain `fetch`, no token; a GET already on its way for another element on the
 * page is shared), and its styles in
 * its shadow root. It reads nothing from the portal's session, so its script stays small.
 */
export function PublicElement({ locale, apiBase, container, styles, children }: PublicElementProps) {
  // Elements on one page share each public GET (the server caches public prices for 1 s too).
  // The tokens' defaults, once for the page (see theme.ts), before the first paint.
  useInsertionEffect(() => installTheme(container?.ownerDocument ?? document), [container])
  const api = useMemo(() => makeApiClient({ baseUrl: apiBase || "/v1", tokens: memoryTokenStore(), transport: publicTransport }), [apiBase])
  return (
    <StyleRootProvider value={container instanceof ShadowRoot ? container : null}>
      <div className="ise-element__root" part="base">
        <Style css={shellCss + styles} />
        {isConnected(container) ? children({ locale: elementLocale(locale), api }) : null}
      </div>
    </StyleRootProvider>
  )
}
