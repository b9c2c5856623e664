import { defineMessages } from "../../core/i18n/translate"

/** Texts of the personal-code fields; their labels are the common login.personalCode and login.phone. */
export const eidMessages = defineMessages({
  et: {
    "eid.codeInvalid": "Isikukood peab olema 11 numbrit.",
    "eid.phoneInvalid": "Sisesta telefoninumber.",
  },
  en: {
    "eid.codeInvalid": "The personal code must be 11 digits.",
    "eid.phoneInvalid": "Enter a phone number.",
  },
  ru: {
    "eid.codeInvalid": "Личный код должен состоять из 11 цифр.",
    "eid.phoneInvalid": "Введите номер телефона.",
  },
})
