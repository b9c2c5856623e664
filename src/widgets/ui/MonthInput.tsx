import { useId } from "react"
import type { Locale } from "../../core/schemas/common"
import { useLocale, useMessages } from "../session/i18n"
import { primitiveMessages } from "./primitives.messages"

export interface MonthInputProps {
  /** The field's visible name ("Kuu"). */
  readonly label: string
  /** The month as YYYY-MM. */
  readonly value: string
  readonly onChange: (month: string) => void
  /** The first and last month offered (YYYY-MM); without them five years back and one ahead of `value`. */
  readonly min?: string
  readonly max?: string
  readonly testId?: string
}

/** The twelve month names in the language, as a month stands alone ("märts", "March", "март"). */
export const monthNames = (locale: Locale): string[] => {
  let names = namesByLocale.get(locale)
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" })
    names = Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 15)))
    namesByLocale.set(locale, names)
  }
  return names
}
// Once per language: a formatter per render costs ICU's time and memory outside V8's heap (issue 26).
const namesByLocale = new Map<Locale, string[]>()

const pad = (n: number) => String(n).padStart(2, "0")
const shift = (month: string, by: number) => {
  const [y, m] = month.split("-").map(Number) as [number, number]
  const index = y * 12 + (m - 1) + by
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`
}
const clamp = (month: string, min: string, max: string) => (month < min ? min : month > max ? max : month)

/**
 * A month field in the page's language (a native `<input type="month">` names the months in the browser's
 * language, English on a Russian page): the month's name and the year as two selects, with buttons for the
 * month before and after. Keyboard: Tab to each part, arrow keys in the selects. The value stays YYYY-MM.
 */
export function MonthInput({ label, value, onChange, min, max, testId }: MonthInputProps) {
  const t = useMessages(primitiveMessages)
  const locale = useLocale()
  const labelId = useId()
  const year = Number(value.slice(0, 4))
  const first = min ?? `${year - 5}-01`
  const last = max ?? `${year + 1}-12`
  // A value outside the range (a month from the address) keeps its year in the list.
  const firstYear = Math.min(year, Number(first.slice(0, 4)))
  const lastYear = Math.max(year, Number(last.slice(0, 4)))
  const names = monthNames(locale)
  const pick = (month: string) => {
    const next = clamp(month, first, last)
    if (next !== value) onChange(next)
  }
  return (
    <div className="ise-ui__field" role="group" aria-labelledby={labelId} data-testid={testId}>
      <span id={labelId}>{label}</span>
      <span className="ise-ui__month">
        <button
          type="button"
          className="ise-ui__month-step"
          aria-label={t("ui.month.previous")}
          title={t("ui.month.previous")}
          disabled={value <= first}
          onClick={() => pick(shift(value, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <select aria-label={t("ui.month.month")} value={value.slice(5, 7)} onChange={(e) => pick(`${year}-${e.target.value}`)}>
          {names.map((name, i) => {
            const month = `${year}-${pad(i + 1)}`
            return (
              <option key={name} value={pad(i + 1)} disabled={month < first || month > last}>
                {name}
              </option>
            )
          })}
        </select>
        <select aria-label={t("ui.month.year")} value={String(year)} onChange={(e) => pick(`${e.target.value}-${value.slice(5, 7)}`)}>
          {Array.from({ length: lastYear - firstYear + 1 }, (_, i) => String(firstYear + i)).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="ise-ui__month-step"
          aria-label={t("ui.month.next")}
          title={t("ui.month.next")}
          disabled={value >= last}
          onClick={() => pick(shift(value, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </span>
    </div>
  )
}
