import { Component, type ReactNode } from "react"
import { LoadError } from "../../widgets/ui"

interface State {
  readonly error: unknown
}

/**
 * A page whose code did not load (offline, or a new deployment replaced the old chunk) or that
 * failed while rendering: the shell stays and the page's place says so, with "Proovi uuesti",
 * instead of React unmounting the whole screen. App keys it by path, so another page starts clean.
 */
export class PageBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error("page failed") }
  }

  override componentDidCatch(error: unknown) {
    console.error("[portal] page failed", error)
  }

  override render() {
    if (this.state.error == null) return this.props.children
    return (
      <div className="ise-portal__page ise-portal__page--narrow">
        {/* React.lazy keeps a failed import: only a reload fetches the page's code again. */}
        <LoadError error={this.state.error} onRetry={() => window.location.reload()} testId="page-error" />
      </div>
    )
  }
}
