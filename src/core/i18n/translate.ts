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
