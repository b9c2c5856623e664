import { useAtomValue } from "jotai"
import { useState, type ReactNode } from "react"
import * as registrationCalls from "../../core/api/registration.calls"
import * as sessionCalls from "../../core/api/session.calls"
import { errorCode } from "../../core/http/errors"
import {
  businessBodyOf,
  businessRegistrationProblems,
  privateRegistrationProblems,
  type BusinessRegistrationFields,
  type PrivateRegistrationFields,
  type RegistrationField,
  type RegistrationFieldProblem,
} from "../../core/rules/registration"
import { phoneChars } from "../../core/rules/validation"
import type { Company, User } from "../../core/schemas/session"
import { companiesQueryAtom, currentUserQueryAtom, getApi, queryClient, runApi, useMessages, useT, userIdAtom } from "../session"
import { callKeyPrefix } from "../session/queryKeys"
import { CheckField, Field } from "../ui/Field"
import { formCss } from "../ui/form.css"
import { uiCss } from "../ui/ui.css"
import { registrationMessages } from "./registration.messages"

export type RegistrationKind = "business" | "private"

export interface RegistrationViewProps {
  /** Which form; null shows the choice first. Kept in the address by the page. */
  readonly kind: RegistrationKind | null
  /** The company chosen in the switcher ("+ Registreeri kliendiks"). */
  readonly companyId: number | null
  readonly onKindChange: (kind: RegistrationKind) => void
  /** After success, with the new customer's id (the page stores it and goes to /). */
  readonly onRegistered: (customerId: number) => void
}

type Translate = ReturnType<typeof useMessages<keyof typeof registrationMessages.et & string>>

const messageOf = (t: Translate, problems: ReadonlyArray<RegistrationFieldProblem>, field: RegistrationField, shown: boolean) => {
  const problem = shown ? problems.find((p) => p.field === field)?.problem : undefined
  return problem ? t(`registration.problem.${problem}`) : undefined
}

/** Reloads the user's customers and companies so the switcher lists the new customer before it is chosen. */
const reloadUserLists = async (userId: number | null) => {
  await Promise.all(
    [sessionCalls.userContacts, sessionCalls.companies].map((call) =>
      queryClient.invalidateQueries({ queryKey: callKeyPrefix(call, userId), refetchType: "all" }),
    ),
  )
}

