import { describe, expect, it } from "vitest"
import { readdirSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { featureTranslator, defineMessages } from "../../../src/core/i18n/translate"
import { catalogs, formatDate, formatMoney, formatPrice, translator } from "../../../src/core/i18n"

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
    expect(t("prices.vatAdded", { vat: 24 })).toBe("Lisandub käibemaks 24%")
    expect(t("prices.vatIncluded", { vat: 24 })).toBe("Hinnad sisaldavad käibemaksu 24%")
  })
  it("fills values in every language", () => {
    expect(translator("en")("front.greeting", { name: "Mari" })).toBe("Hello, Mari!")
    expect(translator("ru")("prices.vatAdded", { vat: 24 })).toBe("Добавляется НДС 24%")
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
      const mod = (await import(file)) as Record<string, { et: Record<string, string>; en: Record<string, string>; ru: Record<string, string> }>
      for (const [name, messages] of Object.entries(mod)) {
        if (!messages || typeof messages !== "object" || !("et" in messages)) continue
        const keys = Object.keys(messages.et).sort()
        expect(Object.keys(messages.en).sort(), `${file} ${name} en`).toEqual(keys)
        expect(Object.keys(messages.ru).sort(), `${file} ${name} ru`).toEqual(keys)
        const copies = keys.filter((k) => messages.et[k] === messages.en[k] && messages.et[k] === messages.ru[k] && /[a-zõäöü]{4}/i.test(messages.et[k]))
        expect(copies, `${file} ${name}: untranslated`).toEqual([])
      }
    }
  })
  it("a feature translator falls back to the common catalog", () => {
    const m = defineMessages({ et: { "x.hello": "Tere, {name}!" }, en: { "x.hello": "Hello, {name}!" }, ru: { "x.hello": "Привет, {name}!" } })
    expect(featureTranslator(m, "en")("x.hello", { name: "Mari" })).toBe("Hello, Mari!")
    expect(featureTranslator(m, "ru")("common.loading")).toBe("Загрузка данных...")
  })
})
