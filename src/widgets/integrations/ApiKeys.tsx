import { useAtomValue } from "jotai"
import { useId, useState } from "react"
import * as integrationsCalls from "../../core/api/integrations.calls"
import { integrationsRule } from "../../core/api/callRules"
import { formatDateTime } from "../../core/i18n/dates"
import { mayUse } from "../../core/rules/access"
import type { ApiKey } from "../../core/schemas/integrations"
import { customerQueryAtom, getApi, useCallWrite, useMessages, useT } from "../session"
import { LoadError, failureOf } from "../ui/LoadError"
import { Modal } from "../ui/Modal"
import { formCss } from "../ui/form.css"
import { uiCss } from "../ui/ui.css"
import { Style } from "../element/Style"
import { ApiKeyForm } from "./ApiKeyForm"
import { integrationsCss } from "./integrations.css"
import { integrationsMessages } from "./integrations.messages"
import { Webhooks } from "./Webhooks"
import { apiKeysQueryAtom } from "./integrations.queries"

/** /profiil's "API-võtmed" and "Veebikonksud": shown to a company's ADMIN only (the same rule as their calls). */
export function Integrations() {
  const customer = useAtomValue(customerQueryAtom).data
  if (!customer || !mayUse(customer, integrationsRule)) return null
  return (
    <div key={customer.id}>
      <Style css={uiCss} />
      <Style css={formCss} />
      <Style css={integrationsCss} />
      <ApiKeysSection customerName={customer.name} roles={customer.roles} />
      <Webhooks />
    </div>
  )
}

function ApiKeysSection({ customerName, roles }: { customerName: string; roles: ApiKey["roles"] }) {
  const t = useMessages(integrationsMessages)
  const headingId = useId()
  return (
    <section className="ise-integrations__section" aria-labelledby={headingId} data-testid="api-keys">
      <h2 id={headingId}>{t("integrations.keys.title")}</h2>
      <p className="ise-integrations__lead">{t("integrations.keys.lead", { name: customerName })}</p>
      <p className="ise-integrations__lead">
        <a href={`${getApi().config.baseUrl}/docs`} target="_blank" rel="noopener" data-testid="api-keys-docs">
          {t("integrations.keys.docs")}
        </a>
      </p>
      <ApiKeyList />
      <ApiKeyForm roles={roles} />
    </section>
  )
}

function ApiKeyList() {
  const t = useMessages(integrationsMessages)
  const common = useT()
  const keys = useAtomValue(apiKeysQueryAtom)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const [revoked, setRevoked] = useState<string | null>(null)
  if (keys.isError) return <LoadError {...failureOf(keys)!} testId="api-keys-error" />
  if (!keys.data) return <p role="status">{common("common.loading")}</p>
  const now = Date.now()
  return (
    <>
      <p role="status" className={revoked ? "ise-ui__alert ise-ui__alert--success" : "ise-ui__sr"}>
        {revoked ? t("integrations.keys.revoked", { name: revoked }) : ""}
      </p>
      {keys.data.length === 0 ? (
        <p className="ise-integrations__empty">{t("integrations.keys.empty")}</p>
      ) : (
        <div className="ise-ui__table-wrap">
          <table className="ise-ui__table ise-ui__table--stack">
            <caption>{t("integrations.keys.caption")}</caption>
            <thead>
              <tr>
                {(["name", "roles", "expires", "lastUsed"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`integrations.keys.${column}`)}
                  </th>
                ))}
                <th scope="col">
                  <span className="ise-ui__sr">{t("integrations.keys.revoke")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <ApiKeyRow key={key.id} apiKey={key} expired={Date.parse(key.expiresAt) <= now} onRevoke={() => setRevoking(key)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking && (
        <RevokeModal
          apiKey={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            setRevoked(revoking.name)
            setRevoking(null)
          }}
        />
      )}
    </>
  )
}

function ApiKeyRow({ apiKey, expired, onRevoke }: { apiKey: ApiKey; expired: boolean; onRevoke: () => void }) {
  const t = useMessages(integrationsMessages)
  // The last valid day: the expiry instant is the start of the next day.
  const lastDay = formatDateTime(new Date(Date.parse(apiKey.expiresAt) - 1)).slice(0, 10)
  return (
    <tr>
      <td data-label={t("integrations.keys.name")}>
        <span className="ise-integrations__key">
          {apiKey.name}
          <span className="ise-integrations__key-meta">
            <span className="ise-ui__sr">{t("integrations.keys.prefix")}: </span>
            <code>{apiKey.prefix}…</code> ·{t("integrations.keys.ratePer", { count: apiKey.ratePerMinute })}
          </span>
        </span>
      </td>
      <td data-label={t("integrations.keys.roles")}>{apiKey.roles.map((r) => t(`integrations.role.${r}`)).join(", ")}</td>
      <td data-label={t("integrations.keys.expires")}>{expired ? t("integrations.keys.expired") : lastDay}</td>
      <td data-label={t("integrations.keys.lastUsed")}>
        {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : t("integrations.keys.never")}
      </td>
      <td>
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
          aria-label={t("integrations.keys.revokeLabel", { name: apiKey.name })}
          onClick={onRevoke}
        >
          {t("integrations.keys.revoke")}
        </button>
      </td>
    </tr>
  )
}

function RevokeModal({ apiKey, onClose, onRevoked }: { apiKey: ApiKey; onClose: () => void; onRevoked: () => void }) {
  const t = useMessages(integrationsMessages)
  const write = useCallWrite(integrationsCalls.apiKeyRevoke, { onSuccess: onRevoked })
  return (
    <Modal
      title={t("integrations.keys.revokeLabel", { name: apiKey.name })}
      onClose={onClose}
      testId="api-key-revoke"
      footer={
        <button
          type="button"
          className="ise-ui__button"
          disabled={write.pending}
          onClick={() => void write.run({ params: { id: apiKey.id } })}
        >
          {t("integrations.keys.revoke")}
        </button>
      }
    >
      <p>{t("integrations.keys.revokeConfirm", { name: apiKey.name })}</p>
      {write.problem && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {t("integrations.keys.revokeFailed")}
        </p>
      )}
    </Modal>
  )
}