/** /registreeri: a private or a business customer (part 3 "Registration"). */
export function RegistrationView(props: RegistrationViewProps) {
  const t = useMessages(registrationMessages)
  const user = useAtomValue(currentUserQueryAtom).data
  const companies = useAtomValue(companiesQueryAtom).data
  const kind = props.kind ?? (props.companyId != null ? "business" : null)
  return (
    <div className="ise-registration__root">
      <style>{uiCss}</style>
      <style>{formCss}</style>
      <fieldset className="ise-ui__form-group ise-registration__kind">
        <legend>{t("registration.kind")}</legend>
        <div className="ise-registration__choices">
          {(["business", "private"] as const).map((k) => (
            <label key={k} className="ise-ui__form-check">
              <input type="radio" name="registration-kind" checked={kind === k} onChange={() => props.onKindChange(k)} />
              <span>{t(`registration.kind.${k}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "business" && companies && (
        <BusinessForm companies={companies} companyId={props.companyId} onRegistered={props.onRegistered} />
      )}
      {kind === "private" && user && <PrivateForm user={user} onRegistered={props.onRegistered} />}
      {kind !== null && (!user || !companies) && <Loading />}
    </div>
  )
}

function Loading() {
  const t = useT()
  return (
    <p role="status" className="ise-portal__loading">
      {t("common.loading")}
    </p>
  )
}

/** The red alert of part 3 §8: the prefix and the reason. */
function Failure({ children }: { children: ReactNode }) {
  return (
    <p className="ise-ui__alert ise-ui__alert--error" role="alert">
      {children}
    </p>
  )
}

function SubmitButton({ sending }: { sending: boolean }) {
  const t = useMessages(registrationMessages)
  return (
    <div className="ise-ui__form-actions">
      <button type="submit" className="ise-ui__button" disabled={sending}>
        {sending && <span className="ise-ui__spinner" aria-hidden="true" />}
        {sending ? t("registration.sending") : t("registration.submit")}
      </button>
    </div>
  )
}

function BusinessForm({
  companies,
  companyId,
  onRegistered,
}: {
  companies: ReadonlyArray<Company>
  companyId: number | null
  onRegistered: (id: number) => void
}) {
  const t = useMessages(registrationMessages)
  const userId = useAtomValue(userIdAtom)
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
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<"already" | "other" | null>(null)
  const problems = businessRegistrationProblems(fields)
  const set = <K extends keyof BusinessRegistrationFields>(key: K, value: BusinessRegistrationFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }))
    setFailure(null)
  }
  const msg = (field: RegistrationField) => messageOf(t, problems, field, submitted)
  const chosen = open.find((c) => c.id === fields.companyId)

  if (open.length === 0) return <p className="ise-ui__alert ise-ui__alert--info">{t("registration.noCompanies")}</p>

  const send = async (companyId: number) => {
    setSending(true)
    setFailure(null)
    try {
      const { customerId } = await runApi(
        getApi().request(registrationCalls.businessCustomerCreate, { body: businessBodyOf({ ...fields, companyId }) }),
      )
      await reloadUserLists(userId)
      onRegistered(customerId)
    } catch (e) {
      console.warn("[registration] business failed", e)
      setFailure(errorCode(e) === "ALREADY_CUSTOMER" ? "already" : "other")
      setSending(false)
    }
  }

  return (
    <form
      className="ise-ui__form"
      noValidate
      aria-busy={sending}
      data-testid="business-registration"
      onSubmit={(e) => {
        e.preventDefault()
        setSubmitted(true)
        if (problems.length === 0 && fields.companyId !== null && !sending) void send(fields.companyId)
      }}
    >
      {failure && (
        <Failure>
          {t("registration.failed.business", {
            reason: t(failure === "already" ? "registration.reason.alreadyBusiness" : "registration.reason.other"),
          })}
        </Failure>
      )}
      <Field
        label={t("registration.company")}
        error={msg("companyId")}
        hint={chosen ? t("registration.registryNumber", { code: chosen.registryNumber }) : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            value={fields.companyId ?? ""}
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
      <Field label={t("registration.contactPhone")} error={msg("contactPhone")}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            value={fields.contactPhone}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => set("contactPhone", phoneChars(e.target.value))}
          />
        )}
      </Field>
      <Field label={t("registration.contactEmail")} error={msg("contactEmail")}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={fields.contactEmail}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => set("contactEmail", e.target.value)}
          />
        )}
      </Field>
      <CheckField
        label={t("registration.wantCreditAndCard")}
        checked={fields.wantCreditAndCard}
        onChange={(v) => set("wantCreditAndCard", v)}
      />
      {fields.wantCreditAndCard && (
        <>
          <Field label={t("registration.estimatedMonthlyLiters")} error={msg("estimatedMonthlyLiters")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                value={fields.estimatedMonthlyLiters}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("estimatedMonthlyLiters", e.target.value)}
              />
            )}
          </Field>
          <Field label={t("registration.wantedCredit")} error={msg("wantedCredit")}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                value={fields.wantedCredit}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => set("wantedCredit", e.target.value)}
              />
            )}
          </Field>
        </>
      )}
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
      <SubmitButton sending={sending} />
    </form>
  )
}

function PrivateForm({ user, onRegistered }: { user: User; onRegistered: (id: number) => void }) {
  const t = useMessages(registrationMessages)
  const userId = useAtomValue(userIdAtom)
  const [fields, setFields] = useState<PrivateRegistrationFields>({
    contactPhone: "",
    contactEmail: user.email ?? "",
    wantsNewsLetter: false,
    termsAndConditions: false,
  })
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<"already" | "other" | null>(null)
  const problems = privateRegistrationProblems(fields)
  const set = <K extends keyof PrivateRegistrationFields>(key: K, value: PrivateRegistrationFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }))
    setFailure(null)
  }
  const msg = (field: RegistrationField) => messageOf(t, problems, field, submitted)

  const send = async () => {
    setSending(true)
    setFailure(null)
    try {
      const { customerId } = await runApi(
        getApi().request(registrationCalls.privateCustomerCreate, {
          body: {
            name: user.name,
            personalIdentificationCode: user.personalIdentificationCode,
            contactEmail: fields.contactEmail.trim(),
            contactPhone: fields.contactPhone.trim(),
            wantsNewsLetter: fields.wantsNewsLetter,
          },
        }),
      )
      await reloadUserLists(userId)
      onRegistered(customerId)
    } catch (e) {
      console.warn("[registration] private failed", e)
      setFailure(errorCode(e) === "ALREADY_CUSTOMER" ? "already" : "other")
      setSending(false)
    }
  }

  return (
    <form
      className="ise-ui__form"
      noValidate
      aria-busy={sending}
      data-testid="private-registration"
      onSubmit={(e) => {
        e.preventDefault()
        setSubmitted(true)
        if (problems.length === 0 && !sending) void send()
      }}
    >
      {failure && (
        <Failure>
          {t("registration.failed.private", {
            reason: t(failure === "already" ? "registration.reason.alreadyPrivate" : "registration.reason.other"),
          })}
        </Failure>
      )}
      <Field label={t("registration.name")}>{({ id }) => <input id={id} value={user.name} readOnly />}</Field>
      <Field label={t("registration.personalCode")}>{({ id }) => <input id={id} value={user.personalIdentificationCode} readOnly />}</Field>
      <Field label={t("registration.contactPhone")} error={msg("contactPhone")}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            value={fields.contactPhone}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => set("contactPhone", phoneChars(e.target.value))}
          />
        )}
      </Field>
      <Field label={t("registration.contactEmail")} error={msg("contactEmail")}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={fields.contactEmail}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => set("contactEmail", e.target.value)}
          />
        )}
      </Field>
      <CheckField label={t("registration.newsletter")} checked={fields.wantsNewsLetter} onChange={(v) => set("wantsNewsLetter", v)} />
      <CheckField
        label={t("registration.terms")}
        checked={fields.termsAndConditions}
        onChange={(v) => set("termsAndConditions", v)}
        error={msg("termsAndConditions")}
      />
      <SubmitButton sending={sending} />
    </form>
  )
}
