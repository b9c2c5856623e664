import type { Locale } from "../schemas/common"
import { et, type Catalog, type MessageKey } from "./et"
import { formatMessage, type CompiledMessage, type MessageValues } from "./icu"

export type { MessageValues } from "./icu"

export const DEFAULT_LOCALE: Locale = "et"

/**
 * The common catalogs loaded so far. Estonian, the default and the fallback, is always here; en
 * and ru load on demand (`loadCatalog`) so that the portal's first chunk carries one language.
 * `useT` and `useMessages` load the locale's catalog themselves; other callers of `translator`
 * for en or ru await `loadCatalog` first, or get Estonian common texts.
 */
const loaded: Partial<Record<Locale, Catalog>> = { et }
const loading: Partial<Record<Locale, Promise<void>>> = {}
const importers: Record<Exclude<Locale, "et">, () => Promise<Catalog>> = {
  en: () => import("./en").then((m) => m.en),
  ru: () => import("./ru").then((m) => m.ru),
}

export const isCatalogLoaded = (locale: Locale): boolean => loaded[locale] !== undefined

/** Loads the common catalog of `locale` once; a failed load may be tried again. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (locale === "et" || loaded[locale]) return Promise.resolve()
  return (loading[locale] ??= importers[locale]().then(
    (catalog) => {
      loaded[locale] = catalog
    },
    (error: unknown) => {
      delete loading[locale]
      throw error
    },
  ))
}

export const isLocale = (value: unknown): value is Locale => value === "et" || value === "en" || value === "ru"

export type Translate = (key: MessageKey, values?: MessageValues) => string

/** A feature catalog's message of `key` in `locale`, else in Estonian; `undefined` when neither has it. */
const lookup = (catalog: Readonly<Record<Locale, object>>, locale: Locale, key: string): CompiledMessage | undefined =>
  (catalog[locale] as Record<string, CompiledMessage>)[key] ?? (catalog.et as Record<string, CompiledMessage>)[key]

/** A translator for a locale; falls back to Estonian (also while the locale's catalog loads), then to the key. */
export const translator =
  (locale: Locale): Translate =>
  (key, values) => {
    const message: CompiledMessage | undefined = (loaded[locale] ?? et)[key] ?? et[key]
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
