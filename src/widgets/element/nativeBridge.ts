/**
 * The bridge to a native app whose webview shows elements (docs/embedding.md). Out: every `ise-*`
 * event an element dispatches is also posted, as `{ source: "ise", type, tag, id, detail }`, to each
 * bridge the webview has: iOS `window.webkit.messageHandlers.ise.postMessage(object)`, React Native
 * `window.ReactNativeWebView.postMessage(json)`, Android `window.IseBridge.postMessage(json)` (an
 * `@JavascriptInterface`). In: the app calls `window.iseNative.receive({ type: "token", token })` or
 * `{ type: "locale", locale }` (React Native may also `postMessage` the same JSON into the page).
 */
export interface NativeMessage {
  readonly source: "ise"
  readonly type: string
  readonly tag: string
  readonly id: string
  readonly detail: Record<string, unknown>
}

/** The event a signed-in element asks its host for a token with (tokens.ts); the app hears it too. */
export const TOKEN_REQUEST_EVENT = "ise-token-request"

/** Where a token the app pushes goes: tokens.ts registers itself (public elements' scripts carry no token code). */
let tokenReceiver: ((token: string) => void) | undefined
export const receiveNativeTokens = (receiver: (token: string) => void): void => {
  tokenReceiver = receiver
}

interface Bridges {
  readonly webkit?: { readonly messageHandlers?: { readonly ise?: { postMessage(message: unknown): void } } }
  readonly ReactNativeWebView?: { postMessage(message: string): void }
  readonly IseBridge?: { postMessage(message: string): void }
  iseNative?: { receive(message: unknown): void }
}

const bridges = (): Bridges => globalThis as unknown as Bridges

/** Only data travels: functions (a token request's `respondWith`) stay in the page. */
const plainDetail = (detail: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries((detail ?? {}) as Record<string, unknown>).filter(([, value]) => typeof value !== "function"))

/** Posts one element event to every native bridge present; a failing bridge never breaks the element. */
export const postToNative = (host: Element, type: string, detail: unknown): void => {
  const b = bridges()
  const ios = b.webkit?.messageHandlers?.ise
  if (!ios && !b.ReactNativeWebView && !b.IseBridge) return
  const message: NativeMessage = { source: "ise", type, tag: host.localName, id: host.id, detail: plainDetail(detail) }
  const json = JSON.stringify(message)
  for (const send of [
    () => ios?.postMessage(message),
    () => b.ReactNativeWebView?.postMessage(json),
    () => b.IseBridge?.postMessage(json),
  ]) {
    try {
      send()
    } catch (error) {
      console.warn("[ise] native bridge", error)
    }
  }
}

/** Every `ise-*` element in the document and in the open shadow roots below it. */
const elementsIn = (root: Document | ShadowRoot, out: Element[] = []): Element[] => {
  for (const el of root.querySelectorAll("*")) {
    if (el.localName.startsWith("ise-")) out.push(el)
    if (el.shadowRoot) elementsIn(el.shadowRoot, out)
  }
  return out
}

/** A message from the app: a fresh token for the signed-in elements, or the language of every element. */
export const receiveFromNative = (message: unknown): void => {
  const m = (typeof message === "string" ? JSON.parse(message) : message) as { type?: unknown; token?: unknown; locale?: unknown }
  if (m?.type === "token" && typeof m.token === "string" && m.token) tokenReceiver?.(m.token)
  else if (m?.type === "locale" && typeof m.locale === "string")
    for (const el of elementsIn(document)) if (el.localName !== "ise-autoloader") el.setAttribute("locale", m.locale)
}

/**
 * `window.iseNative` for the app, once per page (whichever element script comes first). React
 * Native's `webView.postMessage` arrives as a message event without a source window: only those,
 * and only in a React Native webview, are read (another frame's postMessage never pushes a token).
 */
export const installNativeReceiver = (): void => {
  const b = bridges()
  if (b.iseNative) return
  b.iseNative = { receive: receiveFromNative }
  if (typeof window === "undefined") return
  // A signed-in element asking for a token: the app answers with a pushed token.
  window.addEventListener(TOKEN_REQUEST_EVENT, (event) => {
    const element = event.composedPath()[0]
    if (element instanceof Element) postToNative(element, event.type, (event as CustomEvent).detail)
  })
  window.addEventListener("message", (event: MessageEvent) => {
    if (event.source !== null || !b.ReactNativeWebView || typeof event.data !== "string" || !event.data.includes('"type"')) return
    try {
      receiveFromNative(event.data)
    } catch {
      // Not a message of ours.
    }
  })
}
