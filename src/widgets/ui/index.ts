/** Shared UI primitives used by every feature (design.md: one place for table, toast, date range, modal). */
export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from "./DataTable"
export { Toaster, showToast, dismissToast, useToasts, type ToastItem, type ToastKind } from "./Toast"
export { DateRangeFilter, dateRangeOf, type DateRangeChoice, type DateRangeFilterProps, type DateRangeValue } from "./DateRangeFilter"
export { uiCss } from "./ui.css"
export { primitiveMessages } from "./primitives.messages"
export { Modal, type ModalProps } from "./Modal"
export { PdfPreviewModal, saveBlob, pdfScaleFor, type PdfPreviewModalProps } from "./pdf"
