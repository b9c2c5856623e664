import { useState } from "react"
import * as integrationsCalls from "../../core/api/integrations.calls"
import {
  apiKeyDefaultLastDay,
  apiKeyLastDay,
  apiKeyProblems,
  apiKeyRateOf,
  grantableRoles,
  type ApiKeyField,
  type ApiKeyFields,
  type ApiKeyProblem,
} from "../../core/rules/integrations"
import { tallinnDay } from "../../core/rules/vat"
import type { Role } from "../../core/schemas/common"
import type { ApiKeyCreated } from "../../core/schemas/integrations"
import { useCallWrite, useMessages } from "../session"
import { DateInput } from "../ui/DateInput"
import { CheckField, Field, TextField } from "../ui/Field"
import { IntegrationForm } from "./IntegrationForm"
import { integrationsMessages } from "./integrations.messages"
import { SecretOnce } from "./SecretOnce"

const PROBLEMS: ReadonlyArray<ApiKeyProblem> = ["REQUIRED", "NO_ROLES", "ROLE_NOT_YOURS", "DATE_INVALID", "DATE_PAST", "DATE_TOO_FAR"]

/** The server names its rule's code as the message of a refused field (the same rules as the form's). */
const serverProblemOf = (error: unknown): ApiKeyProblem => {
  const message = (error as { message?: string }).message as ApiKeyProblem
  return PROBLEMS.includes(message) ? message : "REQUIRED"
}

type Problems = Partial<Record<ApiKeyField | "ratePerMinute", string>>

/** The new key's form: name, roles (the creator's own), last day, rate limit; the secret is shown once after it. */
export function ApiKeyForm({ roles }: { roles: ReadonlyArray<Role> }) {
  const t = useMessages(integrationsMessages)
  const now = new Date()
  const [fields, setFields] = useState<ApiKeyFields>(() => ({ name: "", roles: [], expiresOn: apiKeyDefaultLastDay(now) }))
  const [rate, setRate] = useState("60")
  const [submitted, setSubmitted] = useState(false)
  const [created, setCreated] = useState<ApiKeyCreated | null>(null)
  const write = useCallWrite(integrationsCalls.apiKeyCreate, { onSent: setCreated })
  const local: Problems = Object.fromEntries(
    apiKeyProblems(fields, roles, now).map((p) => [p.field, t(`integrations.problem.${p.problem}`)]),
  )
  if (apiKeyRateOf(rate) === null) local.ratePerMinute = t("integrations.problem.RATE_INVALID")
  const server = write.problem?.code === "VALIDATION" && write.problem.field ? write.problem : null
  const messageOf = (field: ApiKeyField | "ratePerMinute"): string | undefined =>
    (submitted ? local[field] : undefined) ??
    (server?.field === field ? t(`integrations.problem.${serverProblemOf(server.error)}`) : undefined)
  const set = (next: Partial<ApiKeyFields>) => {
    setFields((f) => ({ ...f, ...next }))
    write.reset()
  }
  const toggle = (role: Role, on: boolean) => set({ roles: on ? [...fields.roles, role] : fields.roles.filter((r) => r !== role) })

  if (created)
    return (
      <SecretOnce
        message={t("integrations.keys.created", { name: created.key.name })}
        label={t("integrations.keys.secret")}
        secret={created.secret}
        onDone={() => setCreated(null)}
      />
    )
  return (
    <IntegrationForm
      pending={write.pending}
      failed={write.problem && !server ? t("integrations.keys.createFailed") : null}
      submitLabel={t("integrations.keys.create")}
      pendingLabel={t("integrations.keys.creating")}
      onSubmit={() => {
        setSubmitted(true)
        const ratePerMinute = apiKeyRateOf(rate)
        if (Object.keys(local).length > 0 || write.pending || ratePerMinute === null) return
        void write
          .run({ body: { name: fields.name.trim(), roles: fields.roles, expiresOn: fields.expiresOn, ratePerMinute } })
          .then((o) => {
            if (o.ok) {
              setFields({ name: "", roles: [], expiresOn: apiKeyDefaultLastDay(new Date()) })
              setSubmitted(false)
            }
          })
      }}
    >
      <fieldset className="ise-ui__form-group">
        <legend>{t("integrations.keys.new")}</legend>
        <TextField
          label={t("integrations.keys.name")}
          error={messageOf("name")}
          value={fields.name}
          maxLength={80}
          autoComplete="off"
          onChange={(name) => set({ name })}
        />
        <fieldset className="ise-integrations__roles" aria-describedby={messageOf("roles") ? "ise-integrations-roles-error" : undefined}>
          <legend>{t("integrations.keys.roles")}</legend>
          {grantableRoles(roles).map((role) => (
            <CheckField
              key={role}
              label={t(`integrations.role.${role}`)}
              checked={fields.roles.includes(role)}
              onChange={(on) => toggle(role, on)}
            />
          ))}
          {messageOf("roles") && (
            <span id="ise-integrations-roles-error" className="ise-ui__form-error">
              {messageOf("roles")}
            </span>
          )}
        </fieldset>
        <Field label={t("integrations.keys.expiresOn")} hint={t("integrations.keys.expiresOnHint")} error={messageOf("expiresOn")}>
          {({ id, describedBy, invalid }) => (
            <DateInput
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              min={tallinnDay(now)}
              max={apiKeyLastDay(now)}
              value={fields.expiresOn}
              onChange={(expiresOn) => set({ expiresOn })}
            />
          )}
        </Field>
        <TextField
          label={t("integrations.keys.rate")}
          hint={t("integrations.keys.rateHint")}
          error={messageOf("ratePerMinute")}
          inputMode="numeric"
          value={rate}
          maxLength={4}
          onChange={setRate}
        />
      </fieldset>
    </IntegrationForm>
  )
}
