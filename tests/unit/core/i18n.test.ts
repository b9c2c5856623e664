import { beforeAll, describe, expect, it } from "vitest"
import { readdirSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import {
  isPluralElement,
  isSelectElement,
  parse,
  type MessageFormatElement,
  type PluralElement,
  type SelectElement,
} from "@formatjs/icu-messageformat-parser"
import { ICU_PARSE_OPTIONS } from "../../../src/core/i18n/icu"
import { featureTranslator, defineMessages, messagesTranslator, type FeatureMessages } from "../../../src/core/i18n/translate"
import { paymentMessages } from "../../../src/widgets/payments/payments.messages"
import { primitiveMessages } from "../../../src/widgets/ui/primitives.messages"
import { fuelPricesMessages } from "../../../src/widgets/prices/prices.messages"
import { en, et, formatDate, formatMoney, formatPrice, loadCatalog, ru, translator } from "../../../src/core/i18n"

const catalogs = { et, en, ru }

// en and ru load on demand (the portal's first chunk carries one language).
beforeAll(() => Promise.all([loadCatalog("en"), loadCatalog("ru")]))

describe("catalogs", () => {
  it("et, en and ru have the same keys", () => {
    const keys = Object.keys(catalogs.et).sort()
    expect(Object.keys(catalogs.en).sort()).toEqual(keys)
    expect(Object.keys(catalogs.ru).sort()).toEqual(keys)
  })
  it("en and ru are translations, not copies of et", () => {
    const same = (Object.keys(catalogs.et) as Array<keyof typeof catalogs.et>).filter(
      (k) => catalogs.et[k] === catalogs.en[k] && catalogs.et[k] === catalogs.ru[k],
    )
    // Product names are the same in every language.
    expect(same.every((k) => /Smart-ID|Mobile-ID|€\/L/.test(catalogs.et[k]))).toBe(true)
  })
  it("has the spec's Estonian texts word for word", () => {
    const t = translator("et")
    expect(t("login.verificationCode")).toBe("Teie kontrollkood on")
    expect(t("login.error")).toBe("Viga sisselogimisel!")
    expect(t("header.switcherTitle")).toBe("Esindatava valimine")
    expect(t("header.register")).toBe("+ Registreeri kliendiks")
    const prices = messagesTranslator(fuelPricesMessages, "et")
    expect(prices("prices.vatAdded", { vat: 24 })).toBe("Lisandub käibemaks 24%")
    expect(prices("prices.vatIncluded", { vat: 24 })).toBe("Hinnad sisaldavad käibemaksu 24%")
  })
  it("fills values in every language", () => {
    expect(translator("en")("front.greeting", { name: "Mari" })).toBe("Hello, Mari!")
    expect(messagesTranslator(fuelPricesMessages, "ru")("prices.vatAdded", { vat: 24 })).toBe("Добавляется НДС 24%")
  })
})

describe("formatters", () => {
  it("dates are DD.MM.YYYY in Tallinn time", () => {
    expect(formatDate("2026-03-05")).toBe("05.03.2026")
    expect(formatDate("2026-03-04T22:30:00Z")).toBe("05.03.2026")
  })
  it("prices have 3 decimals in the locale's style", () => {
    expect(formatPrice("et", 1.5)).toBe("1,500")
    expect(formatPrice("en", 1.5)).toBe("1.500")
  })
  it("money has 2 decimals; et groups with a no-break space only from 5 digits", () => {
    expect(formatMoney("et", 1234.5)).toBe("1234,50\u00a0€")
    expect(formatMoney("et", 12345.5)).toBe("12\u00a0345,50\u00a0€")
    expect(formatMoney("en", 1234.5)).toBe("€1,234.50")
  })
})

const root = resolve(__dirname, "../../../src")
const messageFiles = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? messageFiles(path) : name.endsWith(".messages.ts") ? [path] : []
  })

describe("feature catalogs (*.messages.ts)", () => {
  it("every feature catalog has the same keys in et, en and ru, and translates them", async () => {
    for (const file of messageFiles(root)) {
      const mod = (await import(file)) as Record<
        string,
        { et: Record<string, string>; en: Record<string, string>; ru: Record<string, string> }
      >
      for (const [name, messages] of Object.entries(mod)) {
        if (!messages || typeof messages !== "object" || !("et" in messages)) continue
        const keys = Object.keys(messages.et).sort()
        expect(Object.keys(messages.en).sort(), `${file} ${name} en`).toEqual(keys)
        expect(Object.keys(messages.ru).sort(), `${file} ${name} ru`).toEqual(keys)
        const copies = keys.filter(
          (k) => messages.et[k] === messages.en[k] && messages.et[k] === messages.ru[k] && /[a-zõäöü]{4}/i.test(messages.et[k]),
        )
        expect(copies, `${file} ${name}: untranslated`).toEqual([])
      }
    }
  })
  // Issue 29: /profiil sent customers to "docs/integrations.md", a path in our repository that no customer can open.
  it("no customer-facing text names a repository path (docs/…, ….md)", async () => {
    const texts: Array<[string, string]> = (["et", "en", "ru"] as const).flatMap((lang) =>
      Object.entries(catalogs[lang]).map(([k, v]): [string, string] => [`common ${lang} ${k}`, v]),
    )
    for (const file of messageFiles(root)) {
      const mod = (await import(file)) as Record<string, Record<string, Record<string, string>>>
      for (const [name, messages] of Object.entries(mod)) {
        if (!messages || typeof messages !== "object" || !("et" in messages)) continue
        for (const lang of ["et", "en", "ru"])
          for (const [k, v] of Object.entries(messages[lang] ?? {})) texts.push([`${file} ${name} ${lang} ${k}`, v])
      }
    }
    expect(texts.length).toBeGreaterThan(1000)
    expect(texts.filter(([, v]) => /\bdocs\/|\.md\b/i.test(v)).map(([where]) => where)).toEqual([])
  })
  it("a feature translator falls back to the common catalog", () => {
    const m = defineMessages({
      et: { "x.hello": "Tere, {name}!" },
      en: { "x.hello": "Hello, {name}!" },
      ru: { "x.hello": "Привет, {name}!" },
    })
    expect(featureTranslator(m, "en")("x.hello", { name: "Mari" })).toBe("Hello, Mari!")
    expect(featureTranslator(m, "ru")("common.loading")).toBe("Загрузка данных...")
  })
})

