import { defineMessages } from "../../core/i18n/translate"

/** Texts of the modal and the PDF preview (kept apart from ui.messages.ts, the table/toast/date texts). */
export const modalMessages = defineMessages({
  et: {
    "modal.close": "Sulge",
    "modal.download": "Laadi alla",
    "modal.print": "Prindi",
    "modal.pdfLoading": "Laen dokumenti...",
    "modal.pdfFailed": "Dokumendi avamine ebaõnnestus.",
    "modal.pdfPage": "Lehekülg {page} / {pages}",
  },
  en: {
    "modal.close": "Close",
    "modal.download": "Download",
    "modal.print": "Print",
    "modal.pdfLoading": "Loading the document...",
    "modal.pdfFailed": "The document could not be opened.",
    "modal.pdfPage": "Page {page} of {pages}",
  },
  ru: {
    "modal.close": "Закрыть",
    "modal.download": "Скачать",
    "modal.print": "Печать",
    "modal.pdfLoading": "Загружаем документ...",
    "modal.pdfFailed": "Не удалось открыть документ.",
    "modal.pdfPage": "Страница {page} из {pages}",
  },
})
