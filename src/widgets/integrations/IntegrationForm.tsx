import type { ReactNode } from "react"

/** A form of the integrations sections: its fields, the message of a failure the fields do not name, the submit button. */
export function IntegrationForm(props: {
  readonly pending: boolean
  /** Shown when the write failed for a reason no field names. */
  readonly failed: string | null
  readonly submitLabel: string
  readonly pendingLabel: string
  readonly onSubmit: () => void
  readonly children: ReactNode
}) {
  return (
    <form
      className="ise-ui__form ise-integrations__form"
      noValidate
      aria-busy={props.pending}
      onSubmit={(e) => {
        e.preventDefault()
        props.onSubmit()
      }}
    >
      {props.children}
      {props.failed && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {props.failed}
        </p>
      )}
      <div className="ise-ui__form-actions">
        <button type="submit" className="ise-ui__button" disabled={props.pending}>
          {props.pending && <span className="ise-ui__spinner" aria-hidden="true" />}
          {props.pending ? props.pendingLabel : props.submitLabel}
        </button>
      </div>
    </form>
  )
}
