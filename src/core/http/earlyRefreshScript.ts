/**
 * The inline script of the portal's HTML and the route preloads' entries it reads (issues 16 and 31). Build
 * and server only (vite.config.ts, scripts/build, the CSP hash in server/http/securityHeaders.ts): the portal's
 * code takes what the script started through ./earlyRefresh.ts and never imports this text.
 */
import type { Call } from "../api/call"
import { LOCALE_KEY, numberLocale } from "../i18n/numbers"
import { encodeQuery } from "./client"
import { isRestricted, type CallRule } from "../rules/access"
import { OPEN_TABS_KEY, LAST_TAB_CLOSED_KEY, TAB_CLOSURE_TIMEOUT_MS } from "../rules/tabs"
import { EARLY_CLICK_GLOBAL, EARLY_CLICK_TARGETS, EARLY_GETS_GLOBAL, EARLY_REFRESH_GLOBAL, earlyKey } from "./earlyRefresh"
import { FIRST_VIEW_META } from "./firstView"
import { CUSTOMER_ID_KEY, CUSTOMER_OWNER_KEY, USER_ID_KEY } from "./tokenStore"

/** The id of the route page's data block that lists its preloads (scripts/build/routePages.ts writes it). */
export const ROUTE_PRELOADS_ID = "ise-route-preloads"

/**
 * A route's first data GETs (issue 31, src/portal/app/routePreloads.ts): the route's page
 * (dist/portal/<route>/index.html) lists them in a JSON data block (no script to run, so no CSP hash of
 * its own), each as its path under the API base with `{userId}`/`{customerId}` left in (routePreloadPath),
 * and `{year}`/`{month}` for a query of today's year or month (datedPreloadPath: the script fills them with
 * Tallinn's today, as the page's tallinnDay does), and the rules the customer must pass (routePreloadEntry). The inline script asks them beside the
 * session's GETs, while the page's code still downloads, on a plain address only (a query string may
 * ask for another page state). One with a rule or a customer in its path waits for the stored customer
 * of this user (its GET, already on its way, gives the contact's roles and the customer's kind) and is
 * asked only when every rule lets that customer in, as `mayUse` (core/rules/access.ts) decides: the
 * page guards its calls so, and a preload the page would not make must not be answered 403 (issue 29's
 * noErrors.spec: KÜ Tamme 5 may not see cards). Its own try: a broken block must not fail the refresh.
 */
/** Today in Tallinn as YYYY-MM-DD (core/rules/vat.ts tallinnDay), as the inline script computes it. */
const TALLINN_DAY_SCRIPT = `new Intl.DateTimeFormat("en-CA",{timeZone:"Europe/Tallinn",year:"numeric",month:"2-digit",day:"2-digit"}).format(new Date())`

const routePreloadsScript = (apiBase: string): string =>
  `try{var l=document.getElementById(${JSON.stringify(ROUTE_PRELOADS_ID)});if(l&&location.search===""){` +
  `var m=function(c,r){return(!r.roles||!r.roles.length||r.roles.some(function(x){return c.roles.indexOf(x)>=0}))&&` +
  `(r.onlyFor!=="persons"||c.isPerson===true)&&(r.onlyFor!=="companies"||(c.isPerson===false&&c.apartmentAssociation===false))},` +
  `k=i!=null&&(w==null||w===u)?g[${JSON.stringify(apiBase)}+"/customers/"+i]:null,` +
  `D=${TALLINN_DAY_SCRIPT},` +
  `h=function(p){q(p.split("{userId}").join(u).split("{customerId}").join(i).split("{month}").join(D.slice(0,7)).split("{year}").join(D.slice(0,4)))};` +
  `JSON.parse(l.textContent).forEach(function(t){if(t.path.indexOf("{customerId}")<0&&!t.rules.length)h(t.path);` +
  `else if(k)k.then(function(x){var c=x.data;if(x.status===200&&c&&Array.isArray(c.roles)&&t.rules.every(function(r){return m(c,r)}))h(t.path)}).catch(function(){})})` +
  `}}catch(e){}`

/** A rule of a route preload as the data block carries it: the fields of a call's rule that `mayUse` reads. */
export interface RoutePreloadRule {
  readonly roles?: ReadonlyArray<string>
  readonly onlyFor?: CallRule["onlyFor"]
}

/** A route preload as the route page's data block lists it (routePages.ts writes it, the inline script reads it). */
export interface RoutePreloadEntry {
  readonly path: string
  readonly rules: ReadonlyArray<RoutePreloadRule>
}

/**
 * A route preload's entry: its path (routePreloadPath) and the rules the stored customer must pass before
 * it is asked, the call's own and the route's (the route guard sends a refused customer away before the
 * page asks anything); a rule that restricts nothing, or repeats another, is left out.
 */
export const routePreloadEntry = (
  call: Call,
  query?: unknown,
  routeRule?: CallRule,
  dated?: (today: string) => unknown,
): RoutePreloadEntry => ({
  path: dated ? datedPreloadPath(call, dated) : routePreloadPath(call, query),
  rules: [
    ...new Map(
      [call, ...(routeRule ? [routeRule] : [])]
        .filter(isRestricted)
        .map((r): RoutePreloadRule => ({ ...(r.roles?.length ? { roles: r.roles } : {}), ...(r.onlyFor ? { onlyFor: r.onlyFor } : {}) }))
        .map((r) => [JSON.stringify(r), r] as const),
    ).values(),
  ],
})

/**
 * The path under the API base of a route's preload: the call's path with its session placeholders kept,
 * and its query encoded by the call's schema exactly as the API client encodes it.
 */
