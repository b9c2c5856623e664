import { OPEN_TABS_KEY, LAST_TAB_CLOSED_KEY, TAB_CLOSURE_TIMEOUT_MS } from "../rules/tabs"
import { USER_ID_KEY } from "./tokenStore"
import type { TransportResponse } from "./transport"

/** Where the page's inline script leaves its refresh call in flight (window[EARLY_REFRESH_GLOBAL]). */
export const EARLY_REFRESH_GLOBAL = "__iseEarlyRefresh"

/**
 * The inline script of the portal's HTML (issue 16, start-up): when a session may be restored (a
 * stored user id, and not a session whose tabs were all closed over 120 s ago: the rule of
 * core/rules/tabs.ts that main.tsx applies with trackTabs), it starts the one refresh call of the
 * page while the JavaScript is still downloading, and leaves the promise of its answer (a
 * TransportResponse) on window. `restoreSession` takes it (once) instead of making the call itself,
 * so a page start still sends one refresh. The server's CSP allows exactly this text by its hash
 * (src/server/http/securityHeaders.ts); the build puts it in every page (vite.config.ts).
 */
export const earlyRefreshScript = (apiBase = "/v1"): string =>
  `(function(){try{var s=localStorage,n=function(k){var v=s.getItem(k);return v!=null&&isFinite(+v)?+v:null},` +
  `o=n(${JSON.stringify(OPEN_TABS_KEY)}),c=n(${JSON.stringify(LAST_TAB_CLOSED_KEY)});` +
  `if(s.getItem(${JSON.stringify(USER_ID_KEY)})==null||((o||0)<=0&&c!=null&&Date.now()-c>${TAB_CLOSURE_TIMEOUT_MS}))return;` +
  `window.${EARLY_REFRESH_GLOBAL}=fetch(${JSON.stringify(`${apiBase}/auth/refresh`)},{method:"POST",credentials:"include",headers:{accept:"application/json"}})` +
  `.then(function(r){return r.json().catch(function(){return null}).then(function(d){return{status:r.status,statusText:r.statusText,headers:r.headers,data:d}})})` +
  `}catch(e){}})()`

export const EARLY_REFRESH_SCRIPT = earlyRefreshScript()

/** The refresh the inline script started, taken once (a second caller gets undefined). */
export const takeEarlyRefresh = (): Promise<TransportResponse> | undefined => {
  if (typeof window === "undefined") return undefined
  const w = window as unknown as Record<string, Promise<TransportResponse> | undefined>
  const started = w[EARLY_REFRESH_GLOBAL]
  delete w[EARLY_REFRESH_GLOBAL]
  return started
}
