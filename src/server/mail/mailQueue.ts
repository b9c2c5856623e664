import { BRAND, brandAddress } from "../../core/rules/brand"
import { and, count, eq, lte, min } from "drizzle-orm"
import type { Db } from "../db/client"
import { mailOutbox } from "../features/cards/cards.tables"
import { claimDueRow, type DueRowQueue } from "../jobs/claimDue"
import type { JobQueue } from "../jobs/runner"
import { type MailApi, MailApiError } from "./mailApi"

/** Attempts before a mail is given up (FAILED): with the backoff below, a little over a day of trying. */
export const MAIL_MAX_ATTEMPTS = 14
/** The wait after failed attempt n (1, 2, …): 30 s doubling, at most 6 hours. */
export const mailRetryDelayMs = (attempt: number): number => Math.min(30_000 * 2 ** (attempt - 1), 6 * 3600_000)
/** A claim older than this belongs to a worker that died: another takes the mail over. */
const STALE_CLAIM_MS = 60_000
const queueColumns: DueRowQueue = {
  table: mailOutbox,
  id: mailOutbox.id,
  status: mailOutbox.status,
  waiting: "QUEUED",
  dueAt: mailOutbox.dueAt,
  claimedBy: mailOutbox.claimedBy,
  claimedAt: mailOutbox.claimedAt,
  attempts: mailOutbox.attempts,
}

/**
 * The mail outbox as a queue of the job runner: the next due QUEUED mail is claimed (row lock skipped by
 * others, a lease in the row), sent through the mail API, and marked SENT with the provider's message id;
 * a failure is kept in the row and tried again later (mailRetryDelayMs), a permanent refusal or the last
 * attempt makes it FAILED. The runner logs every failure with its cause.
 */
export function mailQueue(db: Db, api: MailApi, options: { intervalMs?: number; now?: () => Date } = {}): JobQueue {
  const now = options.now ?? (() => new Date())
  return {
    name: "mail",
    timeoutMs: 15_000,
    intervalMs: options.intervalMs ?? 2000,
    claim: async (workerId) => {
      const id = await claimDueRow(db, queueColumns, workerId, now(), STALE_CLAIM_MS)
      if (id === undefined) return undefined
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
      if (!mail) return undefined
      const mine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimedBy, workerId))
      return {
        id: mail.id,
        run: async (signal) => {
          try {
            const messageId = await api.send({ to: mail.recipient, subject: mail.subject, text: mailText(mail) }, signal)
            await db
              .update(mailOutbox)
              .set({ status: "SENT", sentAt: now(), messageId, claimedBy: null, claimedAt: null, lastError: null })
              .where(mine)
          } catch (error) {
            const last = mail.attempts >= MAIL_MAX_ATTEMPTS || (error instanceof MailApiError && error.permanent)
            await db
              .update(mailOutbox)
              .set({
                status: last ? "FAILED" : "QUEUED",
                dueAt: new Date(now().getTime() + mailRetryDelayMs(mail.attempts)),
                claimedBy: null,
                claimedAt: null,
                lastError: (error as Error).message.slice(0, 500),
              })
              .where(mine)
            throw error
          }
        },
      }
    },
    depth: async () => {
      const [row] = await db
        .select({ depth: count(), oldest: min(mailOutbox.dueAt) })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "QUEUED"), lte(mailOutbox.dueAt, now())))
      const oldest = row?.oldest ? new Date(row.oldest) : undefined
      return { depth: row?.depth ?? 0, oldestAgeSeconds: oldest ? Math.max(0, (now().getTime() - oldest.getTime()) / 1000) : 0 }
    },
  }
}

/** The text sent: the body, and the link on its own line when the mail has one. */
/** Every mail ends with the brand's signature (core/rules/brand.ts): who writes, and how to reach us. */
export const mailSignature = `--\n${BRAND.legalName}\n${brandAddress}\n${BRAND.phone} · ${BRAND.email}`

export const mailText = (mail: { body: string; link: string | null }) =>
  `${mail.link ? `${mail.body}\n\n${mail.link}` : mail.body}\n\n${mailSignature}`