export const routePreloadPath = (call: Call, query?: unknown): string => earlyKey(call.path, encodeQuery(call, query))

/** A dated preload's path for a day (YYYY-MM-DD): its `{year}` and `{month}` filled as the inline script fills them. */
export const fillPreloadDate = (path: string, day: string): string =>
  path.split("{month}").join(day.slice(0, 7)).split("{year}").join(day.slice(0, 4))

/**
 * The path of a preload whose query depends on today (a statement of this year, the spend of this month):
 * the query of a sample day, encoded, with that day's month and year put back as `{month}` and `{year}`.
 * The build fails when that template does not give the page's own query on other days (a query of
 * another part of the date, such as a month's last day, that the inline script cannot fill).
 */
export const datedPreloadPath = (call: Call, queryOf: (today: string) => unknown): string => {
  const path = routePreloadPath(call, queryOf("2999-07-15")).split("2999-07").join("{month}").split("2999").join("{year}")
  for (const day of ["2026-01-01", "2027-02-28", "2028-12-31"])
    if (fillPreloadDate(path, day) !== routePreloadPath(call, queryOf(day)))
      throw new Error(`${call.id}: its query on ${day} is not ${path} with {year} and {month} filled`)
  return path
}

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
  routePreloadsScript(apiBase) +
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
/**
 * The first Intl.NumberFormat and DateTimeFormat of a page load open ICU's locale data: ~30 ms on a fast
 * machine, ~75 ms of the slow profile's 4× CPU in the middle of the first render of a page with sums and
 * dates (issue 31). The main thread is idle while the code downloads, so the inline script makes one of
 * each in the stored language once its calls are on their way; later formatters find the data loaded.
 * After the next paint, not before it: ICU's loading (~300 ms at 4× CPU) would hold a first view's paint
 * back (the parser yields to the timer before the body is laid out).
 */
const warmFormatsScript = (): string =>
  `requestAnimationFrame(function(){setTimeout(function(){try{var l=${JSON.stringify(numberLocale)}[s.getItem(${JSON.stringify(LOCALE_KEY)})]||${JSON.stringify(numberLocale.et)};` +
  `new Intl.NumberFormat(l,{minimumFractionDigits:2}).format(1);new Intl.DateTimeFormat(l).format(0)}catch(e){}},0)});`

/**
 * A first view paints its controls before React has taken them over: the page's code and texts first (main.tsx
 * hydrates once they are here, seconds on the slow profile), and a part whose chunk comes later (the front
 * page's promos) stays the server's until that chunk is here. A click on such a control did nothing, and a
 * form's button sent the form natively (a GET of the page with its fields in the address). So the page keeps
 * the customer's last click on a control of the first view (EARLY_CLICK_TARGETS, as the HTML had them when it
 * was parsed; a link still goes where it leads, as a page load), or a submit of its form, while React does not
 * own it yet, and stops it there; the portal makes it again once React owns it (earlyRefresh.ts
 * `takeOverEarlyClicks`, which sets `owns` and `wake`). Controls made later (a map's) are never kept.
 */
const earlyClicksScript = (): string =>
  `try{var E=window.${EARLY_CLICK_GLOBAL}={last:null,owns:null,wake:null,first:null},` +
  `S=function(e,t){if(!t||(E.first&&!E.first.has(t))||(E.owns&&E.owns(t)))return;e.preventDefault();e.stopImmediatePropagation();E.last=t;if(E.wake)E.wake()};` +
  `document.addEventListener("DOMContentLoaded",function(){E.first=new WeakSet(document.querySelectorAll(${JSON.stringify(
    `#root form,${EARLY_CLICK_TARGETS.split(",")
      .map((t) => `#root ${t}`)
      .join(",")}`,
  )}))});` +
  `document.addEventListener("click",function(e){var t=e.target;S(e,t&&t.closest?t.closest(${JSON.stringify(EARLY_CLICK_TARGETS)}):null)},true);` +
  `document.addEventListener("submit",function(e){S(e,e.target)},true)}catch(e){}`

export const earlyRefreshScript = (apiBase = "/v1"): string =>
  `(function(){try{var s=localStorage,n=function(k){var v=s.getItem(k);return v!=null&&isFinite(+v)?+v:null},` +
  `o=n(${JSON.stringify(OPEN_TABS_KEY)}),c=n(${JSON.stringify(LAST_TAB_CLOSED_KEY)}),` +
  `a=function(r){return r.json().catch(function(){return null}).then(function(d){return{status:r.status,statusText:r.statusText,headers:r.headers,data:d}})};` +
  // A page whose first view the server rendered (server/firstView.ts) has had this page's refresh already: it
  // keeps an early click for React and warms the formats for its hydration.
  `if(!document.querySelector(${JSON.stringify(`meta[name="${FIRST_VIEW_META}"]`)})){` +
  `if(s.getItem(${JSON.stringify(USER_ID_KEY)})==null||((o||0)<=0&&c!=null&&Date.now()-c>${TAB_CLOSURE_TIMEOUT_MS}))return;` +
  `window.${EARLY_REFRESH_GLOBAL}=fetch(${JSON.stringify(`${apiBase}/auth/refresh`)},{method:"POST",credentials:"include",headers:{accept:"application/json"}})` +
  `.then(a).then(function(x){var d=x.data;if(x.status===200&&d&&typeof d.token==="string"&&typeof d.userId==="number"){${sessionGetsScript(apiBase)}}return x})}` +
  `else{${earlyClicksScript()}}` +
  warmFormatsScript() +
  `}catch(e){}})()`

export const EARLY_REFRESH_SCRIPT = earlyRefreshScript()
