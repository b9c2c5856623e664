import type { InputHTMLAttributes } from "react"
import type { AgreementField, AgreementFormFields } from "../../core/rules/electricityAgreement"
import { phoneChars } from "../../core/rules/validation"
import type { Locale } from "../../core/schemas/common"
import { useMessages } from "../session"
import { Field } from "../ui/Field"
import type { SetField } from "./agreementForm"
import { electricityAgreementMessages } from "./electricityAgreement.messages"

type TextField = "email" | "phone" | "address" | "bankAccountNumber" | "invoiceRecipientEmail"

/** Each text field of the agreement form, once: its label, its input's attributes, and how typing is cleaned. */
const textFields: Record<
  TextField,
  {
    label: "ew.data.email" | "ew.data.phone" | "ew.data.address" | "ew.data.bankAccount" | "ew.data.recipient"
    input: InputHTMLAttributes<HTMLInputElement>
    clean?: (value: string) => string
  }
> = {
  email: { label: "ew.data.email", input: { type: "email", autoComplete: "email", maxLength: 254 } },
  phone: { label: "ew.data.phone", input: { type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 20 }, clean: phoneChars },
  address: { label: "ew.data.address", input: { autoComplete: "street-address", maxLength: 200 } },
  bankAccountNumber: {
    label: "ew.data.bankAccount",
    input: { placeholder: "EE000000000000000000", autoComplete: "off", spellCheck: false, maxLength: 40 },
  },
  invoiceRecipientEmail: { label: "ew.data.recipient", input: { type: "email", autoComplete: "off", maxLength: 254 } },
}

export interface AgreementFieldsProps {
  readonly fields: AgreementFormFields
  readonly onField: SetField
  /** A field's message, when the step shows it (after a first try). */
  readonly errorOf: (field: AgreementField) => string | undefined
  readonly locale?: Locale | null | undefined
}

/** One text field of the agreement form with its label and message. */
export function AgreementInput({ name, fields, onField, errorOf, locale }: AgreementFieldsProps & { readonly name: TextField }) {
  const t = useMessages(electricityAgreementMessages, locale)
  const { label, input, clean } = textFields[name]
  return (
    <Field label={t(label)} error={errorOf(name)}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          {...input}
          value={fields[name]}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onField(name, clean ? clean(e.target.value) : e.target.value)}
        />
      )}
    </Field>
  )
}

/** E-mail, phone and address: the contact inputs of the data step and of the confirm step. */
export function ContactInputs(props: AgreementFieldsProps) {
  return (
    <>
      {(["email", "phone", "address"] as const).map((name) => (
        <AgreementInput key={name} name={name} {...props} />
      ))}
    </>
  )
}

/**
 * The confirm step's contact field set (package change and offer, where there is no data step): the
 * contact inputs, and the bank account and invoice recipient where the customer's settings switch them on.
 */
export function ContactFieldset(props: AgreementFieldsProps) {
  const t = useMessages(electricityAgreementMessages, props.locale)
  return (
    <fieldset className="ise-ui__form-group" data-testid="confirm-contact">
      <legend>{t("ew.confirm.contact")}</legend>
      <ContactInputs {...props} />
      {props.fields.eInvoice && <AgreementInput name="bankAccountNumber" {...props} />}
      {props.fields.invoiceRecipientEmailEnabled && <AgreementInput name="invoiceRecipientEmail" {...props} />}
    </fieldset>
  )
}
