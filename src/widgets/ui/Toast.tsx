import { useRef, useSyncExternalStore } from "react"
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
 * Render once per page (or per element): a polite live region with the current toasts, placed where
 * they cover no control (`useToastPlacement`); each leaves by itself after its duration.
 */
export function Toaster() {
  const t = useMessages(primitiveMessages)
  const toasts = useToasts()
  const ref = useRef<HTMLDivElement>(null)
  useToastPlacement(ref, toasts.length)
  return (
    <div ref={ref} className="ise-ui__toaster" role="status" aria-live="polite" data-testid="toaster">
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
