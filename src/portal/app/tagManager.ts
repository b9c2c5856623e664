import { tagManagerScriptUrl } from "../../core/rules/consent"

type TagWindow = Window & { dataLayer?: unknown[] }

/**
 * Loads Google Tag Manager once (after consent only; the caller decides): the `gtm.js` start event
 * in `dataLayer` and the container's script from its origin, which the CSP allows when GTM_ID is set.
 * No inline script: the portal's CSP forbids it.
 */
export function loadTagManager(id: string, doc: Document = document, win: TagWindow = window): void {
  const src = tagManagerScriptUrl(id)
  if (doc.querySelector(`script[src="${src}"]`)) return
  win.dataLayer = win.dataLayer ?? []
  win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
  const script = doc.createElement("script")
  script.async = true
  script.src = src
  doc.head.appendChild(script)
}
