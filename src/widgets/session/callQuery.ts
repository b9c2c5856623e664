import type { Getter, WritableAtom } from "jotai"
import { atomWithQuery, queryClientAtom, type AtomWithQueryResult } from "jotai-tanstack-query"
import type * as Effect from "effect/Effect"
import type { Call, QueryOf, ResultOf } from "../../core/api/call"
import * as sessionCalls from "../../core/api/session.calls"
import type { ApiClient, RequestInput } from "../../core/http/client"
import { mayUse } from "../../core/rules/access"
import type { Customer } from "../../core/schemas/session"
import { getApi, runApi } from "./api"
import { queryClient } from "./queryClient"
import { callKeyPrefix, callQueryKey, type CallInput, type Owner } from "./queryKeys"

import { renderScope } from "./renderScope"
import { customerIdAtom, userIdAtom } from "./session.atoms"
import { store } from "./store"

/** What a query of a call sends besides the session's own ids: other path parameters and the query. */
export interface CallQueryInput<C extends Call> extends CallInput {
  readonly query?: QueryOf<C>
}

/** A query that makes the call its own way and answers something else, under a name of its own. */
export interface DerivedAnswer<C extends Call, T> {
  readonly name: string
  /** `request` is complete: the session's `{customerId}`/`{userId}` are filled in. */
  readonly run: (api: ApiClient, request: RequestInput<C>, customer: Customer | null) => Effect.Effect<T, unknown>
}

export interface CallQueryOptions<C extends Call, T> {
  /** The other path parameters and the query, read from atoms; null while one of them is missing. */
  readonly input?: (get: Getter) => CallQueryInput<C> | null
  /** Keep the previous page's rows on screen while the next page loads (never another owner's rows). */
  readonly keepPreviousPage?: boolean
  readonly staleTime?: number
  readonly derive?: DerivedAnswer<C, T>
}

/**
 * Key, request and cache rules of a call's query, for `atomWithQuery` or `useQuery`. The key is
 * [access, owner, call id, path parameters, query, derived name] (see queryKeys.ts).
 */
export const callQueryOptions = <C extends Call, T = ResultOf<C>>(
  call: C,
  owner: Owner,
  request: CallQueryInput<C>,
  options: Omit<CallQueryOptions<C, T>, "input"> = {},
  customer: Customer | null = null,
) => {
  // The path's placeholders are filled by now: `callQueryAtom` adds the session's ids and runs the
  // query only once they exist; other callers pass them. Checked once here for every call.
  const complete = request as RequestInput<C>
  const prefix = callKeyPrefix(call, owner)
  const sameOwnerAndCall = (key: ReadonlyArray<unknown> | undefined) => prefix.every((part, i) => key?.[i] === part)
  return {
    queryKey: callQueryKey(call, owner, request, options.derive?.name ?? null),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<T> =>
      runApi(
        (options.derive
          ? options.derive.run(getApi(), complete, customer)
          : getApi().request<Call>(call, complete as RequestInput<Call>)) as Effect.Effect<T, unknown>,
        signal,
      ),
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.keepPreviousPage
      ? {
          placeholderData: <P>(previous: P | undefined, previousQuery?: { queryKey: ReadonlyArray<unknown> }) =>
            sameOwnerAndCall(previousQuery?.queryKey) ? previous : undefined,
        }
      : {}),
  }
}

/** `{customerId}` and `{userId}` of a path come from the session. */
const sessionParams = (call: Call, userId: number | null, customerId: number | null): Record<string, number> => ({
  ...(call.path.includes("{customerId}") && customerId != null ? { customerId } : {}),
  ...(call.path.includes("{userId}") && userId != null ? { userId } : {}),
})

export type CallQueryAtom<T> = WritableAtom<AtomWithQueryResult<T>, [], void>

/**
 * A jotai-tanstack-query atom for one call of the contract, for the session's user and represented
 * customer. It runs only when its inputs are there: a signed-in user for user calls; for customer
 * calls also the represented customer, loaded, and one that `mayUse` lets make the call (so a page
 * never provokes a 403, which would end the session).
 */

export function callQueryAtom<C extends Call, T = ResultOf<C>>(call: C, options: CallQueryOptions<C, T> = {}): CallQueryAtom<T> {
  return atomWithQuery<T>(
    (get) => {
      const config = callQueryConfig(get, call, options)
      // The server's render of a first view runs what the render would (renderScope.ts); a browser has no scope.
      if (config.enabled) renderScope()?.want(config)
      return config
    },
    // The page's one QueryClient in a browser (named, so that its module is never left out of a chunk); the
    // server's render gives each request's store a client of its own.
    (get) => (renderScope() ? get(queryClientAtom) : queryClient),
  )
}

/** What `callQueryAtom` asks of the QueryClient, read with `get` (an atom's getter or the store's). */
function callQueryConfig<C extends Call, T>(get: Getter, call: C, options: CallQueryOptions<C, T>) {
  {
    const userId = get(userIdAtom)
    const customerId = get(customerIdAtom)
    const input = options.input ? options.input(get) : {}
    const owner = call.access === "customer" ? customerId : call.access === "user" ? userId : null
    // The customer call is the one that loads the customer every other customer call waits for.
    const waitsForCustomer = call.access === "customer" && (call as Call) !== sessionCalls.customer
    const loaded: Customer | undefined = waitsForCustomer ? get(customerQueryAtom).data : undefined
    const customer = loaded && loaded.id === customerId ? loaded : null
    const signedIn = call.access === "public" || (userId != null && owner != null)
    const allowed = !waitsForCustomer || (customer != null && mayUse(customer, call))
    const request = { ...input, params: { ...sessionParams(call, userId, customerId), ...input?.params } }
    return { ...callQueryOptions(call, owner, request, options, customer), enabled: input != null && signedIn && allowed }
  }
}

/**
 * Starts the query of `callQueryAtom(call)` now, under the same key, when the atom would run it:
 * page start sends the session's own calls before React renders (issue 16), and the atoms then find
 * them in flight or answered.
 */
export function startCallQuery<C extends Call>(call: C): void {
  const config = callQueryConfig(store.get, call, {})
  if (config.enabled) void queryClient.prefetchQuery(config)
}

/** The represented customer as the signed-in contact sees it (its roles decide every other customer call). */
export const customerQueryAtom: CallQueryAtom<Customer> = callQueryAtom(sessionCalls.customer)
