import { QueryClient } from "@tanstack/query-core"
import { createStore } from "jotai"
import { queryClientAtom } from "jotai-tanstack-query"

/**
 * One jotai store and one QueryClient per page, shared by the portal and every custom element.
 * Retries are off: Effect schedules are the one retry policy.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
})

export const store = createStore()
store.set(queryClientAtom, queryClient)
