import { useState } from "react"
import * as registrationCalls from "../../core/api/registration.calls"
import {
  businessBodyOf,
  businessRegistrationProblems,
  type BusinessRegistrationFields,
  type RegistrationField,
} from "../../core/rules/registration"
import type { Company } from "../../core/schemas/session"
import { useMessages } from "../session"
import { CheckField, Field, TextField } from "../ui/Field"
import { registrationMessages } from "./registration.messages"
import { ContactFields, Failure, messageOf, SubmitButton, useRegistration } from "./RegistrationParts"

type Set = <K extends keyof BusinessRegistrationFields>(key: K, value: BusinessRegistrationFields[K]) => void
type Msg = (field: RegistrationField) => string | undefined

/** One of the user's companies that is not a customer yet, with its contact data and the credit wish. */
export function BusinessForm({
  companies,
  companyId,
  onRegistered,
}: {
  companies: ReadonlyArray<Company>
  companyId: number | null
  onRegistered: (id: number) => void
}) {
  const t = useMessages(registrationMessages)
  const open = companies.filter((c) => c.customerId == null)
  const [fields, setFields] = useState<BusinessRegistrationFields>(() => ({
    companyId: open.some((c) => c.id === companyId) ? companyId : open.length === 1 ? open[0]!.id : null,
    contactPhone: "",
    contactEmail: "",
    wantCreditAndCard: false,
    estimatedMonthlyLiters: "",
    wantedCredit: "",
    additionalInfo: "",
  }))
  const [submitted, setSubmitted] = useState(false)
  const registration = useRegistration(registrationCalls.businessCustomerCreate, "business", onRegistered)
  const problems = businessRegistrationProblems(fields)
  const set: Set = (key, value) => {
    setFields((f) => ({ ...f, [key]: value }))
    registration.reset()
  }
  const msg: Msg = (field) => messageOf(t, problems, field, submitted)

  if (open.length === 0) return <p className="ise-ui__alert ise-ui__alert--info">{t("registration.noCompanies")}</p>

  return (
    <form
      className="ise-ui__form"
      noValidate
      aria-busy={registration.pending}
      data-testid="business-registration"
      onSubmit={(e) => {
        e.preventDefault()
        setSubmitted(true)
        if (problems.length === 0 && fields.companyId !== null && !registration.pending)
          void registration.run({ body: businessBodyOf({ ...fields, companyId: fields.companyId }) })
      }}
    >
      {registration.error && <Failure>{registration.error}</Failure>}
      <CompanyField open={open} companyId={fields.companyId} set={set} msg={msg} />
      <ContactFields fields={fields} set={set} msg={msg} />
      <CheckField
        label={t("registration.wantCreditAndCard")}
        checked={fields.wantCreditAndCard}
        onChange={(v) => set("wantCreditAndCard", v)}
      />
      {fields.wantCreditAndCard && <CreditFields fields={fields} set={set} msg={msg} />}
      <Field label={t("registration.additionalInfo")} error={msg("additionalInfo")}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            maxLength={2000}
            value={fields.additionalInfo}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => set("additionalInfo", e.target.value)}
          />
        )}
      </Field>
      <SubmitButton sending={registration.pending} />
    </form>
  )
}

/** The company to register, with the registry number of the chosen one. */
function CompanyField({ open, companyId, set, msg }: { open: ReadonlyArray<Company>; companyId: number | null; set: Set; msg: Msg }) {
  const t = useMessages(registrationMessages)
  const chosen = open.find((c) => c.id === companyId)
  return (
    <Field
      label={t("registration.company")}
      error={msg("companyId")}
      hint={chosen ? t("registration.registryNumber", { code: chosen.registryNumber }) : undefined}
    >
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          value={companyId ?? ""}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => set("companyId", e.target.value === "" ? null : Number(e.target.value))}
        >
          <option value="">{t("registration.chooseCompany")}</option>
          {open.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** Litres a month and the credit wanted, asked when the company wants credit and a card. */
function CreditFields({ fields, set, msg }: { fields: BusinessRegistrationFields; set: Set; msg: Msg }) {
  const t = useMessages(registrationMessages)
  return (
    <>
      <TextField
        label={t("registration.estimatedMonthlyLiters")}
        error={msg("estimatedMonthlyLiters")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={fields.estimatedMonthlyLiters}
        onChange={(v) => set("estimatedMonthlyLiters", v)}
      />
      <TextField
        label={t("registration.wantedCredit")}
        error={msg("wantedCredit")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={fields.wantedCredit}
        onChange={(v) => set("wantedCredit", v)}
      />
    </>
  )
}
