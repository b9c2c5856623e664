// The embedded PGlite in its own thread (see pgliteThread.ts): the database engine and the parsing of its
// answers run here, not on the thread that serves requests. Plain JavaScript: a worker thread does not
// inherit the TypeScript loader. Messages: query (alone or inside an open transaction), begin, commit,
// rollback, close; each is answered with { id, result } or { id, error }.
import { parentPort, workerData } from "node:worker_threads"
import { PGlite, types } from "@electric-sql/pglite"

// drizzle's PGlite driver keeps dates, times and intervals as the database's text (drizzle-orm/pglite/session.js).
const keepText = (value) => value
const drizzleParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
)

const { dataDir } = workerData
const db = dataDir ? new PGlite(dataDir) : new PGlite()
const port = parentPort

/** Open transactions by the id of their begin: the PGlite transaction, how to end it, and its end. */
const open = new Map()

/** A database error as plain data: its code, constraint, detail… reach the caller (uniqueViolation.ts reads them). */
const plainError = (error) => {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields = { message: error.message, name: error.name }
  for (const [key, value] of Object.entries(error)) if (typeof value !== "function" && typeof value !== "object") fields[key] = value
  return fields
}

const ROLLBACK = Symbol("rollback")

port.on("message", async (message) => {
  const reply = (result) => port.postMessage({ id: message.id, result })
  try {
    switch (message.op) {
      case "query": {
        const options = { rowMode: message.rowMode, ...(message.drizzleParsers ? { parsers: drizzleParsers } : {}) }
        const target = message.tx === undefined ? db : open.get(message.tx)?.tx
        if (!target) throw new Error(`transaction ${message.tx} is not open`)
        const { rows, fields, affectedRows } = await target.query(message.sql, message.params, options)
        return reply({ rows, fields, affectedRows })
      }
      case "begin": {
        let began
        const started = new Promise((resolve) => (began = resolve))
        const entry = {}
        entry.done = db
          .transaction(
            (tx) =>
              new Promise((resolve, reject) => {
                entry.tx = tx
                entry.finish = (commit) => (commit ? resolve(undefined) : reject(ROLLBACK))
                open.set(message.id, entry)
                began()
              }),
          )
          .finally(() => open.delete(message.id))
        // A transaction that cannot start (the database closed) fails the begin.
        await Promise.race([started, entry.done])
        return reply(message.id)
      }
      case "commit":
      case "rollback": {
        const running = open.get(message.tx)
        if (!running) throw new Error(`transaction ${message.tx} is not open`)
        running.finish(message.op === "commit")
        try {
          await running.done
        } catch (error) {
          if (error !== ROLLBACK) throw error
        }
        return reply(null)
      }
      case "close":
        await db.close()
        return reply(null)
    }
  } catch (error) {
    port.postMessage({ id: message.id, error: plainError(error) })
  }
})
