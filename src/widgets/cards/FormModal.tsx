import { useId, type ReactNode } from "react"
import type { Locale } from "../../core/schemas/common"
import { Modal } from "../ui/Modal"

/** A labelled form field with its message; the message is tied to the control for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string
  error?: string
  hint?: string
  children: (ids: { id: string; describedBy?: string }) => ReactNode
}) {
  const id = useId()
  const messageId = `${id}-message`
  const hintId = `${id}-hint`
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined
  return (
    <div className="ise-cards__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy })}
      {hint && (
        <span id={hintId} className="ise-cards__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={messageId} className="ise-cards__error">
          {error}
        </span>
      )}
    </div>
  )
}

/** A modal holding one form: 'Loobu' and the form's submit button in its footer; Enter submits. */
export function FormModal({
  title,
  testId,
  formId,
  submitText,
  cancelText,
  disabled,
  onClose,
  onSubmit,
  children,
  after,
  locale,
}: {
  title: string
  testId: string
  formId: string
  submitText: string
  cancelText: string
  disabled: boolean
  onClose: () => void
  /** The form's submit (Enter or the footer's button), after preventDefault. */
  onSubmit: (form: HTMLFormElement) => void
  children: ReactNode
  /** Shown in the modal after the form (a confirmation step on top of it). */
  after?: ReactNode
  /** An element's own language (the portal's otherwise): the close button's label. */
  locale?: Locale | null
}) {
  const footer = (
    <>
      <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={onClose}>
        {cancelText}
      </button>
      <button type="submit" form={formId} className="ise-ui__button" disabled={disabled}>
        {submitText}
      </button>
    </>
  )
  return (
    <Modal title={title} onClose={onClose} locale={locale} testId={testId} footer={footer}>
      <form
        id={formId}
        className="ise-cards__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit(e.currentTarget)
        }}
      >
        {children}
      </form>
      {after}
    </Modal>
  )
}
