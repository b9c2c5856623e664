import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import { TestClock } from "effect/testing"
import { ApiError, problemOf } from "../../../src/core/http/errors"
import { signingErrorOf } from "../../../src/core/rules/agreements"
import {
  eidFieldProblems,
  eidSession,
  eidSessionHeaders,
  LOGIN_SESSION,
  mobileIdPhone,
  SIGNING_SESSION,
  type EidPolling,
  type EidStarted,
} from "../../../src/core/rules/session"
import { PollFailed } from "../../../src/core/rules/polling"
import { runOnTestClock, scriptedStatuses } from "./testClock"

/** A provider: the start answers code 1234 (or fails), then each check takes the next scripted status. */
const provider = (statuses: Array<string>, startFails = false) => {
  const server = scriptedStatuses(statuses)
  const codes: Array<string> = []
  const checked: Array<string> = []
  const start = startFails ? Effect.fail("refused" as const) : Effect.succeed({ verificationCode: "1234", sessionSecret: "S" })
  // Each check records the code and the header it would send.
  const check = (started: EidStarted) =>
    Effect.sync(() => checked.push(`${started.verificationCode} ${eidSessionHeaders(started)["x-eid-session"]}`)).pipe(
      Effect.andThen(server.attempt),
    )
  const session = (polling: EidPolling<{ readonly status: string }>) => eidSession(polling, { start, check }, (code) => codes.push(code))
  return { session, calls: server.calls, codes, checked }
}

const failureOf = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isFailure(exit) ? exit.cause.reasons.map((r) => (r as { error?: unknown }).error).find(Boolean) : undefined

const errors = (n: number) => Array.from({ length: n }, () => "error")

describe("eID session on the login timers (3 s, 4 failed requests)", () => {
  it("shows the code from the start, then polls with it until a final answer, which it returns", async () => {
    const p = provider(["RUNNING", "RUNNING", "OK"])
    const exit = await runOnTestClock(p.session(LOGIN_SESSION), "9 seconds")
    expect(exit).toEqual(Exit.succeed({ status: "OK" }))
    expect(p.codes).toEqual(["1234"])
    expect(p.checked).toEqual(["1234 S", "1234 S", "1234 S"])
  })

  it("RUNNING keeps polling every 3 s: 3 requests after 9 s, still running", async () => {
    const p = provider(["RUNNING"])
    const exit = await runOnTestClock(p.session(LOGIN_SESSION).pipe(Effect.timeout("9500 millis")), "9500 millis")
    expect(Exit.isFailure(exit)).toBe(true)
    expect(p.calls()).toBe(3)
  })

  it("FAILED stops at once", async () => {
    const p = provider(["RUNNING", "FAILED", "OK"])
    const exit = await runOnTestClock(p.session(LOGIN_SESSION), "60 seconds")
    expect(failureOf(exit)).toMatchObject({ _tag: "PollFailed", reason: "rejected" })
    expect(p.calls()).toBe(2)
  })

  it("3 failed requests in a row are retried: the 4th request's OK signs in", async () => {
    const p = provider([...errors(3), "OK"])
    const exit = await runOnTestClock(p.session(LOGIN_SESSION), "60 seconds")
    expect(exit).toEqual(Exit.succeed({ status: "OK" }))
    expect(p.calls()).toBe(4)
  })

  it("the 4th failed request in a row ends it", async () => {
    const p = provider([...errors(4), "OK"])
    const exit = await runOnTestClock(p.session(LOGIN_SESSION), "60 seconds")
    expect(failureOf(exit)).toMatchObject({ _tag: "PollFailed", reason: "errors" })
    expect(p.calls()).toBe(4)
  })

  it("a refused start fails with its own error, shows no code and never polls", async () => {
    const p = provider(["OK"], true)
    const exit = await runOnTestClock(p.session(LOGIN_SESSION), "60 seconds")
    expect(failureOf(exit)).toBe("refused")
    expect(p.codes).toEqual([])
    expect(p.calls()).toBe(0)
  })
})

