import type { Locale } from "../schemas/common"
import { en } from "./en"
import { et, type Catalog, type MessageKey } from "./et"
import { ru } from "./ru"

export const catalogs: Record<Locale, Catalog> = { et, en, ru }
export const DEFAULT_LOCALE: Locale = "et"

export const isLocale = (value: unknown): value is Locale => value === "et" || value === "en" || value === "ru"

export type MessageValues = Record<string, string | number>
export type Translate = (key: MessageKey, values?: MessageValues) => string

/**
 * Fills `{name}` placeholders. The catalogs need nothing more (no plural or select forms), so
 * native code does it and no message-format library rides along in every widget bundle.
 */
export const interpolate = (message: string, values: MessageValues = {}): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/** A translator for a locale; falls back to Estonian, then to the key. */
export const translator =
  (locale: Locale): Translate =>
  (key, values) =>
    interpolate(catalogs[locale][key] ?? et[key] ?? key, values)

/**
 * A feature's own catalogs, beside its code (`src/widgets/<feature>/<feature>.messages.ts`), so
 * that an element carries only its own texts. en and ru must have every key of et.
 */
export interface FeatureMessages<K extends string> {
  readonly et: Readonly<Record<K, string>>
  readonly en: Readonly<Record<K, string>>
  readonly ru: Readonly<Record<K, string>>
}

export const defineMessages = <const E extends Record<string, string>>(messages: {
  et: E
  en: Readonly<Record<keyof E & string, string>>
  ru: Readonly<Record<keyof E & string, string>>
}): FeatureMessages<keyof E & string> => messages

export type FeatureTranslate<K extends string> = (key: K | MessageKey, values?: MessageValues) => string

/** A translator over a feature's keys and the common ones. */
export const featureTranslator =
  <K extends string>(messages: FeatureMessages<K>, locale: Locale): FeatureTranslate<K> =>
  (key, values) => {
    const own = (messages[locale] as Record<string, string>)[key] ?? (messages.et as Record<string, string>)[key]
    return interpolate(own ?? catalogs[locale][key as MessageKey] ?? et[key as MessageKey] ?? key, values)
  }
