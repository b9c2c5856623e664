/** Shared UI primitives used by every feature (design.md: one place for table, toast, date range, modal). */
export { Modal, type ModalProps } from "./Modal"
export { PdfPreviewModal, saveBlob, pdfScaleFor, type PdfPreviewModalProps } from "./pdf"
