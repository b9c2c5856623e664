import { useId, type InputHTMLAttributes, type ReactNode } from "react"

/**
 * A labelled form field with its hint and message; the message is tied to the control
 * (aria-describedby) so a screen reader reads it with the field. Styles: `formCss`.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string
  error?: string | undefined
  hint?: string | undefined
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode
}) {
  const id = useId()
  const messageId = `${id}-message`
  const hintId = `${id}-hint`
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined
  return (
    <div className="ise-ui__form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(describedBy ? { describedBy } : {}), invalid: Boolean(error) })}
      {hint && (
        <span id={hintId} className="ise-ui__form-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={messageId} className="ise-ui__form-error">
          {error}
        </span>
      )}
    </div>
  )
}

/** A checkbox with its label on the right. */
export function CheckField({
  label,
  checked,
  onChange,
  error,
}: {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string | undefined
}) {
  const id = useId()
  return (
    <div className="ise-ui__form-field">
      <label className="ise-ui__form-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-message` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <span id={`${id}-message`} className="ise-ui__form-error">
          {error}
        </span>
      )}
    </div>
  )
}

/** What a text input takes besides its field's label, hint and message (its id and ARIA come from the field). */
type TextInputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "aria-invalid" | "aria-describedby">

/** A labelled one-line text input (`Field` with its `<input>`): `onChange` gets the text. */
export function TextField({
  label,
  error,
  hint,
  value,
  onChange,
  ...input
}: TextInputAttributes & {
  label: string
  error?: string | undefined
  hint?: string | undefined
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
