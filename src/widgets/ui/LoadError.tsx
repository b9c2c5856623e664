import type { Locale } from "../../core/schemas/common"
import { useMessages } from "../session/i18n"
import { loadErrorMessages } from "./loadError.messages"
import { Style } from "../element/Style"

/** What a failed load needs to be shown and retried (`failureOf(query)` makes it from a query). */
export interface LoadFailure {
  /** Loads again (usually the failed query's `refetch`). */
  readonly onRetry: () => unknown
  /** The retry is under way: the button waits and says so. */
  readonly retrying?: boolean
  /** The failure, to tell "no network" from a server error (a `NetworkError` has no answer at all). */
  readonly error?: unknown
}

export interface LoadErrorProps extends LoadFailure {
  /** Inside a table cell or a card rather than as a block of its own. */
  readonly inline?: boolean
  /** What failed, when the screen can say more than "the data" (e.g. "Arvete laadimine ebaõnnestus."). */
  readonly message?: string
  readonly locale?: Locale | null
  readonly testId?: string
}

/** The query's failure, or null while it has none. Refetching keeps the failure on screen with a waiting button. */
export const failureOf = (query: {
  readonly isError: boolean
  readonly isFetching: boolean
  readonly error: unknown
  readonly refetch: () => unknown
}): LoadFailure | null => (query.isError ? { onRetry: query.refetch, retrying: query.isFetching, error: query.error } : null)

// Its own few rules, so that the box looks the same in the portal, in a table cell and in a shadow root.
const loadErrorCss = `
.ise-ui__load-error { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; color: var(--ise-danger); font-weight: 600; }
.ise-ui__load-error--block { padding: 10px 14px; border-radius: var(--ise-radius); margin: 12px 0; background: var(--ise-danger-soft); }
.ise-ui__load-error--inline { justify-content: center; }
.ise-ui__load-error-retry { font: inherit; font-size: .875rem; font-weight: 600; padding: 5px 10px; min-height: 32px; border-radius: var(--ise-radius); cursor: pointer;
  border: 1px solid var(--ise-brand); background: var(--ise-surface); color: var(--ise-brand-dark); }
.ise-ui__load-error-retry:hover { background: var(--ise-brand-soft); }
.ise-ui__load-error-retry:disabled { opacity: .6; cursor: progress; }
`

const isNetworkError = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { _tag?: unknown })._tag === "NetworkError"

/** Offline by the browser's own flag. */
const offline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false

/**
 * The one way a screen says its data did not load: the reason in the user's language and a
 * "Proovi uuesti" button that loads again. Only the failed part of the screen shows it; what did
 * load stays (server errors never blank a screen).
 */
export function LoadError({ onRetry, retrying = false, error, inline = false, message, locale, testId = "load-error" }: LoadErrorProps) {
  const t = useMessages(loadErrorMessages, locale)
  return (
    <div className={`ise-ui__load-error ise-ui__load-error--${inline ? "inline" : "block"}`} role="alert" data-testid={testId}>
      <Style css={loadErrorCss} />
      <span>{offline() ? t("ui.load.offline") : isNetworkError(error) ? t("ui.load.unreachable") : (message ?? t("ui.load.failed"))}</span>
      <button
        type="button"
        className="ise-ui__load-error-retry"
        onClick={() => void onRetry()}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retrying ? t("ui.load.retrying") : t("ui.load.retry")}
      </button>
    </div>
  )
}
