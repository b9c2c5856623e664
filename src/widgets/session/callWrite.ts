import { useAtomValue } from "jotai"
import { useCallback, useRef, useState } from "react"
import type { Call, ResultOf } from "../../core/api/call"
import type { ErrorCode } from "../../core/api/errors"
import type { RequestInput } from "../../core/http/client"
import { getApi, runApi } from "./api"
import { customerIdAtom, userIdAtom } from "./session.atoms"
import { store } from "./store"

/** What went wrong with a write, as the page needs it: the API's code and field when the server answered with one. */
export interface WriteProblem {
  readonly code: ErrorCode | undefined
  readonly field: string | undefined
  /** The error itself (ApiError, NetworkError, DecodeError), for logging. */
  readonly error: unknown
}

export type WriteOutcome<C extends Call> =
  | { readonly ok: true; readonly value: ResultOf<C> }
  | { readonly ok: false; readonly problem: WriteProblem }

/** `{customerId}` and `{userId}` may be left out of a write's params: the session's are used. */
export type WriteInput<C extends Call> = Omit<RequestInput<C>, "params"> & { readonly params?: Readonly<Record<string, string | number>> }

/** The problem of a failed request: the code and field of the API's error body, when there is one. */
export const problemOfError = (error: unknown): WriteProblem => {
  const tagged = error as { _tag?: string; code?: ErrorCode; field?: string }
  return tagged?._tag === "ApiError" ? { code: tagged.code, field: tagged.field, error } : { code: undefined, field: undefined, error }
}

/** Whose queries a call's answers are: the customer's, the user's, or nobody's (public). */
const ownerOf = (call: Call): number | null =>
  call.access === "customer" ? store.get(customerIdAtom) : call.access === "user" ? store.get(userIdAtom) : null

/** Which queries of the changed calls reload after a write. */
export interface ReloadOptions {
  /**
   * "active" (the default): the queries a component shows now; the others reload when one mounts.
   * "all": every query of the changed calls, for answers read before a component shows them (the
   * user's customers before the new one is chosen).
   */
  readonly reload?: "active" | "all"
}

/**
 * Reloads the queries of every call `call` declares it changes (`changes` on the call), for the
 * session's owner of each. `writeCall` does it after a success; a write made inside an Effect flow
 * (eID signing) calls it when the flow has succeeded.
 */
export const reloadChanges = async (call: Call, options: ReloadOptions = {}): Promise<void> => {
  if (!call.changes?.length) return
  // The query client comes with the first write that changes something, not with the page: the sign-in
  // page's entry (whose one write is the logout) stays without it.
  const { reloadCall } = await import("./queryKeys")
  await Promise.all(call.changes.map((changed) => reloadCall(changed, ownerOf(changed), options.reload)))
}

/** How a write is made: which queries reload after it, and who hears its answer first. */
export interface WriteOptions<C extends Call> extends ReloadOptions {
  /** Told the answer as soon as the server accepted the write, before the changed queries reload. */
  readonly sent?: (value: ResultOf<C>) => void
}

/**
 * Makes one write call of the contract and, when it succeeds, reloads the queries of every call it
 * declares it changes (`changes` on the call). Never throws: the outcome says what happened.
 */
export const writeCall = async <C extends Call>(
  call: C,
  input: WriteInput<C> = {} as WriteInput<C>,
  options: WriteOptions<C> = {},
): Promise<WriteOutcome<C>> => {
  const customerId = store.get(customerIdAtom)
  const userId = store.get(userIdAtom)
  const params = {
    ...(call.path.includes("{customerId}") && customerId != null ? { customerId } : {}),
    ...(call.path.includes("{userId}") && userId != null ? { userId } : {}),
    ...input.params,
  }
  try {
    const value = (await runApi(getApi().request<Call>(call, { ...input, params } as RequestInput<Call>))) as ResultOf<C>
    options.sent?.(value)
    await reloadChanges(call, options)
    return { ok: true, value }
  } catch (error) {
    return { ok: false, problem: problemOfError(error) }
  }
}

export interface CallWriteOptions<C extends Call> extends ReloadOptions {
  /** The user's message for a problem (by its code and field); the component's own texts, in the user's language. */
  readonly message?: (problem: WriteProblem) => string | null
  readonly onSuccess?: (value: ResultOf<C>) => void
  /**
   * Called as soon as the server accepted the write, before the changed queries reload (onSuccess
   * comes after): a page shows its result at once, not a list that no longer holds what it wrote.
   */
  readonly onSent?: (value: ResultOf<C>) => void
}

export interface CallWrite<C extends Call> {
  /** Sends the call; resolves with the outcome once the changed queries are reloaded. */
  readonly run: (input?: WriteInput<C>) => Promise<WriteOutcome<C>>
  readonly pending: boolean
  /** The last failure's problem, until the next run or reset. */
  readonly problem: WriteProblem | null
  /** The last failure's message (options.message), null when it succeeded or has not run. */
  readonly error: string | null
  readonly reset: () => void
}

/**
 * One write of a component: pending state, the failure's message in the user's language, and the
 * refresh of the queries the call changes. A second run while one is pending is ignored.
 */
export function useCallWrite<C extends Call>(call: C, options: CallWriteOptions<C> = {}): CallWrite<C> {
  // The session's ids are read from the store when the call is made; subscribing keeps the hook's owner current.
  useAtomValue(customerIdAtom)
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const running = useRef(false)
  const latest = useRef(options)
  latest.current = options
  const run = useCallback(
    async (input?: WriteInput<C>): Promise<WriteOutcome<C>> => {
      if (running.current) return { ok: false, problem: { code: undefined, field: undefined, error: new Error("already running") } }
      running.current = true
      setPending(true)
      setProblem(null)
      const outcome = await writeCall(call, input, { reload: latest.current.reload, sent: (value) => latest.current.onSent?.(value) })
      running.current = false
      setPending(false)
      if (outcome.ok) latest.current.onSuccess?.(outcome.value)
      else {
        console.warn(`[${call.id}] failed`, outcome.problem.error)
        setProblem(outcome.problem)
      }
      return outcome
    },
    [call],
  )
  const reset = useCallback(() => setProblem(null), [])
  const error = problem ? (options.message?.(problem) ?? null) : null
  return { run, pending, problem, error, reset }
}
