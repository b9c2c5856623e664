export { PdfPreviewModal, saveBlob, type PdfPreviewModalProps } from "./PdfPreviewModal"
export { pdfScaleFor, LARGE_SCREEN_WIDTH } from "./pdfScale"
