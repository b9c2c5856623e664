import { useAtomValue } from "jotai"
import { useId, useState } from "react"
import * as integrationsCalls from "../../core/api/integrations.calls"
import { webhookUrlProblem } from "../../core/rules/integrations"
import { WebhookEvents, type WebhookCreated, type WebhookEvent } from "../../core/schemas/integrations"
import { useCallWrite, useMessages, useT } from "../session"
import { CheckField, TextField } from "../ui/Field"
import { LoadError, failureOf } from "../ui/LoadError"
import { IntegrationForm } from "./IntegrationForm"
import { integrationsMessages } from "./integrations.messages"
import { webhooksQueryAtom } from "./integrations.queries"
import { SecretOnce } from "./SecretOnce"
import { WebhookLog } from "./WebhookLog"

/** /profiil's "Veebikonksud": the company's endpoints, a new one, and the delivery log (ADMIN of a company). */
export function Webhooks() {
  const t = useMessages(integrationsMessages)
  const headingId = useId()
  return (
    <section className="ise-integrations__section" aria-labelledby={headingId} data-testid="webhooks">
      <h2 id={headingId}>{t("integrations.hooks.title")}</h2>
      <p className="ise-integrations__lead">{t("integrations.hooks.lead")}</p>
      <WebhookList />
      <WebhookForm />
      <WebhookLog />
    </section>
  )
}

function WebhookList() {
  const t = useMessages(integrationsMessages)
  const common = useT()
  const hooks = useAtomValue(webhooksQueryAtom)
  const [removed, setRemoved] = useState(false)
  const remove = useCallWrite(integrationsCalls.webhookDelete, { onSuccess: () => setRemoved(true) })
  if (hooks.isError) return <LoadError {...failureOf(hooks)!} testId="webhooks-error" />
  if (!hooks.data) return <p role="status">{common("common.loading")}</p>
  return (
    <>
      <p role="status" className={removed ? "ise-ui__alert ise-ui__alert--success" : "ise-ui__sr"}>
        {removed ? t("integrations.hooks.removed") : ""}
      </p>
      {hooks.data.length === 0 ? (
        <p className="ise-integrations__empty">{t("integrations.hooks.empty")}</p>
      ) : (
        <ul className="ise-integrations__hooks" aria-label={t("integrations.hooks.caption")}>
          {hooks.data.map((hook) => (
            <li key={hook.id}>
              <span className="ise-integrations__key">
                <code className="ise-integrations__url">{hook.url}</code>
                <span className="ise-integrations__key-meta">{hook.events.map((e) => t(`integrations.event.${e}`)).join(", ")}</span>
              </span>
              <button
                type="button"
                className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
                aria-label={t("integrations.hooks.removeLabel", { url: hook.url })}
                disabled={remove.pending}
                onClick={() => {
                  setRemoved(false)
                  void remove.run({ params: { id: hook.id } })
                }}
              >
                {t("integrations.hooks.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function WebhookForm() {
  const t = useMessages(integrationsMessages)
  const [url, setUrl] = useState("")
  const [events, setEvents] = useState<ReadonlyArray<WebhookEvent>>([])
  const [submitted, setSubmitted] = useState(false)
  const [created, setCreated] = useState<WebhookCreated | null>(null)
  const write = useCallWrite(integrationsCalls.webhookCreate, { onSent: setCreated })
  // The server decides whether plain http to localhost is allowed (demo mode); the form lets it ask.
  const urlProblem = webhookUrlProblem(url, true)
  const server = write.problem?.code === "VALIDATION" ? write.problem : null
  const serverMessage = (field: string) =>
    server?.field === field
      ? t(
          `integrations.problem.${(server.error as { message?: string }).message === "HTTPS_REQUIRED" ? "HTTPS_REQUIRED" : field === "url" ? "URL_INVALID" : "NO_EVENTS"}`,
        )
      : undefined
  const urlMessage = (submitted && urlProblem ? t(`integrations.problem.${urlProblem}`) : undefined) ?? serverMessage("url")
  const eventsMessage = (submitted && events.length === 0 ? t("integrations.problem.NO_EVENTS") : undefined) ?? serverMessage("events")
  if (created)
    return (
      <SecretOnce
        message={t("integrations.hooks.added")}
        label={t("integrations.hooks.secret")}
        secret={created.secret}
        onDone={() => setCreated(null)}
      />
    )
  return (
    <IntegrationForm
      pending={write.pending}
      failed={write.problem && !server ? t("integrations.hooks.addFailed") : null}
      submitLabel={t("integrations.hooks.add")}
      pendingLabel={t("integrations.hooks.adding")}
      onSubmit={() => {
        setSubmitted(true)
        if (urlProblem || events.length === 0 || write.pending) return
        void write.run({ body: { url: url.trim(), events } }).then((o) => {
          if (!o.ok) return
          setUrl("")
          setEvents([])
          setSubmitted(false)
        })
      }}
    >
      <fieldset className="ise-ui__form-group">
        <legend>{t("integrations.hooks.new")}</legend>
        <TextField
          label={t("integrations.hooks.url")}
          hint={t("integrations.hooks.urlHint")}
          error={urlMessage}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          value={url}
          onChange={(v) => {
            setUrl(v)
            write.reset()
          }}
        />
        <fieldset className="ise-integrations__roles" aria-describedby={eventsMessage ? "ise-integrations-events-error" : undefined}>
          <legend>{t("integrations.hooks.events")}</legend>
          {WebhookEvents.map((event) => (
            <CheckField
              key={event}
              label={t(`integrations.event.${event}`)}
              checked={events.includes(event)}
              onChange={(on) => setEvents((all) => (on ? [...all, event] : all.filter((e) => e !== event)))}
            />
          ))}
          {eventsMessage && (
            <span id="ise-integrations-events-error" className="ise-ui__form-error">
              {eventsMessage}
            </span>
          )}
        </fieldset>
      </fieldset>
    </IntegrationForm>
  )
}
