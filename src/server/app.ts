import { serverTiming } from "./http/serverTiming"
import { metricsRoutes, observeRequest } from "./metrics"
import { Hono } from "hono"
import type { AppDeps, AppEnv } from "./context"
import { createAccessCache, type AppAccessCache } from "./http/accessCache"
import type { Db } from "./db/client"
import { createTokens, type Tokens } from "./auth/tokens"
import { systemClock, type Clock } from "./clock"
import { adoptBoundCalls, boundCalls } from "./http/bindCall"
import { limitBody } from "./http/bodyLimit"
import { refuseControlCharactersInUrl } from "./http/inputGuards"
import { corsForWidgets } from "./http/cors"
import { withEarlyAnswers } from "./http/earlyAnswers"
import { badRequest, errorResponse, internalError, notFound } from "./http/errors"
import { badParamOf } from "./http/pathParams"
import { databaseCheck, healthRoutes, Readiness } from "./http/health"
import { requestLog, type AnsweredRequest } from "./http/requestLog"
import { log } from "./log"
import { securityHeaders } from "./http/securityHeaders"
import { docsPage, openApiDocument } from "./openapi"
import { agreementsRoutes } from "./features/agreements/agreements.routes"
import { sessionRoutes } from "./features/session/session.routes"
import { cardsRoutes } from "./features/cards/cards.routes"
import { chargingRoutes } from "./features/charging/charging.routes"
import { loyaltyRoutes } from "./features/loyalty/loyalty.routes"
import { invoicesRoutes } from "./features/invoices/invoices.routes"
import { paymentsRoutes } from "./features/payments/payments.routes"
import { pricesRoutes } from "./features/prices/prices.routes"
import { statementRoutes } from "./features/statement/statement.routes"
import { saleOrdersRoutes } from "./features/saleOrders/saleOrders.routes"
import { profileRoutes } from "./features/profile/profile.routes"
import { registrationRoutes } from "./features/registration/registration.routes"
import { consumptionRoutes } from "./features/consumption/consumption.routes"
import { electricityAgreementRoutes } from "./features/electricityAgreement/electricityAgreement.routes"
import { stationsRoutes } from "./features/stations/stations.routes"
import { terminalRoutes } from "./features/terminal/terminal.routes"
import { usersRoutes } from "./features/session/users.routes"
import { spendingRoutes } from "./features/spending/spending.routes"
import { integrationsRoutes } from "./features/integrations/integrations.routes"
import { auditApiKeyCalls } from "./features/integrations/integrations.audit"
import { bankSimulator, type BankGatewayWithPages } from "./simulators/bank"
import { configuredEid, type EidProvider } from "./auth/eidProvider"
import { unconfiguredBank } from "./features/payments/bankGateway"
import { demoMode } from "./demo"
import type { EidTrust } from "./auth/eidCertificate"
import { eidTrust, httpOcsp } from "./auth/eidTrust"
import type { OcspTransport } from "./auth/ocsp"
import { configuredOrigin } from "./http/publicOrigin"
import { ocspSimulatorRoutes } from "./simulators/ocsp"
import { mailApiSimulatorRoutes } from "./simulators/mailApi"

export interface AppOptions {
  readonly db: Db
  /** Defaults to the Smart-ID / Mobile-ID clients of the configured providers (SMART_ID_*, MOBILE_ID_*; in demo mode main.ts points them at the simulators), else to none. */
  readonly eid?: EidProvider
  /** Defaults to the simulated bank link and card page (whose pages createApp mounts) in demo mode, else to none. */
  readonly bank?: BankGatewayWithPages
  readonly tokens?: Tokens
  /** Defaults to the system's time. */
  readonly clock?: Clock
  /** Defaults to a cache that this process's writes empty; main.ts adds the other processes' (LISTEN). */
  readonly accessCache?: AppAccessCache
  /** What GET /readyz checks; defaults to the database alone (main.ts adds the migrations, the listener, …). */
  readonly readiness?: Readiness
  /** GET /metrics answers a scraper presenting this bearer token (METRICS_TOKEN); not served without one. */
  readonly metricsToken?: string
  /** Told of every answered request (the metrics by default); the access line is logged either way. */
  readonly observe?: (answered: AnsweredRequest) => void
  /** Defaults to the configured trust anchors and OCSP over HTTP (a responder at our own origin answers in process). */
  readonly eidTrust?: EidTrust
  /** Where 500s are reported; the log (level error) by default. */
  readonly logError?: (error: unknown, where: string) => void
}

