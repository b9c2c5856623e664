import type { Locale } from "../../core/schemas/common"
import { useMessages } from "../session"
import { Modal } from "../ui/Modal"
import { modalMessages } from "../ui/modal.messages"
import { PdfFrame } from "../ui/pdf/PdfFrame"
import { saveBlob } from "../ui/saveBlob"
import { usePreviewFile } from "../ui/pdf/usePreviewFile"

export interface PreviewProps {
  readonly title: string
  readonly fetchFile: () => Promise<Blob>
  readonly fileName: string
  readonly onClose: () => void
  readonly locale?: Locale | null
}

/**
 * The preview of the element's script: the PDF in the browser's own viewer inside the modal, so the
 * element does not carry pdf.js (the portal passes its PdfPreviewModal instead).
 */
export function FramePreviewModal({ title, fetchFile, fileName, onClose, locale }: PreviewProps) {
  const t = useMessages(modalMessages, locale)
  const state = usePreviewFile(fetchFile)
  const blob = typeof state === "object" ? state.blob : null
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="wide"
      locale={locale}
      testId="pdf-preview"
      footer={
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary"
          disabled={!blob}
          onClick={() => blob && saveBlob(blob, fileName)}
        >
          {t("modal.download")}
        </button>
      }
    >
      {state === "loading" && <p>{t("modal.pdfLoading")}</p>}
      {state === "error" && <p role="alert">{t("modal.pdfFailed")}</p>}
      {blob && <PdfFrame file={blob} title={title} />}
    </Modal>
  )
}
