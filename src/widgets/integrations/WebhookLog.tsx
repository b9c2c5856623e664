import { useAtomValue } from "jotai"
import { useState } from "react"
import * as integrationsCalls from "../../core/api/integrations.calls"
import { formatDateTime } from "../../core/i18n/dates"
import type { WebhookDelivery } from "../../core/schemas/integrations"
import { useCallWrite, useMessages } from "../session"
import { LoadError, failureOf } from "../ui/LoadError"
import { integrationsMessages } from "./integrations.messages"
import { webhookDeliveriesQueryAtom } from "./integrations.queries"

/** The latest deliveries: event, address, status, attempts and the last answer, each with "send again". */
export function WebhookLog() {
  const t = useMessages(integrationsMessages)
  const log = useAtomValue(webhookDeliveriesQueryAtom)
  const [sent, setSent] = useState(false)
  const redeliver = useCallWrite(integrationsCalls.webhookRedeliver, { onSuccess: () => setSent(true) })
  if (log.isError) return <LoadError {...failureOf(log)!} testId="webhook-log-error" />
  if (!log.data) return null
  return (
    <div className="ise-integrations__log">
      <h3>{t("integrations.hooks.log")}</h3>
      <p role="status" className={sent ? "ise-ui__alert ise-ui__alert--success" : "ise-ui__sr"}>
        {sent ? t("integrations.hooks.redelivered") : ""}
      </p>
      {log.data.length === 0 ? (
        <p className="ise-integrations__empty">{t("integrations.hooks.logEmpty")}</p>
      ) : (
        <div className="ise-ui__table-wrap">
          <table className="ise-ui__table ise-ui__table--stack" data-testid="webhook-log">
            <caption className="ise-ui__sr">{t("integrations.hooks.log")}</caption>
            <thead>
              <tr>
                {(["time", "event", "status", "attempts", "lastAnswer"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`integrations.hooks.${column}`)}
                  </th>
                ))}
                <th scope="col">
                  <span className="ise-ui__sr">{t("integrations.hooks.redeliver")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((d) => (
                <DeliveryRow
                  key={d.id}
                  delivery={d}
                  pending={redeliver.pending}
                  onRedeliver={() => {
                    setSent(false)
                    void redeliver.run({ params: { id: d.id } })
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

function DeliveryRow({ delivery: d, pending, onRedeliver }: { delivery: WebhookDelivery; pending: boolean; onRedeliver: () => void }) {
  const t = useMessages(integrationsMessages)
  const time = formatDateTime(d.createdAt)
  const event = t(`integrations.event.${d.event}`)
  const answer =
    d.lastStatus !== null ? `${d.lastStatus}${d.lastResponse ? ` ${d.lastResponse.slice(0, 80)}` : ""}` : (d.lastResponse ?? "")
  return (
    <tr>
      <td data-label={t("integrations.hooks.time")}>{time}</td>
      <td data-label={t("integrations.hooks.event")}>
        <span className="ise-integrations__key">
          {event}
          <code className="ise-integrations__key-meta ise-integrations__url">{d.url}</code>
        </span>
      </td>
      <td data-label={t("integrations.hooks.status")}>{t(`integrations.hooks.state.${d.status}`)}</td>
      <td data-label={t("integrations.hooks.attempts")} className="ise-ui__num">
        {d.attempts}
      </td>
      <td data-label={t("integrations.hooks.lastAnswer")}>{answer || t("integrations.hooks.noAnswer")}</td>
      <td>
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
          aria-label={t("integrations.hooks.redeliverLabel", { event, time })}
          disabled={pending}
          onClick={onRedeliver}
        >
          {t("integrations.hooks.redeliver")}
        </button>
      </td>
    </tr>
  )
}
