import type { Call, ResultOf } from "../../core/api/call"
import { encodeAnswer, type EncodedAnswer } from "./bindCall"

/** A value loaded at most once per ttl; `fresh()` gives it without waiting when it is loaded and young enough. */
export interface Cached<A> {
  (): Promise<A>
  fresh(): A | undefined
}

/**
 * Keeps an answer that is the same for everybody (public prices) for `ttlMs`: one database
 * query a second instead of one a request. Several processes each keep their own copy, so a
 * change shows everywhere within `ttlMs`.
 */
export const cachedFor = <A>(ttlMs: number, load: () => Promise<A>): Cached<A> => {
  let value: Promise<A> | null = null
  let until = 0
  let loaded: { value: A } | undefined
  const get = () => {
    const now = Date.now()
    if (!value || now >= until) {
      until = now + ttlMs
      loaded = undefined
      const loading = load()
      // A failed load is not kept: the next request tries again.
      loading.then(
        (v) => {
          if (value === loading) loaded = { value: v }
        },
        () => {
          if (value === loading) value = null
        },
      )
      value = loading
    }
    return value
  }
  // Not older than ttlMs counted from the start of its load, as the promise's.
  get.fresh = () => (loaded && Date.now() < until ? loaded.value : undefined)
  return get
}

/**
 * `cachedFor` of an answer that is the same for everybody, kept encoded: the schema's encoding, the JSON
 * text and its ETag are made once per `ttlMs`, not once per request (the handler returns it as it is).
 */
export const cachedAnswer = <C extends Call>(call: C, ttlMs: number, load: () => Promise<ResultOf<C>>): Cached<EncodedAnswer> =>
  cachedFor(ttlMs, async () => encodeAnswer(call, await load()))
