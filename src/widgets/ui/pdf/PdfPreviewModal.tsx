import { lazy, Suspense, useMemo } from "react"
import type { Locale } from "../../../core/schemas/common"
import { useMessages } from "../../session"
import { Modal } from "../Modal"
import { modalMessages } from "../modal.messages"
import { pdfScaleFor } from "./pdfScale"
import { saveBlob } from "../saveBlob"
import { usePreviewFile } from "./usePreviewFile"
import { Style } from "../../element/Style"

export { saveBlob }

// react-pdf and pdf.js load only when a preview opens (their own chunk).
const PdfPages = lazy(() => import("./PdfPages"))

export interface PdfPreviewModalProps {
  readonly title: string
  /** Fetches the document; called once when the modal opens. */
  readonly fetchFile: () => Promise<Blob>
  /** Name of the downloaded file. */
  readonly fileName: string
  readonly onClose: () => void
  readonly locale?: Locale | null
}

const pdfCss = `
.ise-ui__pdf { background: var(--ise-bg); border-radius: var(--ise-radius); padding: 12px; max-height: 70vh; overflow: auto; display: flex; flex-direction: column; align-items: center; gap: 12px; }
.ise-ui__pdf-page { box-shadow: var(--ise-shadow-page); background: var(--ise-surface); }
.ise-ui__pdf-status { color: var(--ise-muted); padding: 24px; margin: 0; }
.ise-ui__pdf-status--error { color: var(--ise-danger); font-weight: 600; }
.ise-ui__pdf-actions { display: flex; gap: 10px; }
.ise-ui__pdf-button { display: inline-flex; align-items: center; border: 1px solid var(--ise-brand); background: var(--ise-surface); color: var(--ise-brand-dark); font: inherit; font-weight: 600; padding: 8px 16px; border-radius: var(--ise-radius); cursor: pointer; }
.ise-ui__pdf-button:hover { background: var(--ise-brand-soft); }
.ise-ui__pdf-button:disabled { opacity: .55; cursor: not-allowed; }
`

/** Prints a PDF blob through a hidden frame (the browser's own PDF viewer prints it). */
const printBlob = (blob: Blob): void => {
  const url = URL.createObjectURL(blob)
  const frame = document.createElement("iframe")
  frame.style.position = "fixed"
  frame.style.width = "0"
  frame.style.height = "0"
  frame.style.border = "0"
  frame.src = url
  frame.onload = () => {
    try {
      frame.contentWindow?.focus()
      frame.contentWindow?.print()
    } catch {
      window.open(url, "_blank")
    }
    setTimeout(() => {
      frame.remove()
      URL.revokeObjectURL(url)
    }, 60_000)
  }
  document.body.append(frame)
}

/** A PDF in a modal: every page, scaled for the screen, with download and print. */
export function PdfPreviewModal({ title, fetchFile, fileName, onClose, locale }: PdfPreviewModalProps) {
  const t = useMessages(modalMessages, locale)
  const state = usePreviewFile(fetchFile)
  const scale = useMemo(() => pdfScaleFor(typeof window === "undefined" ? 0 : window.innerWidth), [])

  const blob = typeof state === "object" ? state.blob : null
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="wide"
      locale={locale}
      testId="pdf-preview"
      footer={
        <div className="ise-ui__pdf-actions">
          <button type="button" className="ise-ui__pdf-button" disabled={!blob} onClick={() => blob && printBlob(blob)}>
            {t("modal.print")}
          </button>
          <button type="button" className="ise-ui__pdf-button" disabled={!blob} onClick={() => blob && saveBlob(blob, fileName)}>
            {t("modal.download")}
          </button>
        </div>
      }
    >
      <Style css={pdfCss} />
      {/* The pages scroll: keyboard users reach the region to scroll it (axe scrollable-region-focusable). */}
      <div className="ise-ui__pdf" tabIndex={0} role="region" aria-label={title}>
        {state === "loading" && <p className="ise-ui__pdf-status">{t("modal.pdfLoading")}</p>}
        {state === "error" && (
          <p className="ise-ui__pdf-status ise-ui__pdf-status--error" role="alert">
            {t("modal.pdfFailed")}
          </p>
        )}
        {blob && (
          <Suspense fallback={<p className="ise-ui__pdf-status">{t("modal.pdfLoading")}</p>}>
            <PdfPages
              file={blob}
              scale={scale}
              loadingText={t("modal.pdfLoading")}
              errorText={t("modal.pdfFailed")}
              pageLabel={(page, pages) => t("modal.pdfPage", { page, pages })}
            />
          </Suspense>
        )}
      </div>
    </Modal>
  )
}
