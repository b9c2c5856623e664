import * as Effect from "effect/Effect"
import { PAYMENT_STATUS_POLL, poll, type PollVerdict } from "../../core/rules/polling"

export type PaymentOutcome = "success" | "error"

/** PENDING keeps polling; any other answer ends it (spec part 3, card payment return). */
export const classifyPaymentStatus = (answer: { readonly status: string }): PollVerdict =>
  answer.status === "PENDING" ? "continue" : "done"

/**
 * The return page's decision: no token → error; otherwise after 50 ms ask for the status, every
 * 5 s while PENDING; CAPTURED → success, any other value → error. A failed request fails the
 * effect (PollFailed): the page shows its toast and leaves with an error 2 s later.
 */
export const paymentOutcome = <E, R>(
  orderToken: string | null,
  check: (orderToken: string) => Effect.Effect<{ readonly status: string }, E, R>,
) =>
  orderToken
    ? poll(PAYMENT_STATUS_POLL, check(orderToken), classifyPaymentStatus).pipe(
        Effect.map((answer): PaymentOutcome => (answer.status === "CAPTURED" ? "success" : "error")),
      )
    : Effect.succeed<PaymentOutcome>("error")
