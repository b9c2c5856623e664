import { pgTable, text, timestamp } from "drizzle-orm/pg-core"

/**
 * Throttling held in the database, so that every server process over one database counts alike: one
 * row per key (e.g. `start:code:48001010005`) with the times of its recent accepted attempts.
 * `expires_at` is when the newest of them leaves its window; maintenance removes the row after that.
 */
export const throttle = pgTable("throttle", {
  key: text("key").primaryKey(),
  hits: timestamp("hits", { withTimezone: true, mode: "string" }).array().notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
})
