import type { ReactNode } from "react"
import type * as registrationCalls from "../../core/api/registration.calls"
import type { RegistrationField, RegistrationFieldProblem } from "../../core/rules/registration"
import { phoneChars } from "../../core/rules/validation"
import { useCallWrite, useMessages } from "../session"
import { TextField } from "../ui/Field"
import { registrationMessages } from "./registration.messages"

export type RegistrationKind = "business" | "private"

type Translate = ReturnType<typeof useMessages<keyof typeof registrationMessages.et & string>>

/** The message of a field's problem, once the user has tried to send. */
export const messageOf = (t: Translate, problems: ReadonlyArray<RegistrationFieldProblem>, field: RegistrationField, shown: boolean) => {
  const problem = shown ? problems.find((p) => p.field === field)?.problem : undefined
  return problem ? t(`registration.problem.${problem}`) : undefined
}

const alreadyReason = { business: "registration.reason.alreadyBusiness", private: "registration.reason.alreadyPrivate" } as const

type RegistrationCall = typeof registrationCalls.businessCustomerCreate | typeof registrationCalls.privateCustomerCreate

/**
 * Sends a registration: the red alert of part 3 §8 (the prefix and the reason) on a refusal; on
 * success the user's customers and companies reload, every query of them, so the switcher lists the
 * new customer before it is chosen (the call's `changes`), and then `onRegistered`.
 */
export function useRegistration<C extends RegistrationCall>(call: C, kind: RegistrationKind, onRegistered: (customerId: number) => void) {
  const t = useMessages(registrationMessages)
  return useCallWrite(call, {
    reload: "all",
    message: (problem) =>
      t(`registration.failed.${kind}`, {
        reason: t(problem.code === "ALREADY_CUSTOMER" ? alreadyReason[kind] : "registration.reason.other"),
      }),
    onSuccess: (answer) => onRegistered((answer as { customerId: number }).customerId),
  })
}

/** The red alert of part 3 §8: the prefix and the reason. */
export function Failure({ children }: { children: ReactNode }) {
  return (
    <p className="ise-ui__alert ise-ui__alert--error" role="alert">
      {children}
    </p>
  )
}

export function SubmitButton({ sending }: { sending: boolean }) {
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

/** The contact phone and e-mail both forms ask for. */
export function ContactFields({
  fields,
  set,
  msg,
}: {
  fields: { readonly contactPhone: string; readonly contactEmail: string }
  set: (key: "contactPhone" | "contactEmail", value: string) => void
  msg: (field: RegistrationField) => string | undefined
}) {
  const t = useMessages(registrationMessages)
  return (
    <>
      <TextField
        label={t("registration.contactPhone")}
        error={msg("contactPhone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={fields.contactPhone}
        onChange={(v) => set("contactPhone", phoneChars(v))}
      />
      <TextField
        label={t("registration.contactEmail")}
        error={msg("contactEmail")}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={fields.contactEmail}
        onChange={(v) => set("contactEmail", v)}
      />
    </>
  )
}