/** The core catalog and every feature catalog, by name. */
async function allCatalogs(): Promise<
  Array<{ name: string; et: Record<string, string>; en: Record<string, string>; ru: Record<string, string> }>
> {
  const features = await Promise.all(
    messageFiles(root).map(async (file) =>
      Object.entries((await import(file)) as Record<string, unknown>)
        .filter(
          (entry): entry is [string, FeatureMessages<string>] => typeof entry[1] === "object" && entry[1] !== null && "et" in entry[1],
        )
        .map(([name, messages]) => ({ name: `${file.slice(root.length + 1)} ${name}`, ...messages })),
    ),
  )
  return [{ name: "core", et: catalogs.et, en, ru }, ...features.flat()]
}

/** Every plural and select element of a message, nested ones too. */
function choices(elements: MessageFormatElement[]): Array<PluralElement | SelectElement> {
  return elements.flatMap((el) =>
    isPluralElement(el) || isSelectElement(el) ? [el, ...Object.values(el.options).flatMap((o) => choices(o.value))] : [],
  )
}

describe("ICU messages", () => {
  it("every message of every catalog parses as ICU, and every plural and select has `other`", async () => {
    for (const catalog of await allCatalogs()) {
      for (const locale of ["et", "en", "ru"] as const) {
        for (const [key, message] of Object.entries(catalog[locale])) {
          const where = `${catalog.name} ${locale} ${key}`
          const ast = parse(message, ICU_PARSE_OPTIONS)
          for (const choice of choices(ast)) expect(Object.keys(choice.options), where).toContain("other")
        }
      }
    }
  })
  it("a Russian plural has one, few and many; every language has a plural where Estonian has one", async () => {
    for (const catalog of await allCatalogs()) {
      for (const key of Object.keys(catalog.et)) {
        const plurals = (locale: "et" | "en" | "ru") => choices(parse(catalog[locale][key]!, ICU_PARSE_OPTIONS)).filter(isPluralElement)
        if (plurals("et").length === 0) continue
        expect(plurals("en").length, `${catalog.name} en ${key}`).toBeGreaterThan(0)
        for (const plural of plurals("ru"))
          expect(Object.keys(plural.options).sort(), `${catalog.name} ru ${key}`).toEqual(["few", "many", "one", "other"])
        expect(plurals("ru").length, `${catalog.name} ru ${key}`).toBeGreaterThan(0)
      }
    }
  })
  it("the payment's selected count agrees with its number in et, en and ru", () => {
    const selected = (locale: "et" | "en" | "ru", count: number) =>
      featureTranslator(paymentMessages, locale)("pay.selected", { count, sum: "10 €" })
    expect(selected("et", 1)).toBe("Valitud 1 arve, summa 10 €")
    expect(selected("et", 2)).toBe("Valitud 2 arvet, summa 10 €")
    expect(selected("en", 1)).toBe("1 invoice selected, total 10 €")
    expect(selected("en", 2)).toBe("2 invoices selected, total 10 €")
    expect(selected("ru", 1)).toBe("Выбран 1 счёт, сумма 10 €")
    expect(selected("ru", 2)).toBe("Выбрано 2 счёта, сумма 10 €")
    expect(selected("ru", 5)).toBe("Выбрано 5 счетов, сумма 10 €")
    expect(selected("ru", 21)).toBe("Выбран 21 счёт, сумма 10 €")
    expect(selected("ru", 22)).toBe("Выбрано 22 счёта, сумма 10 €")
    expect(selected("ru", 25)).toBe("Выбрано 25 счетов, сумма 10 €")
  })
  it("the pager counts records in every language", () => {
    const status = (locale: "et" | "en" | "ru", total: number) =>
      featureTranslator(primitiveMessages, locale)("ui.pager.status", { page: 1, pages: 1, total })
    expect(status("et", 1)).toBe("Lehekülg 1 / 1 (1 kirje)")
    expect(status("et", 2)).toBe("Lehekülg 1 / 1 (2 kirjet)")
    expect(status("en", 1)).toBe("Page 1 of 1 (1 item)")
    expect(status("en", 2)).toBe("Page 1 of 1 (2 items)")
    expect(status("ru", 21)).toBe("Страница 1 из 1 (21 запись)")
    expect(status("ru", 22)).toBe("Страница 1 из 1 (22 записи)")
    expect(status("ru", 25)).toBe("Страница 1 из 1 (25 записей)")
  })
})
