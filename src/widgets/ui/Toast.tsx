import { useEffect, useRef, useState, useSyncExternalStore } from "react"
import { useMessages } from "../session/i18n"
import { primitiveMessages } from "./primitives.messages"
import { useToastPlacement } from "./toastPlacement"

export type ToastKind = "info" | "success" | "error"
export interface ToastItem {
  readonly id: number
  readonly message: string
  readonly kind: ToastKind
}

// One store per page (module singleton): every React root, portal or custom element, sees the same toasts.
let items: ReadonlyArray<ToastItem> = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

export const dismissToast = (id: number): void => {
  items = items.filter((t) => t.id !== id)
  emit()
}

/** Shows a message for `durationMs` (default 6 s; 0 keeps it until closed). Returns its id. */
export const showToast = (message: string, options: { kind?: ToastKind; durationMs?: number } = {}): number => {
  const id = nextId++
  items = [...items, { id, message, kind: options.kind ?? "info" }]
  emit()
  const duration = options.durationMs ?? 6000
  if (duration > 0) setTimeout(() => dismissToast(id), duration)
  return id
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
export const useToasts = (): ReadonlyArray<ToastItem> =>
  useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  )

/**
 * A toast its view derives from data rather than shows from an effect, so that a first view rendered by
 * the server (issue 31) already has it: it is there while the data says so and until `onClose`.
 */
export interface ToastNotice {
  /** Stable while the same notice shows (a new key is a new notice to announce). */
  readonly key: string
  readonly message: string
  readonly kind: ToastKind
  readonly onClose: () => void
}

/**
 * False in the server's render and in the hydration's first (they must match), true from the first
 * effect on.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * Render once per page (or per element): a polite live region with the view's `notices` and the
 * current toasts, placed where they cover no control (`useToastPlacement`); each toast leaves by itself
 * after its duration.
 */
export function Toaster({ notices = [] }: { readonly notices?: ReadonlyArray<ToastNotice> }) {
  const t = useMessages(primitiveMessages)
  const toasts = useToasts()
  const ref = useRef<HTMLDivElement>(null)
  // A live region announces what is added to it, not what a page arrives with: a notice painted from the
  // server's HTML is put in again once hydrated (a new node, the same look), so a screen reader hears it.
  const hydrated = useHydrated()
  useToastPlacement(ref, notices.length + toasts.length)
  return (
    <div ref={ref} className="ise-ui__toaster" role="status" aria-live="polite" data-testid="toaster">
      {notices.map((notice) => (
        <div key={`${notice.key}:${hydrated}`} className={`ise-ui__toast ise-ui__toast--${notice.kind}`}>
          <span>{notice.message}</span>
          <button type="button" aria-label={t("ui.toast.close")} onClick={notice.onClose}>
            ×
          </button>
        </div>
      ))}
      {toasts.map((toast) => (
        <div key={toast.id} className={`ise-ui__toast ise-ui__toast--${toast.kind}`}>
          <span>{toast.message}</span>
          <button type="button" aria-label={t("ui.toast.close")} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
