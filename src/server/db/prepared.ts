import type { Db } from "./client"

const byDb = new WeakMap<Db, Map<string, unknown>>()

/**
 * A statement built once per database and shape, then only executed: drizzle's query building (a third
 * of a list request's CPU when done per request) happens once, and on PostgreSQL the statement is named,
 * so each connection parses and plans it once. `shape` names what differs in the SQL text (sort column,
 * direction, which filters are present); the values go in as placeholders.
 */
export function preparedOnce<T>(db: Db, shape: string, build: (name: string) => T): T {
  let statements = byDb.get(db)
  if (!statements) byDb.set(db, (statements = new Map()))
  let found = statements.get(shape) as T | undefined
  if (found === undefined) {
    // A PostgreSQL statement name: letters, digits and underscores, unique per shape.
    found = build(`q_${shape.replace(/[^A-Za-z0-9]+/g, "_")}`)
    statements.set(shape, found)
  }
  return found
}
