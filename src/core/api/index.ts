import type { Call } from "./call"
import * as sessionCalls from "./session.calls"
import * as pricesCalls from "./prices.calls"

export * from "./call"
export { sessionCalls, pricesCalls }

/** Every call of spec §7 (all parts) that the contract describes, by id. */
export const allCalls: ReadonlyArray<Call> = [
  ...Object.values(sessionCalls),
  ...Object.values(pricesCalls),
]
