import { useEffect, useId, useState } from "react"
import {
  DATE_PRESETS,
  parseCustomRange,
  presetRange,
  toEstonianDate,
  type CustomRangeProblem,
  type DatePreset,
} from "../../core/rules/dateRanges"
import { tallinnDay } from "../../core/rules/vat"
import { useMessages } from "../session/i18n"
import { primitiveMessages } from "./primitives.messages"

export type DateRangeChoice = DatePreset | "all" | "custom"

/** The filter's value: the choice and the days it stands for (YYYY-MM-DD, either end may be open). */
export interface DateRangeValue {
  readonly choice: DateRangeChoice
  readonly start?: string
  readonly end?: string
}

/** The value of a preset counted from today in Tallinn. */
export const dateRangeOf = (choice: DatePreset | "all", today: string = tallinnDay(new Date())): DateRangeValue =>
  choice === "all" ? { choice } : { choice, ...presetRange(choice, today) }

export interface DateRangeFilterProps {
  readonly value: DateRangeValue
  readonly onChange: (value: DateRangeValue) => void
  /** Today in Tallinn (YYYY-MM-DD); tests pass a fixed day. */
  readonly today?: string
}

/**
 * Period filter: the presets of spec part 1 §2.4 and a custom range typed the Estonian way
 * (dd.MM.yyyy). A bad custom date is named in the user's language and nothing is applied,
 * so the list on screen stays as it was and the typed text is kept for correcting.
 */
export function DateRangeFilter({ value, onChange, today }: DateRangeFilterProps) {
  const t = useMessages(primitiveMessages)
  const id = useId()
  const [startText, setStartText] = useState(value.start ? toEstonianDate(value.start) : "")
  const [endText, setEndText] = useState(value.end ? toEstonianDate(value.end) : "")
  const [custom, setCustom] = useState(value.choice === "custom")
  // The problem as a code, translated when rendered: a language switch retranslates it.
  const [problem, setProblem] = useState<CustomRangeProblem | null>(null)

  useEffect(() => {
    if (value.choice !== "custom") setCustom(false)
  }, [value.choice])

  const choose = (choice: DateRangeChoice) => {
    setProblem(null)
    if (choice === "custom") {
      setCustom(true)
      setStartText(value.start ? toEstonianDate(value.start) : "")
      setEndText(value.end ? toEstonianDate(value.end) : "")
      return
    }
    setCustom(false)
    onChange(dateRangeOf(choice, today ?? tallinnDay(new Date())))
  }

  const apply = () => {
    const parsed = parseCustomRange(startText, endText)
    if ("problem" in parsed) {
      setProblem(parsed.problem)
      return
    }
    setProblem(null)
    onChange({ choice: "custom", ...parsed.range })
  }

  const selectValue: DateRangeChoice = custom ? "custom" : value.choice
  const errorId = `${id}-error`
  return (
    <div className="ise-ui__range">
      <label>
        {t("ui.range.label")}
        <select value={selectValue} onChange={(e) => choose(e.target.value as DateRangeChoice)} data-testid="date-preset">
          <option value="all">{t("ui.range.all")}</option>
          {DATE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`ui.range.${p}`)}
            </option>
          ))}
          <option value="custom">{t("ui.range.custom")}</option>
        </select>
      </label>
      {custom && (
        <form
          className="ise-ui__range"
          onSubmit={(e) => {
            e.preventDefault()
            apply()
          }}
        >
          <label>
            {t("ui.range.start")}
            <input
              inputMode="numeric"
              placeholder={t("ui.range.placeholder")}
              value={startText}
              onChange={(e) => setStartText(e.target.value)}
              aria-invalid={problem === "startInvalid" ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              size={10}
            />
          </label>
          <label>
            {t("ui.range.end")}
            <input
              inputMode="numeric"
              placeholder={t("ui.range.placeholder")}
              value={endText}
              onChange={(e) => setEndText(e.target.value)}
              aria-invalid={problem === "endInvalid" || problem === "endBeforeStart" ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              size={10}
            />
          </label>
          <button type="submit" className="ise-ui__button ise-ui__button--secondary">
            {t("ui.range.apply")}
          </button>
          {problem && (
            <p className="ise-ui__range-error" id={errorId} role="alert">
              {t(`ui.range.${problem}`)}
            </p>
          )}
        </form>
      )}
    </div>
  )
}