describe("eID session on the signing timers (1 s, 3 failed requests)", () => {
  it("RUNNING keeps polling every 1 s and COMPLETED returns the answer", async () => {
    const p = provider(["RUNNING", "RUNNING", "COMPLETED"])
    const exit = await runOnTestClock(p.session(SIGNING_SESSION), "3 seconds")
    expect(exit).toEqual(Exit.succeed({ status: "COMPLETED" }))
    expect(p.calls()).toBe(3)
    expect(p.codes).toEqual(["1234"])
  })

  it("has made 2 requests after 2.5 s", async () => {
    const p = provider(["RUNNING"])
    await runOnTestClock(p.session(SIGNING_SESSION).pipe(Effect.timeout("2500 millis")), "2500 millis")
    expect(p.calls()).toBe(2)
  })

  it("OK is no signing answer: it keeps polling", async () => {
    const p = provider(["OK", "COMPLETED"])
    const exit = await runOnTestClock(p.session(SIGNING_SESSION), "5 seconds")
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(p.calls()).toBe(2)
  })

  it("FAILED stops at once with 'error while signing'", async () => {
    const p = provider(["RUNNING", "FAILED", "COMPLETED"])
    const exit = await runOnTestClock(p.session(SIGNING_SESSION), "10 seconds")
    expect(p.calls()).toBe(2)
    expect(signingErrorOf(failureOf(exit))).toBe("failed")
  })

  it("2 failed requests in a row are retried: the 3rd request's COMPLETED signs", async () => {
    const p = provider([...errors(2), "COMPLETED"])
    const exit = await runOnTestClock(p.session(SIGNING_SESSION), "10 seconds")
    expect(exit).toEqual(Exit.succeed({ status: "COMPLETED" }))
    expect(p.calls()).toBe(3)
  })

  it("the 3rd failed request in a row ends it with 'try again in a moment'", async () => {
    const p = provider(["RUNNING", ...errors(3), "COMPLETED"])
    const exit = await runOnTestClock(p.session(SIGNING_SESSION), "10 seconds")
    expect(p.calls()).toBe(4)
    expect(failureOf(exit)).toBeInstanceOf(PollFailed)
    expect(signingErrorOf(failureOf(exit))).toBe("retryLater")
  })

  it("interrupting the fiber (closing the modal) stops the polling", async () => {
    const p = provider(["RUNNING"])
    await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(p.session(SIGNING_SESSION))
        yield* TestClock.adjust("2 seconds")
        yield* Fiber.interrupt(fiber)
        yield* TestClock.adjust("10 seconds")
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(p.calls()).toBe(2)
  })
})

describe("signing messages by the server's error code", () => {
  const answer = (body: unknown, status = 400) =>
    new ApiError({ callId: "agreementSignSmartId", status, body, message: "", ...problemOf(body) })

  it("NOT_SIGNER in the API's error body, at the start or in a poll answer", () => {
    expect(signingErrorOf(answer({ code: "NOT_SIGNER", message: "x" }))).toBe("notSigner")
    expect(signingErrorOf(answer({ error: "NOT_SIGNER" }))).toBe("failed") // not the API's error body
    expect(signingErrorOf(new PollFailed({ reason: "errors", error: answer({ code: "NOT_SIGNER" }) }))).toBe("notSigner")
  })

  it("a throttled start (429 TOO_MANY_REQUESTS) says to wait", () => {
    expect(signingErrorOf(answer({ code: "TOO_MANY_REQUESTS", message: "x" }, 429))).toBe("tooManyRequests")
  })

  it("other codes keep the spec's generic text; no ID-card software says so", () => {
    expect(signingErrorOf(answer({ code: "VALIDATION", field: "nationalIdentityCode" }, 400))).toBe("failed")
    expect(signingErrorOf(answer("Internal Server Error", 500))).toBe("failed")
    expect(signingErrorOf({ _tag: "SigningRejected", status: "FAILED" })).toBe("failed")
    expect(signingErrorOf({ _tag: "WebEidUnavailable" })).toBe("idCardUnavailable")
  })
})

describe("Smart-ID / Mobile-ID fields", () => {
  it("an 11-digit code; Mobile-ID also needs a phone", () => {
    expect(eidFieldProblems("smart-id", "48001010005", "")).toEqual({ personalCode: false, phone: false })
    expect(eidFieldProblems("smart-id", "4800101000", "")).toEqual({ personalCode: true, phone: false })
    expect(eidFieldProblems("mobile-id", "48001010005", " ")).toEqual({ personalCode: false, phone: true })
    expect(eidFieldProblems("mobile-id", "480010100055", "5551234")).toEqual({ personalCode: true, phone: false })
  })

  it("the phone is sent with the fixed +372", () => {
    expect(mobileIdPhone("5551234")).toBe("+3725551234")
  })
})
