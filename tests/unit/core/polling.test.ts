import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { runOnTestClock, scriptedStatuses } from "./testClock"
import { LOGIN_POLL, classifyLoginPoll, poll } from "../../../src/core/rules/polling"

const scripted = scriptedStatuses
const runWithClock = runOnTestClock

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
