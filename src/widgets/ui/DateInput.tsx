import { type InputHTMLAttributes, useEffect, useId, useRef, useState } from "react"
import { parseTypedDate, toEstonianDate } from "../../core/rules/dateRanges"
import { useMessages } from "../session/i18n"
import { primitiveMessages } from "./primitives.messages"

type Attributes = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange" | "min" | "max" | "placeholder">

export interface DateInputProps extends Attributes {
  /** The day as YYYY-MM-DD, "" when none; a typed text that is not a date comes as typed (the form's rules refuse it). */
  readonly value: string
  readonly onChange: (day: string) => void
  /** The first and last day the calendar offers (YYYY-MM-DD). */
  readonly min?: string
  readonly max?: string
}

/**
 * A date field that reads and writes dd.mm.yyyy whatever the browser's language (a native
 * `<input type="date">` shows mm/dd/yyyy in an en-US browser): the day is typed as text with the
 * language's placeholder (pp.kk.aaaa, dd.mm.yyyy, дд.мм.гггг), a text that is not a date is named once
 * the field is left, and the button beside it opens the browser's calendar. The value stays ISO.
 */
export function DateInput({ value, onChange, min, max, id, ...input }: DateInputProps) {
  const t = useMessages(primitiveMessages)
  const ownId = useId()
  const fieldId = id ?? ownId
  const [text, setText] = useState(value ? toEstonianDate(value) : "")
  const [left, setLeft] = useState(false)
  const picker = useRef<HTMLInputElement>(null)
  // A value set from outside (a reset, a restored draft) is shown; the text being typed stays as it is.
  useEffect(() => {
    if ((parseTypedDate(text) ?? text.trim()) !== value) setText(value ? toEstonianDate(value) : "")
  }, [value]) // eslint-disable-line react-hooks/exhaustive-deps

  const typed = (next: string) => {
    setText(next)
    onChange(parseTypedDate(next) ?? next.trim())
  }
  // The field's own message, unless the form names a problem of the field already.
  const wrong = left && text.trim() !== "" && parseTypedDate(text) == null && !input["aria-invalid"]
  const problemId = `${fieldId}-format`
  const describedBy = [input["aria-describedby"], wrong ? problemId : null].filter(Boolean).join(" ") || undefined
  return (
    <span className="ise-ui__date">
      <span className="ise-ui__date-row">
        <input
          {...input}
          id={fieldId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("ui.range.placeholder")}
          value={text}
          aria-invalid={wrong || input["aria-invalid"] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => typed(e.target.value)}
          onBlur={(e) => {
            setLeft(true)
            const day = parseTypedDate(text)
            if (day) setText(toEstonianDate(day))
            input.onBlur?.(e)
          }}
        />
        <button
          type="button"
          className="ise-ui__date-button"
          aria-label={t("ui.date.calendar")}
          title={t("ui.date.calendar")}
          onClick={() => picker.current?.showPicker?.()}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 0h2v2h4V0h2v2h3v14H1V2h3zm-1 6v8h10V6z" />
          </svg>
        </button>
        {/* The browser's calendar only: out of the tab order and hidden from assistive technology (the text field is the field). */}
        <input
          ref={picker}
          id={`${fieldId}-picker`}
          className="ise-ui__date-native"
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          value={parseTypedDate(text) ?? ""}
          onChange={(e) => {
            setLeft(true)
            typed(e.target.value ? toEstonianDate(e.target.value) : "")
          }}
        />
      </span>
      {wrong && (
        <span id={problemId} className="ise-ui__date-error">
          {t("ui.date.invalid")}
        </span>
      )}
    </span>
  )
}
