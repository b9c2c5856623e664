import type { ReactNode } from "react"
import { Style } from "../element/Style"
import { formCss } from "../ui/form.css"
import { Modal, ModalButtons } from "../ui/Modal"
import type { SpendingT } from "./spending.messages"

/** /kulud's settings dialogs (budgets, business-hours cards): the form, its save error, Cancel and Save. */
export function EditorModal(props: {
  title: string
  testId: string
  t: SpendingT
  error: string | null
  busy: boolean
  onClose: () => void
  onSave: () => void
  children: ReactNode
}) {
  const { title, testId, t, error, busy, onClose, onSave, children } = props
  return (
    <Modal
      title={title}
      onClose={onClose}
      testId={testId}
      footer={<ModalButtons cancel={t("budget.cancel")} confirm={t("budget.save")} onCancel={onClose} onConfirm={onSave} busy={busy} />}
    >
      <Style css={formCss} />
      {error && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {error}
        </p>
      )}
      {children}
    </Modal>
  )
}
