import { createStore } from "jotai"

/** One jotai store per page, shared by the portal and every custom element (the QueryClient joins it in queryClient.ts). */
export const store = createStore()