/** OCSP for the ID-card checks: a responder at our own origin (the demo's) is this app, asked in process without a socket. */
const ocspThrough =
  (app: () => Hono<AppEnv>): OcspTransport =>
  async (url, request) => {
    if (!url.startsWith(`${configuredOrigin()}/v1/`)) return httpOcsp(url, request)
    const res = await app().request(url.slice(configuredOrigin().length), { method: "POST", body: request })
    if (!res.ok) throw new Error(`OCSP ${url}: ${res.status}`)
    return new Uint8Array(await res.arrayBuffer())
  }

/** Every feature's route group, mounted under /v1 in this order. */
const FEATURE_ROUTES: ReadonlyArray<(api: Hono<AppEnv>) => void> = [
  sessionRoutes,
  usersRoutes,
  pricesRoutes,
  agreementsRoutes,
  invoicesRoutes,
  paymentsRoutes,
  cardsRoutes,
  terminalRoutes,
  statementRoutes,
  saleOrdersRoutes,
  profileRoutes,
  registrationRoutes,
  stationsRoutes,
  consumptionRoutes,
  electricityAgreementRoutes,
  loyaltyRoutes,
  chargingRoutes,
  spendingRoutes,
  integrationsRoutes,
]

/** The API: every route group under /v1, plus /v1/openapi.json and /v1/docs. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const demo = demoMode()
  const bank: BankGatewayWithPages = options.bank ?? (demo ? bankSimulator() : unconfiguredBank())
  const trust = options.eidTrust ?? eidTrust(ocspThrough(() => app))
  const deps: AppDeps = {
    db: options.db,
    tokens: options.tokens ?? createTokens(options.db),
    eid: options.eid ?? configuredEid(trust),
    bank,
    clock: options.clock ?? systemClock,
    accessCache: options.accessCache ?? createAccessCache(),
    eidTrust: trust,
  }
  const logError = options.logError ?? ((error, where) => log().error({ err: error, where }, "request failed"))

  const api = new Hono<AppEnv>()
  api.use("*", serverTiming)
  api.use("*", corsForWidgets)
  api.use("*", limitBody)
  api.use("*", refuseControlCharactersInUrl)
  api.use("*", async (c, next) => {
    c.set("deps", deps)
    await next()
  })
  api.use("*", auditApiKeyCalls)

  for (const routes of FEATURE_ROUTES) routes(api)
  bank.routes?.(api)
  // The demo CA's OCSP responder, like every simulator, only in demo mode.
  if (demo) {
    ocspSimulatorRoutes(api)
    mailApiSimulatorRoutes(api)
  }

  api.get("/openapi.json", (c) => c.json(openApiDocument(boundCalls(api))))
  api.get("/docs", (c) => c.html(docsPage(openApiDocument(boundCalls(api)))))

  const app = new Hono<AppEnv>()
  // On the outer app: also for the portal's files that main.ts serves. First the request's id and access line.
  const observe = options.observe ?? observeRequest
  app.use("*", requestLog(observe))
  app.use("*", securityHeaders)
  healthRoutes(app, options.readiness ?? new Readiness([databaseCheck(deps.db)]))
  metricsRoutes(app, options.metricsToken)
  app.route("/v1", api)
  adoptBoundCalls(app, api)
  // Set on the outer app: a mounted sub-app's notFound is not consulted.
  app.notFound((c) => {
    if (!c.req.path.startsWith("/v1/")) return errorResponse(c, notFound(`Nothing at ${c.req.path}`))
    // Id placeholders only match digits (see honoPath): a bound path with a bad id is a 400, not a 404.
    const path = c.req.path.slice("/v1".length)
    for (const call of boundCalls(api)) {
      const field = call.method === c.req.method ? badParamOf(call.path, path) : undefined
      if (field) return errorResponse(c, badRequest(field, "Expected a positive integer"))
    }
    return errorResponse(c, notFound(`No call ${c.req.method} ${c.req.path}`))
  })
  app.onError((error, c) => {
    logError(error, `${c.req.method} ${c.req.path}`)
    return errorResponse(c, internalError())
  })
  // Public answers kept encoded (the prices) go out before the middleware while they are fresh.
  withEarlyAnswers(app, api, "/v1", deps, observe)
  return app
}
