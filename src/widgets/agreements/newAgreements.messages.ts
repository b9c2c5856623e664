import { defineMessages } from "../../core/i18n/translate"

/**
 * The front page's "UUED LEPINGUD" (NewAgreementsWidget): agreement types, signing states, its title and button.
 * Its own catalog so that /esileht does not load the agreements page's (issue 29: the front page's first load);
 * agreements.messages.ts includes these.
 */
export const newAgreementsMessages = defineMessages({
  et: {
    "agreements.loadFailed": "Lepingute laadimine ebaõnnestus.",
    "agreements.signing.PREPARED": "Allkirjastamiseks",
    "agreements.signing.PENDING_CUSTOMER": "Terminali poolt allkirjastatud",
    "agreements.signing.PENDING_VENDOR": "Allkirjastamisel",
    "agreements.signing.COMPLETED": "Allkirjastatud",
    "agreements.type.PURCHASE_AND_SALE": "Ostu-müügileping",
    "agreements.type.ADDITIONAL_ADDENDUM": "Lisakokkulepe",
    "agreements.type.SURETY": "Käendusleping",
    "agreements.type.CREDIT_CARD": "Kütusekaardi krediidileping",
    "agreements.type.PRIVATE_CLIENT_CREDIT": "Eraisiku krediidileping",
    "agreements.type.CREDIT_CARD_ADDENDUM": "Kütusekaardi lepingu lisa",
    "agreements.type.ELECTRICITY": "Elektrileping",
    "agreements.type.CHARGING": "Laadimisleping",
    "agreements.number": "Leping nr {number}",
    "agreements.newTitle": "UUED LEPINGUD",
    "agreements.addSignature": "Lisa allkiri",
  },
  en: {
    "agreements.loadFailed": "The agreements could not be loaded.",
    "agreements.signing.PREPARED": "To be signed",
    "agreements.signing.PENDING_CUSTOMER": "Signed by the vendor",
    "agreements.signing.PENDING_VENDOR": "Being signed",
    "agreements.signing.COMPLETED": "Signed",
    "agreements.type.PURCHASE_AND_SALE": "Purchase and sale agreement",
    "agreements.type.ADDITIONAL_ADDENDUM": "Additional agreement",
    "agreements.type.SURETY": "Surety agreement",
    "agreements.type.CREDIT_CARD": "Fuel card credit agreement",
    "agreements.type.PRIVATE_CLIENT_CREDIT": "Private customer credit agreement",
    "agreements.type.CREDIT_CARD_ADDENDUM": "Fuel card agreement addendum",
    "agreements.type.ELECTRICITY": "Electricity agreement",
    "agreements.type.CHARGING": "Charging agreement",
    "agreements.number": "Agreement no. {number}",
    "agreements.newTitle": "NEW AGREEMENTS",
    "agreements.addSignature": "Add signature",
  },
  ru: {
    "agreements.loadFailed": "Не удалось загрузить договоры.",
    "agreements.signing.PREPARED": "К подписанию",
    "agreements.signing.PENDING_CUSTOMER": "Подписан продавцом",
    "agreements.signing.PENDING_VENDOR": "В процессе подписания",
    "agreements.signing.COMPLETED": "Подписан",
    "agreements.type.PURCHASE_AND_SALE": "Договор купли-продажи",
    "agreements.type.ADDITIONAL_ADDENDUM": "Дополнительное соглашение",
    "agreements.type.SURETY": "Договор поручительства",
    "agreements.type.CREDIT_CARD": "Кредитный договор топливной карты",
    "agreements.type.PRIVATE_CLIENT_CREDIT": "Кредитный договор частного клиента",
    "agreements.type.CREDIT_CARD_ADDENDUM": "Приложение к договору топливной карты",
    "agreements.type.ELECTRICITY": "Договор на электроэнергию",
    "agreements.type.CHARGING": "Договор на зарядку",
    "agreements.number": "Договор № {number}",
    "agreements.newTitle": "НОВЫЕ ДОГОВОРЫ",
    "agreements.addSignature": "Добавить подпись",
  },
})
