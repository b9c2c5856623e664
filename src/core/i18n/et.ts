/**
 * Estonian, the default catalog: texts of the spec word for word. Keys are shared by en and ru.
 * ICU MessageFormat: `{name}` marks a value; a count takes a plural form,
 * `{count, plural, one {# arve} other {# arvet}}` (ru: one, few, many and other).
 */
export const et = {
  "app.name": "Iseteenindus",
  "app.skipToContent": "Liigu sisu juurde",
  "app.homepage": "Ettevõtte koduleht",
  "footer.findStation": "Leia tankla",
  "cookies.title": "Küpsised",
  "cookies.text":
    "Kasutame külastuste statistika kogumiseks analüütikaküpsiseid. Lisame need ainult sinu nõusolekul; valiku muutmiseks tühjenda hiljem selle lehe andmed brauseris.",
  "cookies.agree": "Nõustun",
  "cookies.decline": "Ainult vajalikud",
  "common.loading": "Laen andmeid...",
  "common.noOptions": "Valikud puuduvad",
  "common.noMatches": "Vasted puuduvad",
  "common.required": "Kohustuslik väli",
  "common.close": "Sulge",
  "common.cancel": "Tühista",
  "common.retry": "Proovi uuesti",
  "common.loadFailed": "Andmete laadimine ebaõnnestus.",
  "common.language": "Keel",

  "nav.label": "Peamenüü",
  "nav.more": "Veel",
  "nav./esileht": "Esileht",
  "nav./arved": "Arved",
  "nav./väljavõte": "Väljavõte",
  "nav./lepingud": "Lepingud",
  "nav./kaardid": "Kaardid",
  "nav./laoseis": "Laoseis",
  "nav./broneeringud": "Broneeringud",
  "nav./väljastuskorraldused": "Väljastuskorraldused",
  "nav./tellimused": "Tellimused",
  "nav./mahutid": "Mahutid",
  "nav./elektritarbimine": "Elektritarbimine",
  "nav./kulud": "Kulud",
  "nav./profiil": "Minu sätted",
  "nav./elekter/leping": "Elektrileping",
  "nav./laadimine/leping": "Laadimisleping",
  "nav./registreeri": "Registreeri kliendiks",

  "header.switcherTitle": "Esindatava valimine",
  "header.register": "+ Registreeri kliendiks",
  "header.settings": "Minu sätted",
  "demo.marker": "Demo",
  "demo.markerLabel": "Demo: sisselogimist ja allkirjastamist teenindavad simulaatorid, mitte päris Smart-ID, Mobiil-ID ega ID-kaart",
  "header.logout": "Logi välja",
  "header.ownCustomer": "Eraisik",
  "header.company": "Ettevõte",
  "header.mandate": "Volitus",
  "header.menu": "Menüü",
  "header.noCustomer": "Klient valimata",

  "login.title": "Sisene iseteenindusse",
  "login.smartId": "Smart-ID",
  "login.idCard": "ID-kaart",
  "login.mobileId": "Mobile-ID",
  "login.method": "Sisenemise viis",
  "login.personalCode": "Isikukood",
  "login.phone": "Telefoninumber",
  "login.submit": "Sisene",
  "login.verificationCode": "Teie kontrollkood on",
  "login.verificationHint": "Kontrolli, et telefonis kuvatav kood on sama, ja sisesta PIN1.",
  "login.error": "Viga sisselogimisel!",
  "login.codeEmpty": "Sisesta isikukood.",
  "login.codeLength": "Isikukood peab olema 11 numbrit, sisestatud on {count}.",
  "login.phoneEmpty": "Sisesta telefoninumber.",
  "login.refused": "Sisenemist ei kinnitatud. Proovi uuesti või vali teine sisenemise viis.",
  "login.tooManyRequests": "Liiga palju sisselogimiskatseid. Proovi mõne minuti pärast uuesti.",
  "login.idCardHint": "ID-kaardiga sisenemiseks ühenda kaardilugeja ja paigalda brauserisse Web eID laiendus.",
  "login.idCardUnavailable": "Web eID laiendust ei leitud.",
  "login.idCardSubmit": "Sisene ID-kaardiga",
  "login.idCardDemoHint":
    "Web eID laiendust ei leitud. Demokeskkonnas saab siseneda simuleeritud ID-kaardiga: sisesta kaardiomaniku isikukood.",
  "login.idCardDemoSubmit": "Sisene demokaardiga",
  "login.idCardWaiting": "Kinnita sisenemine ID-kaardi lugejas (PIN1).",
  "redirect.signingIn": "Sisselogimine...",
  "asCustomer.title": "Eraklientide iseteenindus",
  "asCustomer.text": "Suuname sind eraklientide iseteenindusse...",

  "payment.success": "Makse oli edukas!",
  "payment.error": "Makse ebaõnnestus!",

  "front.title": "Esileht",
  "front.greeting": "Tere, {name}!",

  "confirmIdCredit.title": "E-posti aadressi kinnitamine",

  "processPayment.title": "Makse kontroll",

  "notFound.title": "Lehte ei leitud",
  "notFound.back": "Tagasi esilehele",
} as const

export type MessageKey = keyof typeof et
export type Catalog = Record<MessageKey, string>
