import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"

/** How a poll result steers the polling. */
export type PollVerdict = "continue" | "done" | "fail"

/** Polling ended without success: the server said so (`rejected`) or the requests kept failing (`errors`). */
export class PollFailed<A = unknown, E = unknown> extends Data.TaggedError("PollFailed")<{
  readonly reason: "rejected" | "errors"
  readonly last?: A
  readonly error?: E
}> {}

export interface PollPolicy {
  /** Time between polls. */
  readonly interval: Duration.Input
  /** Wait before the first poll; defaults to `interval`. */
  readonly initialDelay?: Duration.Input
  /** This many failed requests in a row end the polling. */
  readonly maxConsecutiveFailures: number
}

/**
 * The one polling loop of the product: run `attempt` every `interval`; a successful answer is
 * classified as continue / done / fail; a failed request counts towards
 * `maxConsecutiveFailures` and a successful one resets the count. Interrupting the fiber
 * (closing a modal, leaving a page) stops it.
 */
export const poll = <A, E, R>(
  policy: PollPolicy,
  attempt: Effect.Effect<A, E, R>,
  classify: (answer: A) => PollVerdict,
): Effect.Effect<A, PollFailed<A, E>, R> =>
  Effect.gen(function* () {
    let failures = 0
    yield* Effect.sleep(policy.initialDelay ?? policy.interval)
    while (true) {
      const outcome = yield* Effect.result(attempt)
      if (outcome._tag === "Failure") {
        failures += 1
        if (failures >= policy.maxConsecutiveFailures)
          return yield* Effect.fail(new PollFailed<A, E>({ reason: "errors", error: outcome.failure }))
      } else {
        failures = 0
        const verdict = classify(outcome.success)
        if (verdict === "done") return outcome.success
        if (verdict === "fail") return yield* Effect.fail(new PollFailed<A, E>({ reason: "rejected", last: outcome.success }))
      }
      yield* Effect.sleep(policy.interval)
    }
  })

/** Timers of the spec, each named once. */
export const LOGIN_POLL: PollPolicy = { interval: "3 seconds", maxConsecutiveFailures: 4 }
export const SIGNING_POLL: PollPolicy = { interval: "1 second", maxConsecutiveFailures: 3 }
export const DISPENSING_SAVE_POLL: PollPolicy = { interval: "6 seconds", maxConsecutiveFailures: 1 }
export const PAYMENT_STATUS_POLL: PollPolicy = { interval: "5 seconds", initialDelay: "50 millis", maxConsecutiveFailures: 1 }
// Pure: an element that imports this module for one timer must not carry effect/Duration for the others (issue 30).
export const REDIRECT_LOGIN_DELAY = /* @__PURE__ */ Duration.millis(50)
export const PAYMENT_MESSAGE_VISIBLE = /* @__PURE__ */ Duration.seconds(5)
/** After a payment processing failure the return page shows its toast this long before leaving. */
export const PAYMENT_ERROR_REDIRECT_DELAY = /* @__PURE__ */ Duration.seconds(2)

/** Login poll answers: RUNNING continues, FAILED fails, anything else is success (spec part 1 §4.4). */
export const classifyLoginPoll = (answer: { readonly status: string }): PollVerdict =>
  answer.status === "RUNNING" ? "continue" : answer.status === "FAILED" ? "fail" : "done"

/** Signing poll answers: COMPLETED ends with success, FAILED with an error, anything else keeps polling (spec part 1 §4.2). */
export const classifySigningPoll = (answer: { readonly status: string }): PollVerdict =>
  answer.status === "COMPLETED" ? "done" : answer.status === "FAILED" ? "fail" : "continue"

/** Dispensing order save/edit state answers: RUNNING polls again in 6 s, FAILED fails, COMPLETED is done (spec part 2 §4). */
export const classifyDispensingSavePoll = (answer: { readonly state: string }): PollVerdict =>
  answer.state === "RUNNING" ? "continue" : answer.state === "FAILED" ? "fail" : "done"
