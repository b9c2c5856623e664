import { OPEN_TABS_KEY, LAST_TAB_CLOSED_KEY, TAB_CLOSURE_TIMEOUT_MS } from "../rules/tabs"
import { CUSTOMER_ID_KEY, CUSTOMER_OWNER_KEY, USER_ID_KEY } from "./tokenStore"
import type { Transport, TransportResponse } from "./transport"

/** Where the page's inline script leaves its refresh call in flight (window[EARLY_REFRESH_GLOBAL]). */
export const EARLY_REFRESH_GLOBAL = "__iseEarlyRefresh"

/** Where the inline script leaves the session's own GETs it started after the refresh (window[EARLY_GETS_GLOBAL]). */
export const EARLY_GETS_GLOBAL = "__iseEarlyGets"

/**
 * The session's own GETs (issue 31): once the refresh answers, the inline script asks them with the new
 * token, while the code still downloads and runs, instead of after it (one round trip less before a
 * page can ask its own data). Their paths are those of core/api/session.calls.ts (a test keeps them equal):
 * the user, the user's contacts and companies, and the customer chosen on an earlier visit (when the
 * choice is this user's, as session.atoms.ts's customerIdAtom reads it).
 */
const sessionGetsScript = (apiBase: string): string =>
  `var u=d.userId,g={},q=function(p){var f=fetch(${JSON.stringify(apiBase)}+p,{headers:{accept:"application/json",authorization:"Bearer "+d.token}}).then(a);f.catch(function(){});g[${JSON.stringify(apiBase)}+p]=f},` +
  `i=n(${JSON.stringify(CUSTOMER_ID_KEY)}),w=n(${JSON.stringify(CUSTOMER_OWNER_KEY)});` +
  `q("/users/current");q("/users/"+u+"/contacts");q("/companies/"+u);if(i!=null&&(w==null||w===u))q("/customers/"+i);` +
  `window.${EARLY_GETS_GLOBAL}={token:d.token,gets:g}`

/**
 * The inline script of the portal's HTML (issue 16, start-up): when a session may be restored (a
 * stored user id, and not a session whose tabs were all closed over 120 s ago: the rule of
 * core/rules/tabs.ts that main.tsx applies with trackTabs), it starts the one refresh call of the
 * page while the JavaScript is still downloading, and leaves the promise of its answer (a
 * TransportResponse) on window. `restoreSession` takes it (once) instead of making the call itself,
 * so a page start still sends one refresh. When the refresh gives a token, the session's own GETs
 * follow at once (sessionGetsScript), taken by the API client's transport (`takeEarlyGets`).
 * The server's CSP allows exactly this text by its hash (src/server/http/securityHeaders.ts); the
 * build puts it in every page (vite.config.ts).
 */
export const earlyRefreshScript = (apiBase = "/v1"): string =>
  `(function(){try{var s=localStorage,n=function(k){var v=s.getItem(k);return v!=null&&isFinite(+v)?+v:null},` +
  `o=n(${JSON.stringify(OPEN_TABS_KEY)}),c=n(${JSON.stringify(LAST_TAB_CLOSED_KEY)}),` +
  `a=function(r){return r.json().catch(function(){return null}).then(function(d){return{status:r.status,statusText:r.statusText,headers:r.headers,data:d}})};` +
  `if(s.getItem(${JSON.stringify(USER_ID_KEY)})==null||((o||0)<=0&&c!=null&&Date.now()-c>${TAB_CLOSURE_TIMEOUT_MS}))return;` +
  `window.${EARLY_REFRESH_GLOBAL}=fetch(${JSON.stringify(`${apiBase}/auth/refresh`)},{method:"POST",credentials:"include",headers:{accept:"application/json"}})` +
  `.then(a).then(function(x){var d=x.data;if(x.status===200&&d&&typeof d.token==="string"&&typeof d.userId==="number"){${sessionGetsScript(apiBase)}}return x})` +
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

interface EarlyGets {
  readonly token: string
  readonly gets: Record<string, Promise<TransportResponse> | undefined>
}

/**
 * A transport that answers a GET the inline script already started (same address, no query, the same
 * token) with that answer, once; every other request goes to `transport`. The portal's API client
 * uses it, so the session's first queries take the early answers instead of asking again.
 */
export const takeEarlyGets =
  (transport: Transport): Transport =>
  (request) => {
    const early =
      typeof window === "undefined" ? undefined : (window as unknown as Record<string, EarlyGets | undefined>)[EARLY_GETS_GLOBAL]
    const started =
      early && request.method === "GET" && !request.binary && !(request.query && Object.keys(request.query).length)
        ? early.gets[request.url]
        : undefined
    if (!early || !started || request.headers.authorization !== `Bearer ${early.token}`) return transport(request)
    delete early.gets[request.url]
    return started
  }
