import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import type * as schema from "./schema"

/** One type for both drivers: handlers never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
