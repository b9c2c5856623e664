/**
 * The cache of answers as the session sees it, without TanStack Query: signing in or out and a
 * customer switch drop answers through these functions. The QueryClient registers itself when the
 * first query module loads (queryClient.ts), so a page without queries (the sign-in page) does not
 * carry the query library; before that there is nothing cached to drop.
 */
export interface AnswerCache {
  clear(): void
  removeQueries(filter: { queryKey: ReadonlyArray<unknown> }): void
}

let cache: AnswerCache | null = null

export const registerAnswerCache = (next: AnswerCache): void => {
  cache = next
}

/** Every query of one customer. */
export const customerKeyPrefix = (customerId: number) => ["customer", customerId] as const

/** Drops every cached answer (sign-in, sign-out, a session ended by the server). */
export const clearAnswers = (): void => cache?.clear()

/** Another customer is chosen: nothing of the previous one stays cached (nor on screen). */
export const forgetCustomerQueries = (customerId: number): void => cache?.removeQueries({ queryKey: customerKeyPrefix(customerId) })
