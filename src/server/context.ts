import type { Context } from "hono"
import type { Db } from "./db/client"
import type { Tokens } from "./auth/tokens"
import type { EidProvider } from "./simulators/eid"

/** Services the routes use; tests build them over an in-memory database. */
export interface AppDeps {
  readonly db: Db
  readonly tokens: Tokens
  readonly eid: EidProvider
}

export type AppEnv = { Variables: { deps: AppDeps } }
export type AppContext = Context<AppEnv>
