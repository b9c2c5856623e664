/**
 * Whether a failed statement broke the unique index or constraint `name` (PostgreSQL 23505). drizzle
 * wraps the driver's error (PGlite or pg) in its own, with the original as `cause`.
 */
export function isUniqueViolation(error: unknown, name: string): boolean {
  for (let e: unknown = error, depth = 0; e != null && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown }
    if (code === "23505") return constraint === undefined || constraint === name
  }
  return false
}
