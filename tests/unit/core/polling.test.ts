import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Duration from "effect/Duration"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import { TestClock } from "effect/testing"
import { LOGIN_POLL, classifyLoginPoll, poll } from "../../../src/core/rules/polling"

/** A scripted server: each poll takes the next answer; "error" makes the request fail. */
const scripted = (answers: Array<string>) => {
  let calls = 0
  const attempt = Effect.suspend(() => {
    const next = answers[Math.min(calls, answers.length - 1)]
    calls += 1
    return next === "error" ? Effect.fail("network" as const) : Effect.succeed({ status: next })
  })
  return { attempt, calls: () => calls }
}

const runWithClock = <A, E>(effect: Effect.Effect<A, E>, advance: Duration.Input) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(Effect.exit(effect))
      yield* TestClock.adjust(advance)
      return yield* Fiber.join(fiber)
    }).pipe(Effect.provide(TestClock.layer())),
  )

describe("login poll", () => {
  it("waits 3 s between polls and succeeds after RUNNING answers", async () => {
    const server = scripted(["RUNNING", "RUNNING", "OK"])
    const exit = await runWithClock(poll(LOGIN_POLL, server.attempt, classifyLoginPoll), "9 seconds")
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(server.calls()).toBe(3)
  })

  it("has not polled before 3 s have passed", async () => {
    const server = scripted(["OK"])
    const exit = await runWithClock(poll(LOGIN_POLL, server.attempt, classifyLoginPoll).pipe(Effect.timeout("2999 millis")), "2999 millis")
    expect(Exit.isFailure(exit)).toBe(true)
    expect(server.calls()).toBe(0)
  })

  it("fails at once on FAILED", async () => {
    const server = scripted(["RUNNING", "FAILED", "OK"])
    const exit = await runWithClock(poll(LOGIN_POLL, server.attempt, classifyLoginPoll), "60 seconds")
    expect(Exit.isFailure(exit)).toBe(true)
    expect(JSON.stringify(exit)).toContain("rejected")
    expect(server.calls()).toBe(2)
  })

  it("stops after 4 consecutive failed requests", async () => {
    const server = scripted(["error", "error", "error", "error", "OK"])
    const exit = await runWithClock(poll(LOGIN_POLL, server.attempt, classifyLoginPoll), "60 seconds")
    expect(Exit.isFailure(exit)).toBe(true)
    expect(JSON.stringify(exit)).toContain("errors")
    expect(server.calls()).toBe(4)
  })

  it("a successful answer resets the failure count", async () => {
    const server = scripted(["error", "error", "error", "RUNNING", "error", "error", "error", "OK"])
    const exit = await runWithClock(poll(LOGIN_POLL, server.attempt, classifyLoginPoll), "60 seconds")
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(server.calls()).toBe(8)
  })
})
