/**
 * Keeps an answer that is the same for everybody (public prices) for `ttlMs`: one database
 * query a second instead of one a request. Several processes each keep their own copy, so a
 * change shows everywhere within `ttlMs`.
 */
export const cachedFor = <A>(ttlMs: number, load: () => Promise<A>): (() => Promise<A>) => {
  let value: Promise<A> | null = null
  let until = 0
  return () => {
    const now = Date.now()
    if (!value || now >= until) {
      until = now + ttlMs
      const loading = load()
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (value === loading) value = null
      })
      value = loading
    }
    return value
  }
}
