import { defineMessages } from "../../core/i18n/translate"

/** Texts of the one load-error box (its own file: the portal's first chunk carries it). */
export const loadErrorMessages = defineMessages({
  et: {
    "ui.load.failed": "Andmete laadimine ebaõnnestus.",
    "ui.load.offline": "Võrguühendus puudub. Kontrolli internetiühendust.",
    "ui.load.retry": "Proovi uuesti",
    "ui.load.retrying": "Laen uuesti…",
  },
  en: {
    "ui.load.failed": "Loading the data failed.",
    "ui.load.offline": "No network connection. Check your internet connection.",
    "ui.load.retry": "Try again",
    "ui.load.retrying": "Loading again…",
  },
  ru: {
    "ui.load.failed": "Не удалось загрузить данные.",
    "ui.load.offline": "Нет подключения к сети. Проверьте интернет-соединение.",
    "ui.load.retry": "Попробовать снова",
    "ui.load.retrying": "Загружаем снова…",
  },
})
