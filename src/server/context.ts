import type { Context } from "hono"
import type { Db } from "./db/client"
import type { Tokens } from "./auth/tokens"
import type { Clock } from "./clock"
import type { BankGateway } from "./features/payments/bankGateway"
import type { EidProvider } from "./auth/eidProvider"
import type { AppAccessCache } from "./http/accessCache"
import type { EidTrust } from "./auth/eidCertificate"

/** Services the routes use; outside services sit behind interfaces. Tests build them over an in-memory database. */
export interface AppDeps {
  readonly db: Db
  readonly tokens: Tokens
  readonly eid: EidProvider
  readonly bank: BankGateway
  /** The time the rules read (sale orders' delivery-date rule and back office). */
  readonly clock: Clock
  /** Sign-ins, contacts and users as the access check reads them, kept per process (http/accessCache.ts). */
  readonly accessCache: AppAccessCache
  /** Which ID-card certificates are trusted and how their revocation is asked (auth/eidTrust.ts). */
  readonly eidTrust: EidTrust
}

/** The API key a request is made with (issue 27), once the access check knows it: its audit row names it. */
export interface ApiKeyActor {
  readonly id: number
  readonly customerId: number
}

/** `apiKey`: the API key a request is made with, once the access check knows it (for its audit row). */
export type AppEnv = { Variables: { deps: AppDeps; apiKey?: ApiKeyActor } }
export type AppContext = Context<AppEnv>
