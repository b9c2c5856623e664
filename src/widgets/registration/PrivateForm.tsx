import { useState } from "react"
import * as registrationCalls from "../../core/api/registration.calls"
import { privateRegistrationProblems, type PrivateRegistrationFields, type RegistrationField } from "../../core/rules/registration"
import type { User } from "../../core/schemas/session"
import { useMessages } from "../session"
import { CheckField, Field } from "../ui/Field"
import { registrationMessages } from "./registration.messages"
import { ContactFields, Failure, messageOf, SubmitButton, useRegistration } from "./RegistrationParts"

/** The signed-in person as a private customer: name and code as known, contact data and the terms. */
export function PrivateForm({ user, onRegistered }: { user: User; onRegistered: (id: number) => void }) {
  const t = useMessages(registrationMessages)
  const [fields, setFields] = useState<PrivateRegistrationFields>({
    contactPhone: "",
    contactEmail: user.email ?? "",
    wantsNewsLetter: false,
    termsAndConditions: false,
  })
  const [submitted, setSubmitted] = useState(false)
  const registration = useRegistration(registrationCalls.privateCustomerCreate, "private", onRegistered)
  const problems = privateRegistrationProblems(fields)
  const set = <K extends keyof PrivateRegistrationFields>(key: K, value: PrivateRegistrationFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }))
    registration.reset()
  }
  const msg = (field: RegistrationField) => messageOf(t, problems, field, submitted)

  const send = () =>
    registration.run({
      body: {
        name: user.name,
        personalIdentificationCode: user.personalIdentificationCode,
        contactEmail: fields.contactEmail.trim(),
        contactPhone: fields.contactPhone.trim(),
        wantsNewsLetter: fields.wantsNewsLetter,
      },
    })

  return (
    <form
      className="ise-ui__form"
      noValidate
      aria-busy={registration.pending}
      data-testid="private-registration"
      onSubmit={(e) => {
        e.preventDefault()
        setSubmitted(true)
        if (problems.length === 0 && !registration.pending) void send()
      }}
    >
      {registration.error && <Failure>{registration.error}</Failure>}
      <Field label={t("registration.name")}>{({ id }) => <input id={id} value={user.name} readOnly />}</Field>
      <Field label={t("registration.personalCode")}>{({ id }) => <input id={id} value={user.personalIdentificationCode} readOnly />}</Field>
      <ContactFields fields={fields} set={set} msg={msg} />
      <CheckField label={t("registration.newsletter")} checked={fields.wantsNewsLetter} onChange={(v) => set("wantsNewsLetter", v)} />
      <CheckField
        label={t("registration.terms")}
        checked={fields.termsAndConditions}
        onChange={(v) => set("termsAndConditions", v)}
        error={msg("termsAndConditions")}
      />
      <SubmitButton sending={registration.pending} />
    </form>
  )
}
