import { useAtomValue } from "jotai"
import { useState } from "react"
import * as profileCalls from "../../core/api/profile.calls"
import { errorCode, errorField } from "../../core/http/errors"
import {
  PROFILE_SAVING_MIN_MS,
  profilePatchOf,
  profileProblems,
  type ProfileField,
  type ProfileFields,
  type ProfileProblem,
} from "../../core/rules/profile"
import { phoneChars } from "../../core/rules/validation"
import type { ContactPerson } from "../../core/schemas/profile"
import { customerIdAtom, customerQueryAtom, getApi, reloadCall, runApi, useMessages, useT } from "../session"
import { CheckField, Field } from "../ui/Field"
import { formCss } from "../ui/form.css"
import { LoadError, failureOf } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { profileMessages } from "./profile.messages"
import { contactPersonQueryAtom } from "./profile.queries"

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

function ProfileFormOf({ person, customerName }: { person: ContactPerson; customerName: string }) {
  const t = useMessages(profileMessages)
  const customerId = useAtomValue(customerIdAtom)
  const [fields, setFields] = useState<ProfileFields>(() => fieldsOf(person))
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [result, setResult] = useState<"saved" | "failed" | null>(null)
  // A field the server refused (its rules are the same; this shows if they ever differ).
  const [serverProblem, setServerProblem] = useState<{ field: ProfileField; problem: ProfileProblem } | null>(null)
  const problems = profileProblems(fields)
  const messageOf = (field: ProfileField): string | undefined => {
    const problem = submitted ? problems.find((p) => p.field === field)?.problem : undefined
    if (problem) return t(`profile.problem.${problem}`)
    return serverProblem?.field === field ? t(`profile.problem.${serverProblem.problem}`) : undefined
  }
  const set = <K extends keyof ProfileFields>(key: K, value: ProfileFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }))
    setResult(null)
    setServerProblem(null)
  }

  const save = async () => {
    if (customerId == null) return
    setSaving(true)
    setResult(null)
    const request = runApi(
      getApi().request(profileCalls.contactPersonPatch, {
        params: { customerId, contactId: person.contactId },
        body: profilePatchOf(fields),
      }),
    )
    // The indicator stays at least 500 ms (part 3 §9), however fast the answer.
    const [outcome] = await Promise.allSettled([request, wait(PROFILE_SAVING_MIN_MS)])
    setSaving(false)
    if (outcome.status === "fulfilled") {
      setResult("saved")
      void reloadCall(profileCalls.contactPerson, customerId)
    } else {
      const field = errorField(outcome.reason)
      if (errorCode(outcome.reason) === "VALIDATION" && field !== undefined && field in serverProblemOf) {
        setServerProblem({ field: field as ProfileField, problem: serverProblemOf[field as ProfileField] })
      }
      setResult("failed")
    }
  }

  return (
    <div className="ise-profile__root">
      <style>{uiCss}</style>
      <style>{formCss}</style>
      <p className="ise-portal__page-lead">{t("profile.lead", { name: customerName })}</p>
      <form
        className="ise-ui__form"
        noValidate
        aria-busy={saving}
        onSubmit={(e) => {
          e.preventDefault()
          setSubmitted(true)
          if (problems.length === 0 && !saving) void save()
        }}
      >
        <fieldset className="ise-ui__form-group">
          <legend>{t("profile.contact")}</legend>
          <Field label={t("profile.email")} error={messageOf("email")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="email"
                autoComplete="email"
                value={fields.email}
                maxLength={254}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("email", e.target.value)}
              />
            )}
          </Field>
          <Field label={t("profile.phone")} hint={t("profile.phoneHint")} error={messageOf("phone")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={fields.phone}
                maxLength={20}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("phone", phoneChars(e.target.value))}
              />
            )}
          </Field>
        </fieldset>
        <fieldset className="ise-ui__form-group">
          <legend>{t("profile.billing")}</legend>
          <CheckField label={t("profile.eInvoice")} checked={fields.eInvoice} onChange={(v) => set("eInvoice", v)} />
          {fields.eInvoice && (
            <Field label={t("profile.bankAccount")} error={messageOf("bankAccountNumber")}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  value={fields.bankAccountNumber}
                  placeholder={BANK_ACCOUNT_PLACEHOLDER}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={40}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(e) => set("bankAccountNumber", e.target.value)}
                />
              )}
            </Field>
          )}
          <CheckField
            label={t("profile.recipientEnabled")}
            checked={fields.invoiceRecipientEmailEnabled}
            onChange={(v) => set("invoiceRecipientEmailEnabled", v)}
          />
          {fields.invoiceRecipientEmailEnabled && (
            <Field label={t("profile.recipient")} error={messageOf("invoiceRecipientEmail")}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="email"
                  autoComplete="off"
                  value={fields.invoiceRecipientEmail}
                  maxLength={254}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(e) => set("invoiceRecipientEmail", e.target.value)}
                />
              )}
            </Field>
          )}
        </fieldset>
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
