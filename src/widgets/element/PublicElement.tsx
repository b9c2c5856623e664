import { useInsertionEffect, type ReactNode } from "react"
import type { Locale } from "../../core/schemas/common"
import type { publicAttributes } from "./attributes"
import { elementLocale } from "./elementLocale"
import { shellCss } from "./shell.css"
import { isConnected, type ShellProps } from "./shellProps"
import { installTheme } from "./theme"
import type { AttributeProps } from "./spec"
import { Style, StyleRootProvider } from "./Style"

export type PublicElementProps = AttributeProps<typeof publicAttributes> &
  ShellProps & {
    readonly children: (context: { readonly locale: Locale; readonly apiBase: string }) => ReactNode
  }

/**
 * The shell of a public element (no session): its language from `locale`, the API's address from
 * `api-base` (its calls go through core/http/publicGet.ts: plain `fetch`, no token, no Effect; a GET
 * already on its way for another element on the page is shared), and its styles in its shadow root.
 * It reads nothing from the portal's session, so its script stays small.
 */
export function PublicElement({ locale, apiBase, container, styles, children }: PublicElementProps) {
  // The tokens' defaults, once for the page (see theme.ts), before the first paint.
  useInsertionEffect(() => installTheme(container?.ownerDocument ?? document), [container])
  return (
    <StyleRootProvider value={container instanceof ShadowRoot ? container : null}>
      <div className="ise-element__root" part="base">
        <Style css={shellCss + styles} />
        {isConnected(container) ? children({ locale: elementLocale(locale), apiBase: apiBase || "/v1" }) : null}
      </div>
    </StyleRootProvider>
  )
}
