import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react"
import { useMessages } from "../session"
import type { Locale } from "../../core/schemas/common"
import { modalCss } from "./modal.css"
import { modalMessages } from "./modal.messages"
import { Style } from "../element/Style"

export interface ModalProps {
  /** Shown in the header and names the dialog for assistive technology. */
  readonly title: ReactNode
  /** Called on the close button, Escape, or a click on the backdrop. */
  readonly onClose: () => void
  readonly children?: ReactNode
  readonly footer?: ReactNode
  readonly size?: "normal" | "wide"
  readonly locale?: Locale | null
  readonly testId?: string
}

/**
 * A modal on the native <dialog> (showModal: focus trap, top layer, inert page). Mounting it opens
 * it and unmounting closes it, so whatever runs inside (a polling fiber) ends with it. Focus goes
 * back to the element that had it when the modal opened.
 */
export function Modal({ title, onClose, children, footer, size = "normal", locale, testId }: ModalProps) {
  const t = useMessages(modalMessages, locale)
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // The opener: inside a shadow root document.activeElement is only the host.
    const root = dialog.getRootNode() as Document | ShadowRoot
    const opener = (root.activeElement ?? document.activeElement) as HTMLElement | null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Escape: keep the dialog open in the DOM and let the owner unmount it.
    const onCancel = (e: Event) => {
      e.preventDefault()
      onCloseRef.current()
    }
    dialog.addEventListener("cancel", onCancel)
    return () => dialog.removeEventListener("cancel", onCancel)
  }, [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Escape (the dialog's own)
    <dialog
      ref={ref}
      className={size === "wide" ? "ise-ui__modal ise-ui__modal--wide" : "ise-ui__modal"}
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === ref.current) {
          const r = ref.current.getBoundingClientRect()
          const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom
          if (!inside) onClose()
        }
      }}
    >
      <Style css={modalCss} />
      <div className="ise-ui__modal-header">
        <h2 className="ise-ui__modal-title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="ise-ui__modal-close" aria-label={t("modal.close")} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="ise-ui__modal-body">{children}</div>
      {footer && <div className="ise-ui__modal-footer">{footer}</div>}
    </dialog>
  )
}

/** A modal's footer of two buttons: leave (secondary) and go on (primary, off while `busy`). */
export function ModalButtons({
  cancel,
  confirm,
  onCancel,
  onConfirm,
  busy = false,
}: {
  cancel: string
  confirm: string
  onCancel: () => void
  onConfirm: () => void
  busy?: boolean
}) {
  return (
    <>
      <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={onCancel}>
        {cancel}
      </button>
      <button type="button" className="ise-ui__button" disabled={busy} onClick={onConfirm}>
        {confirm}
      </button>
    </>
  )
}
