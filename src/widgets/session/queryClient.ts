import { QueryClient } from "@tanstack/query-core"
import { queryClientAtom } from "jotai-tanstack-query"
import { registerAnswerCache } from "./answerCache"
import { store } from "./store"

/**
 * One QueryClient per page, shared by the portal and every custom element, in the one jotai store.
 * Retries are off: Effect schedules are the one retry policy.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
})

store.set(queryClientAtom, queryClient)
registerAnswerCache(queryClient)
