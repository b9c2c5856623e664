import { defineMessages } from "../../core/i18n/translate"

/**
 * The front page's charging offer banner (part 1 §2.3), apart from /laadimine/leping's catalog: /esileht loads these
 * four texts, not the offer page's whole catalog (4.4 kB gzip of the front page's first load, issue 29).
 */
export const chargingBannerMessages = defineMessages({
  et: {
    "charging.banner.open": "Vaata pakkumust",
    "charging.banner.service": "Laadimisleping",
    "charging.banner.text": "Pakkumus {contractNumber}: {service}. Vaata pakkumus üle ja kinnita leping.",
    "charging.banner.title": "Sulle on tehtud laadimislepingu pakkumus",
  },
  en: {
    "charging.banner.open": "View the offer",
    "charging.banner.service": "Charging agreement",
    "charging.banner.text": "Offer {contractNumber}: {service}. Review the offer and confirm the agreement.",
    "charging.banner.title": "You have an offer for a charging agreement",
  },
  ru: {
    "charging.banner.open": "Посмотреть предложение",
    "charging.banner.service": "Договор на зарядку",
    "charging.banner.text": "Предложение {contractNumber}: {service}. Ознакомьтесь с предложением и подтвердите договор.",
    "charging.banner.title": "Вам сделано предложение договора на зарядку",
  },
})
