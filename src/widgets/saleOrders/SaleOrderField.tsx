import type { ReactNode } from "react"

export const fieldId = (field: string) => `ise-so-${field}`

/** What a control says of itself: its id, invalid when it has a message, described by its hint and message. */
export const controlOf = (field: string, message: string | null, hint = false) => ({
  id: fieldId(field),
  "aria-invalid": message ? true : undefined,
  "aria-describedby":
    [hint ? `${fieldId(field)}-hint` : null, message ? `${fieldId(field)}-error` : null].filter(Boolean).join(" ") || undefined,
})

/** One field: its label (with a * when required), the control, a hint and the field's message. */
export function Field(props: {
  field: string
  label: string
  required?: boolean
  hint?: ReactNode
  error: string | null
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={`ise-sale-orders__field${props.wide ? " ise-sale-orders__field--wide" : ""}`}>
      <label htmlFor={fieldId(props.field)}>
        {props.label}
        {props.required && (
          <span className="ise-sale-orders__req" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {props.children}
      {props.hint && (
        <span className="ise-sale-orders__hint" id={`${fieldId(props.field)}-hint`}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span className="ise-sale-orders__error" id={`${fieldId(props.field)}-error`}>
          {props.error}
        </span>
      )}
    </div>
  )
}
