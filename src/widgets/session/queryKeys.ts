import type { QueryKey } from "@tanstack/query-core"
import type { Call } from "../../core/api/call"
import { customerKeyPrefix } from "./answerCache"
import { queryClient } from "./queryClient"

/** Path parameters and query of a call as a query sends them. */
export interface CallInput {
  readonly params?: Readonly<Record<string, string | number>>
  readonly query?: unknown
}

/**
 * Whose answer a call gives: the customer's for a customer call, the user's for a user call,
 * nobody's (null) for a public call. It is the second part of every key, so a prefix of a key
 * names every query of one customer.
 */
export type Owner = number | null

/** [access, owner, call id]: every query of one call for one owner. */
export const callKeyPrefix = (call: Call, owner: Owner) => [call.access, owner, call.id] as const

/**
 * The query key of a call: access, owner, call id, path parameters, query, and the name of the
 * answer when a query turns the call's answer into something else (so the two never share a cache entry).
 */
export const callQueryKey = (call: Call, owner: Owner, input: CallInput = {}, derived: string | null = null): QueryKey => [
  ...callKeyPrefix(call, owner),
  input.params ?? {},
  input.query ?? null,
  derived,
]

export { customerKeyPrefix }

/**
 * Reloads every query of one call for one owner, whatever its parameters (after a change): the ones
 * on screen now, or with "all" also those no component shows at the moment.
 */
export const reloadCall = (call: Call, owner: Owner, refetchType: "active" | "all" = "active") =>
  queryClient.invalidateQueries({ queryKey: callKeyPrefix(call, owner), refetchType })
