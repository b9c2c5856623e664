import { Component, type ReactNode } from "react"

/**
 * Around a lazily loaded front-page widget: when its code cannot load (offline, a replaced chunk) or it
 * fails while rendering, the widget is left out and the rest of the page stays, instead of the page's
 * own boundary replacing the whole page.
 */
export class WidgetBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error("[portal] widget failed", error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
