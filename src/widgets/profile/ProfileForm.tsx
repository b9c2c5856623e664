import { useAtomValue } from "jotai"
import { useState } from "react"
import * as profileCalls from "../../core/api/profile.calls"
import {
  PROFILE_SAVING_MIN_MS,
  profilePatchOf,
  profileProblems,
  type ProfileField,
  type ProfileFields,
  type ProfileProblem,
} from "../../core/rules/profile"
import { phoneChars } from "../../core/rules/validation"
import { Locales, type Locale } from "../../core/schemas/common"
import type { ContactPerson } from "../../core/schemas/profile"
import { customerQueryAtom, useCallWrite, useMessages, useT, type WriteProblem } from "../session"
import { CheckField, Field, TextField } from "../ui/Field"
import { formCss } from "../ui/form.css"
import { LoadError, failureOf } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { profileMessages } from "./profile.messages"
import { contactPersonQueryAtom } from "./profile.queries"
import { Style } from "../element/Style"

/** EE followed by 18 digits: the placeholder style of part 3 §5. */
const BANK_ACCOUNT_PLACEHOLDER = "EE000000000000000000"

const fieldsOf = (person: ContactPerson): ProfileFields => ({
  email: person.email ?? "",
  phone: person.phone ?? "",
  eInvoice: person.eInvoice,
  bankAccountNumber: person.bankAccountNumber ?? "",
  invoiceRecipientEmailEnabled: Boolean(person.invoiceRecipientEmail),
  invoiceRecipientEmail: person.invoiceRecipientEmail ?? "",
})

