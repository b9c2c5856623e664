export { configureApi, getApi, onLogout, runApi } from "./api"
export { restoreSession } from "./restore"
export { store } from "./store"
export { queryClient } from "./queryClient"
export { clearAnswers } from "./answerCache"
export * from "./session.atoms"
export * from "./session.queries"
export { callQueryAtom, callQueryOptions, type CallQueryInput, type CallQueryOptions } from "./callQuery"
export { callQueryKey, customerKeyPrefix, reloadCall } from "./queryKeys"
export {
  problemOfError,
  reloadChanges,
  useCallWrite,
  writeCall,
  type CallWrite,
  type CallWriteOptions,
  type ReloadOptions,
  type WriteInput,
  type WriteOutcome,
  type WriteProblem,
} from "./callWrite"
export { useLocale, useMessages, useT } from "./i18n"
export { renderScope, setRenderScope, type RenderScope } from "./renderScope"
