import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser"
import { IntlMessageFormat } from "intl-messageformat"
import type { Locale } from "../schemas/common"

/**
 * A message as the catalogs hold it: in source an ICU string; in the bundles the build
 * (scripts/build/icuMessages.ts) has replaced every string that has ICU syntax by its parsed
 * AST, so that no message parser ships. A plain string is the same in both forms.
 */
export type CompiledMessage = string | MessageFormatElement[]

export type MessageValues = Record<string, string | number>

/** The parser's options, the same at build time and at run time: no rich-text tags, `other` required. */
export const ICU_PARSE_OPTIONS = { ignoreTag: true, requiresOtherClause: true } as const

/** Text without ICU syntax (no braces, no apostrophe quoting): it is its own formatted form. */
export const isPlainMessage = (message: string): boolean => !/[{}']/.test(message)

/** One formatter per locale and message, made once: a source string is parsed only the first time. */
const formatters: Record<Locale, Map<CompiledMessage, IntlMessageFormat>> = { et: new Map(), en: new Map(), ru: new Map() }

/** Formats one message. Plurals take numbers: `{count, plural, one {# arve} other {# arvet}}`. */
export function formatMessage(message: CompiledMessage, locale: Locale, values?: MessageValues): string {
  if (typeof message === "string" && isPlainMessage(message)) return message
  let formatter = formatters[locale].get(message)
  if (!formatter) {
    formatter = new IntlMessageFormat(message, locale, undefined, ICU_PARSE_OPTIONS)
    formatters[locale].set(message, formatter)
  }
  return String(formatter.format(values))
}
