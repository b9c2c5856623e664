/**
 * The mail API client: Postmark's "send a single email" call (POST {base}/email with the server token in
 * X-Postmark-Server-Token; an answer with ErrorCode 0 is sent). Any provider with the same call works;
 * the demo's simulator (simulators/mailApi.ts) speaks it too, so going live is MAIL_API_URL, MAIL_API_TOKEN
 * and MAIL_FROM, never code.
 */
export interface OutgoingMail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

export interface MailApi {
  /** The provider's message id; throws MailApiError when it refused or could not be reached. */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<string>
}

export class MailApiError extends Error {
  /** A refusal the same mail would meet again (a bad address): no further attempts. */
  readonly permanent: boolean
  constructor(message: string, permanent: boolean) {
    super(message)
    this.name = "MailApiError"
    this.permanent = permanent
  }
}

export interface MailApiConfig {
  readonly baseUrl: string
  readonly token: string
  readonly from: string
}

/** The configuration from MAIL_API_URL, MAIL_API_TOKEN and MAIL_FROM, or undefined when the first is unset. */
export function mailApiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailApiConfig | undefined {
  if (!env.MAIL_API_URL) return undefined
  return { baseUrl: env.MAIL_API_URL.replace(/\/+$/, ""), token: env.MAIL_API_TOKEN ?? "", from: env.MAIL_FROM ?? "" }
}

const SEND_TIMEOUT_MS = 10_000

export function mailApi(config: MailApiConfig): MailApi {
  return {
    async send(mail, signal) {
      let res: Response
      try {
        res = await fetch(`${config.baseUrl}/email`, {
          method: "POST",
          headers: { accept: "application/json", "content-type": "application/json", "x-postmark-server-token": config.token },
          body: JSON.stringify({ From: config.from, To: mail.to, Subject: mail.subject, TextBody: mail.text, MessageStream: "outbound" }),
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]) : AbortSignal.timeout(SEND_TIMEOUT_MS),
          redirect: "error",
        })
      } catch (cause) {
        throw new MailApiError(`mail API unreachable: ${(cause as Error).message}`, false)
      }
      const answer = (await res.json().catch(() => ({}))) as { ErrorCode?: number; Message?: string; MessageID?: string }
      if (res.ok && answer.ErrorCode === 0 && answer.MessageID) return answer.MessageID
      // 422 is the provider refusing this message (its ErrorCode says why); 401, 429 and 5xx may pass later.
      throw new MailApiError(`mail API ${res.status}: ${answer.ErrorCode ?? "-"} ${answer.Message ?? ""}`.trim(), res.status === 422)
    },
  }
}
