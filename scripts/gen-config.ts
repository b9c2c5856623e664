/**
 * Writes .env.example and the configuration table of docs/operations.md (between its markers) from the
 * server's variable table (src/server/config.ts). tests/unit/server/config.test.ts fails when they differ.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { configTable, envExample } from "../src/server/configDocs"

export const TABLE_START = "<!-- config:start (scripts/gen-config.ts) -->"
export const TABLE_END = "<!-- config:end -->"

writeFileSync(".env.example", envExample())
const doc = readFileSync("docs/operations.md", "utf8")
const start = doc.indexOf(TABLE_START)
const end = doc.indexOf(TABLE_END)
if (start < 0 || end < start) throw new Error(`docs/operations.md has no ${TABLE_START} … ${TABLE_END}`)
writeFileSync("docs/operations.md", `${doc.slice(0, start + TABLE_START.length)}\n${configTable()}\n${doc.slice(end)}`)
