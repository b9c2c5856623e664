import { useState } from "react"
import { useMessages } from "../session"
import { integrationsMessages } from "./integrations.messages"

/** A secret shown once (an API key, a webhook's signing secret): copy it, then confirm it is saved. */
export function SecretOnce({ message, label, secret, onDone }: { message: string; label: string; secret: string; onDone: () => void }) {
  const t = useMessages(integrationsMessages)
  const [copied, setCopied] = useState(false)
  return (
    <div className="ise-ui__alert ise-ui__alert--success ise-integrations__created" role="status" data-testid="secret-once">
      <p>{message}</p>
      <label className="ise-integrations__secret">
        <span>{label}</span>
        <input readOnly value={secret} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className="ise-ui__form-actions">
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary"
          onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}
        >
          {copied ? t("integrations.keys.copied") : t("integrations.keys.copy")}
        </button>
        <button type="button" className="ise-ui__button" onClick={onDone}>
          {t("integrations.keys.done")}
        </button>
      </div>
    </div>
  )
}