/** The message of a field the server refused. */
const serverProblemOf: Record<ProfileField, ProfileProblem> = {
  email: "EMAIL_INVALID",
  phone: "PHONE_INVALID",
  bankAccountNumber: "BANK_ACCOUNT_INVALID",
  invoiceRecipientEmail: "EMAIL_INVALID",
  communicationLanguage: "LANGUAGE_UNKNOWN",
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** "Minu sätted": the represented customer's contact and billing settings of the signed-in contact. */
export function ProfileForm() {
  const t = useT()
  const person = useAtomValue(contactPersonQueryAtom)
  const customer = useAtomValue(customerQueryAtom).data
  if (person.isError) return <LoadError {...failureOf(person)!} testId="profile-error" />
  if (!person.data || !customer) {
    return (
      <p role="status" className="ise-portal__loading">
        {t("common.loading")}
      </p>
    )
  }
  // A new contact (another customer chosen) starts a fresh form.
  return <ProfileFormOf key={person.data.contactId} person={person.data} customerName={customer.name} />
}

/** A field the server refused (its rules are the same; this shows if they ever differ). */
type ServerProblem = { field: ProfileField; problem: ProfileProblem } | null

const serverProblemOfWrite = (problem: WriteProblem): ServerProblem => {
  const field = problem.field
  return problem.code === "VALIDATION" && field !== undefined && field in serverProblemOf
    ? { field: field as ProfileField, problem: serverProblemOf[field as ProfileField] }
    : null
}

/**
 * The save: "Salvestab…" at least 500 ms (part 3 §9), however fast the answer; the contact's
 * settings reload after it (the call's `changes`).
 */
function useProfileSave(contactId: number) {
  const write = useCallWrite(profileCalls.contactPersonPatch)
  const [holding, setHolding] = useState(false)
  const [result, setResult] = useState<"saved" | "failed" | null>(null)
  const [serverProblem, setServerProblem] = useState<ServerProblem>(null)
  /** `language`: the customer's communication language, sent only once someone has chosen one. */
  const save = async (fields: ProfileFields, language: Locale | null) => {
    setHolding(true)
    setResult(null)
    const body = { ...profilePatchOf(fields), ...(language ? { communicationLanguage: language } : {}) }
    const [outcome] = await Promise.all([write.run({ params: { contactId }, body }), wait(PROFILE_SAVING_MIN_MS)])
    setHolding(false)
    const refused = outcome.ok ? null : serverProblemOfWrite(outcome.problem)
    if (refused) setServerProblem(refused)
    setResult(outcome.ok ? "saved" : "failed")
  }
  const edited = () => {
    setResult(null)
    setServerProblem(null)
  }
  return { saving: write.pending || holding, result, serverProblem, save, edited }
}

function ProfileFormOf({ person, customerName }: { person: ContactPerson; customerName: string }) {
  const t = useMessages(profileMessages)
  const [fields, setFields] = useState<ProfileFields>(() => fieldsOf(person))
  // Null until chosen: the form shows et (the default) but does not set it by saving other fields.
  const [language, setLanguage] = useState<Locale | null>(person.communicationLanguage ?? null)
  const [submitted, setSubmitted] = useState(false)
  const { saving, result, serverProblem, save, edited } = useProfileSave(person.contactId)
  const problems = profileProblems(fields)
  const messageOf = (field: ProfileField): string | undefined => {
    const problem = submitted ? problems.find((p) => p.field === field)?.problem : undefined
    if (problem) return t(`profile.problem.${problem}`)
    return serverProblem?.field === field ? t(`profile.problem.${serverProblem.problem}`) : undefined
  }
  const set: SetField = (key, value) => {
    setFields((f) => ({ ...f, [key]: value }))
    edited()
  }

  return (
    <div className="ise-profile__root">
      <Style css={uiCss} />
      <Style css={formCss} />
      <p className="ise-portal__page-lead">{t("profile.lead", { name: customerName })}</p>
      <form
        className="ise-ui__form"
        noValidate
        aria-busy={saving}
        onSubmit={(e) => {
          e.preventDefault()
          setSubmitted(true)
          if (problems.length === 0 && !saving) void save(fields, language)
        }}
      >
        <ContactFieldset fields={fields} set={set} messageOf={messageOf} />
        <BillingFieldset fields={fields} set={set} messageOf={messageOf} />
        <LanguageFieldset
          language={language ?? "et"}
          error={messageOf("communicationLanguage")}
          onChange={(value) => {
            setLanguage(value)
            edited()
          }}
        />
        {result === "failed" && (
          <p className="ise-ui__alert ise-ui__alert--error" role="alert">
            {t("profile.saveFailed")}
          </p>
        )}
        <p role="status" className={result === "saved" ? "ise-ui__alert ise-ui__alert--success" : "ise-ui__sr"}>
          {result === "saved" ? t("profile.saved") : ""}
        </p>
        <div className="ise-ui__form-actions">
          <button type="submit" className="ise-ui__button" disabled={saving}>
            {saving && <span className="ise-ui__spinner" aria-hidden="true" />}
            {saving ? t("profile.saving") : t("profile.save")}
          </button>
        </div>
      </form>
    </div>
  )
}

type SetField = <K extends keyof ProfileFields>(key: K, value: ProfileFields[K]) => void

interface FieldsetProps {
  readonly fields: ProfileFields
  readonly set: SetField
  readonly messageOf: (field: ProfileField) => string | undefined
}

function ContactFieldset({ fields, set, messageOf }: FieldsetProps) {
  const t = useMessages(profileMessages)
  return (
    <fieldset className="ise-ui__form-group">
      <legend>{t("profile.contact")}</legend>
      <TextField
        label={t("profile.email")}
        error={messageOf("email")}
        type="email"
        autoComplete="email"
        value={fields.email}
        maxLength={254}
        onChange={(v) => set("email", v)}
      />
      <TextField
        label={t("profile.phone")}
        hint={t("profile.phoneHint")}
        error={messageOf("phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={fields.phone}
        maxLength={20}
        onChange={(v) => set("phone", phoneChars(v))}
      />
    </fieldset>
  )
}

function BillingFieldset({ fields, set, messageOf }: FieldsetProps) {
  const t = useMessages(profileMessages)
  return (
    <fieldset className="ise-ui__form-group">
      <legend>{t("profile.billing")}</legend>
      <CheckField label={t("profile.eInvoice")} checked={fields.eInvoice} onChange={(v) => set("eInvoice", v)} />
      {fields.eInvoice && (
        <TextField
          label={t("profile.bankAccount")}
          error={messageOf("bankAccountNumber")}
          value={fields.bankAccountNumber}
          placeholder={BANK_ACCOUNT_PLACEHOLDER}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          onChange={(v) => set("bankAccountNumber", v)}
        />
      )}
      <CheckField
        label={t("profile.recipientEnabled")}
        checked={fields.invoiceRecipientEmailEnabled}
        onChange={(v) => set("invoiceRecipientEmailEnabled", v)}
      />
      {fields.invoiceRecipientEmailEnabled && (
        <TextField
          label={t("profile.recipient")}
          error={messageOf("invoiceRecipientEmail")}
          type="email"
          autoComplete="off"
          value={fields.invoiceRecipientEmail}
          maxLength={254}
          onChange={(v) => set("invoiceRecipientEmail", v)}
        />
      )}
    </fieldset>
  )
}

/** The customer's communication language: the e-mails (budget alerts) are written in it. */
function LanguageFieldset({
  language,
  error,
  onChange,
}: {
  language: Locale
  error: string | undefined
  onChange: (value: Locale) => void
}) {
  const t = useMessages(profileMessages)
  return (
    <fieldset className="ise-ui__form-group">
      <legend>{t("profile.communication")}</legend>
      <Field label={t("profile.language")} hint={t("profile.languageHint")} error={error}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            value={language}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value as Locale)}
          >
            {Locales.map((l) => (
              <option key={l} value={l}>
                {t(`profile.language.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  )
}
