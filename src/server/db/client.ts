import { unwatchPool, watchPool } from "../metrics"
import { mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator"
import pg from "pg"
import * as schema from "./schema"
import type { Db } from "./db"
import { ACCESS_CHANGED_CHANNEL, accessWriteLogger } from "./accessWrites"
import { runPreparedOn } from "./prepared"
import { openPgliteThread } from "./pgliteThread"

export type { Db }

export interface Database {
  readonly db: Db
  readonly kind: "pglite" | "postgres"
  /**
   * PostgreSQL: LISTENs for writes to the access tables by other processes (migration 0019) and calls
   * `changed` on each, `listening(false)` when the connection is lost (it reconnects) and `listening(true)`
   * once it listens again. PGlite has no other process: absent.
   */
  readonly listenAccessChanges?: (on: { changed(): void; listening(on: boolean): void }) => void
  close(): Promise<void>
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url))

// Several server processes may start at once over one PostgreSQL: migrate under a lock.
const MIGRATION_LOCK = 724_211

/**
 * PGlite on disk (`dataDir`) or in memory (`dataDir` undefined), migrated. `thread`: PGlite runs in a
 * worker thread (pgliteThread.ts), off the thread that serves requests (the server's default).
 */
export async function openPglite(dataDir?: string, options: { thread?: boolean } = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = options.thread ? openPgliteThread(dataDir) : dataDir ? new PGlite(dataDir) : new PGlite()
  const db = drizzlePglite(client as PGlite, { schema, logger: accessWriteLogger() })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() }
}

/** Applies the migrations (under an advisory lock, on one connection of its own). */
export async function migratePostgres(connectionString: string, poolConfig: pg.PoolConfig = {}): Promise<void> {
  const conn = new pg.Client({ connectionString, ...poolConfig })
  await conn.connect()
  try {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK])
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder })
  } finally {
    await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined)
    await conn.end()
  }
}

/** node-postgres pool, migrated first unless `migrate` is false (the production start without MIGRATE_ON_START). */
export async function openPostgres(connectionString: string, poolConfig: pg.PoolConfig = {}, migrate = true): Promise<Database> {
  if (migrate) await migratePostgres(connectionString, poolConfig)
  const pool = new pg.Pool({ connectionString, ...poolConfig })
  const db = drizzlePg(pool, { schema, logger: accessWriteLogger() })
  // The hot named statements (db/prepared.ts) on connections that plan them once.
  const givenOptions = poolConfig.options ?? new URL(connectionString).searchParams.get("options") ?? ""
  const preparedPool = new pg.Pool({
    connectionString,
    ...poolConfig,
    options: `${givenOptions} -c plan_cache_mode=force_generic_plan`.trim(),
  })
  watchPool("main", pool)
  watchPool("prepared", preparedPool)
  runPreparedOn(db as unknown as Db, drizzlePg(preparedPool, { schema, logger: accessWriteLogger() }) as unknown as Db)
  let listener: { stop(): Promise<void> } | undefined
  return {
    db: db as unknown as Db,
    kind: "postgres",
    listenAccessChanges: (on) => {
      listener = listenAccessChanges(connectionString, on)
    },
    close: async () => {
      await listener?.stop()
      unwatchPool("main")
      unwatchPool("prepared")
      await Promise.all([pool.end(), preparedPool.end()])
    },
  }
}

/**
 * The server's database from the environment: DATABASE_URL, else PGlite in DATA_DIR (default ./data).
 * `migrate` false: PostgreSQL is not migrated here (the production start; `npm run db:migrate` does it).
 */
export function openFromEnv(env: NodeJS.ProcessEnv = process.env, migrate = true): Promise<Database> {
  return env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, {}, migrate)
    : openPglite(env.DATA_DIR ?? "./data", { thread: env.PGLITE_THREAD !== "off" })
}

/** One connection of its own that LISTENs to access_changed (migration 0019); reconnects a second after it is lost. */
export function listenAccessChanges(
  connectionString: string,
  on: { changed(): void; listening(on: boolean): void },
): { stop(): Promise<void> } {
  const listener = new AccessListener(connectionString, on)
  listener.start()
  return listener
}

class AccessListener {
  private client: pg.Client | undefined
  private stopped = false
  private retry: NodeJS.Timeout | undefined

  constructor(
    private readonly connectionString: string,
    private readonly on: { changed(): void; listening(on: boolean): void },
  ) {}

  start(): void {
    if (this.stopped) return
    const client = new pg.Client({ connectionString: this.connectionString })
    this.client = client
    let lost = false
    const lose = () => {
      if (lost) return
      lost = true
      this.on.listening(false)
      client.end().catch(() => undefined)
      if (!this.stopped) this.retry = setTimeout(() => this.start(), 1000)
    }
    client.on("error", lose)
    client.on("end", lose)
    client.on("notification", () => this.on.changed())
    client
      .connect()
      .then(() => client.query(`LISTEN ${ACCESS_CHANGED_CHANNEL}`))
      .then(() => this.on.listening(true), lose)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.retry)
    await this.client?.end().catch(() => undefined)
  }
}
