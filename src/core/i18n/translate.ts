import type { Locale } from "../schemas/common"
import { en } from "./en"
import { et, type Catalog, type MessageKey } from "./et"
import { formatMessage, type CompiledMessage, type MessageValues } from "./icu"
import { ru } from "./ru"

export type { MessageValues } from "./icu"

export const catalogs: Record<Locale, Catalog> = { et, en, ru }
export const DEFAULT_LOCALE: Locale = "et"

export const isLocale = (value: unknown): value is Locale => value === "et" || value === "en" || value === "ru"

export type Translate = (key: MessageKey, values?: MessageValues) => string

/** The message of `key` in `locale`, else in Estonian; `undefined` when neither has it. */
const lookup = (catalog: Readonly<Record<Locale, object>>, locale: Locale, key: string): CompiledMessage | undefined =>
  (catalog[locale] as Record<string, CompiledMessage>)[key] ?? (catalog.et as Record<string, CompiledMessage>)[key]

/** A translator for a locale; falls back to Estonian, then to the key. */
export const translator =
  (locale: Locale): Translate =>
  (key, values) => {
    const message = lookup(catalogs, locale, key)
    return message === undefined ? key : formatMessage(message, locale, values)
  }

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

export type MessagesTranslate<K extends string> = (key: K, values?: MessageValues) => string

/**
 * A translator over a feature's own keys only: for a self-contained element that shows nothing
 * of the common catalog, so that its script carries none of it (`<ise-fuel-prices>`).
 */
export const messagesTranslator =
  <K extends string>(messages: FeatureMessages<K>, locale: Locale): MessagesTranslate<K> =>
  (key, values) => {
    const message = lookup(messages, locale, key)
    return message === undefined ? key : formatMessage(message, locale, values)
  }

export type FeatureTranslate<K extends string> = (key: K | MessageKey, values?: MessageValues) => string

/** A translator over a feature's keys and the common ones. */
export const featureTranslator = <K extends string>(messages: FeatureMessages<K>, locale: Locale): FeatureTranslate<K> => {
  const core = translator(locale)
  return (key, values) => {
    const own = lookup(messages, locale, key)
    return own === undefined ? core(key as MessageKey, values) : formatMessage(own, locale, values)
  }
}
