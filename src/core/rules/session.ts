import * as Effect from "effect/Effect"
import { EID_SESSION_HEADER } from "../api/call"
import {
  classifyLoginPoll,
  classifySigningPoll,
  LOGIN_POLL,
  poll,
  SIGNING_POLL,
  type PollFailed,
  type PollPolicy,
  type PollVerdict,
} from "./polling"
import { isBlank, isPersonalCode } from "./validation"

/**
 * The Smart-ID / Mobile-ID program shared by sign-in and signing: start → show the verification
 * code → poll until the answer is final. Login and signing differ only in their calls, their
 * timers and how they read a poll answer.
 */

/** Mobile-ID numbers are Estonian: the fixed prefix and the digits the user types. */
export const MOBILE_ID_PREFIX = "+372"
export const mobileIdPhone = (digits: string): string => MOBILE_ID_PREFIX + digits

export type EidMethod = "smart-id" | "mobile-id"

/** Which fields of a Smart-ID / Mobile-ID form keep it from starting: an 11-digit code, and a phone for Mobile-ID. */
export interface EidFieldProblems {
  readonly personalCode: boolean
  readonly phone: boolean
}

export const eidFieldProblems = (method: EidMethod, personalCode: string, phoneDigits: string): EidFieldProblems => ({
  personalCode: !isPersonalCode(personalCode),
  phone: method === "mobile-id" && isBlank(phoneDigits),
})

export const hasProblems = (problems: EidFieldProblems): boolean => problems.personalCode || problems.phone

/** A started session: the code the user compares on the phone, and the secret its polls send back. */
export interface EidStarted {
  readonly verificationCode: string
  /** The start answer's x-eid-session header: the server answers only the polls that present it. */
  readonly sessionSecret: string | null
}

/** The header a poll of this session sends (none when the start gave no secret: the cookie then speaks alone). */
export const eidSessionHeaders = (started: EidStarted): Record<string, string> =>
  started.sessionSecret ? { [EID_SESSION_HEADER]: started.sessionSecret } : {}

/** A start answer read as EidStarted: its body's code and its x-eid-session header. */
export const eidStarted = (answer: { readonly data: { readonly verificationCode: string }; readonly headers: Headers }): EidStarted => ({
  verificationCode: answer.data.verificationCode,
  sessionSecret: answer.headers.get(EID_SESSION_HEADER),
})

/** The two requests of one session at the provider, already bound to the person (and agreement). */
export interface EidCalls<A, E, R> {
  /** Starts the session; the answer carries the code the user compares on the phone and the session's secret. */
  readonly start: Effect.Effect<EidStarted, E, R>
  /** One status request for that session (sending the secret with `eidSessionHeaders`). */
  readonly check: (started: EidStarted) => Effect.Effect<A, E, R>
}

/** How often to ask and how to read an answer: LOGIN_POLL / SIGNING_POLL of polling.ts. */
export interface EidPolling<A> {
  readonly policy: PollPolicy
  readonly classify: (answer: A) => PollVerdict
}

/** Sign-in (spec part 1 §4.4): every 3 s, 4 failed requests in a row end it; any final answer but FAILED is success. */
export const LOGIN_SESSION: EidPolling<{ readonly status: string }> = { policy: LOGIN_POLL, classify: classifyLoginPoll }

/** Signing (spec part 1 §4.2): every 1 s, 3 failed requests in a row end it; COMPLETED is success. */
export const SIGNING_SESSION: EidPolling<{ readonly status: string }> = { policy: SIGNING_POLL, classify: classifySigningPoll }

/**
 * Runs one session: `onCode` gets the verification code as soon as the start answers; then the
 * status is polled under `polling`. Succeeds with the final answer; fails with the start's error,
 * or PollFailed (`rejected`: the answer said FAILED; `errors`: the requests kept failing).
 * Interrupting the fiber stops the polling.
 */
export const eidSession = <A, E, R>(
  polling: EidPolling<A>,
  calls: EidCalls<A, E, R>,
  onCode: (verificationCode: string) => void,
): Effect.Effect<A, E | PollFailed<A, E>, R> =>
  Effect.gen(function* () {
    const started = yield* calls.start
    yield* Effect.sync(() => onCode(started.verificationCode))
    return yield* poll(polling.policy, calls.check(started), polling.classify)
  })
