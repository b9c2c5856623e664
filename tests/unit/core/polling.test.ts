import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { runOnTestClock, scriptedStatuses } from "./testClock"
import { DISPENSING_SAVE_POLL, LOGIN_POLL, classifyDispensingSavePoll, classifyLoginPoll, poll } from "../../../src/core/rules/polling"

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

describe("dispensing order save poll", () => {
  const states = (answers: Array<string>) => {
    let calls = 0
    const attempt = Effect.suspend(() => {
      const next = answers[Math.min(calls, answers.length - 1)]!
      calls += 1
      return next === "error" ? Effect.fail("network" as const) : Effect.succeed({ state: next })
    })
    return { attempt, calls: () => calls }
  }
  const savePoll = (server: ReturnType<typeof states>) => poll(DISPENSING_SAVE_POLL, server.attempt, classifyDispensingSavePoll)

  it("has not asked before 6 s have passed", async () => {
    const server = states(["COMPLETED"])
    const exit = await runWithClock(savePoll(server).pipe(Effect.timeout("5999 millis")), "5999 millis")
    expect(Exit.isFailure(exit)).toBe(true)
    expect(server.calls()).toBe(0)
  })

  it("asks every 6 s while RUNNING and ends on COMPLETED", async () => {
    const server = states(["RUNNING", "RUNNING", "COMPLETED"])
    const early = await runWithClock(
      savePoll(states(["RUNNING", "RUNNING", "COMPLETED"])).pipe(Effect.timeout("17999 millis")),
      "17999 millis",
    )
    expect(Exit.isFailure(early)).toBe(true)
    const exit = await runWithClock(savePoll(server), "18 seconds")
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(server.calls()).toBe(3)
  })

  it("fails on FAILED without asking again", async () => {
    const server = states(["RUNNING", "FAILED", "COMPLETED"])
    const exit = await runWithClock(savePoll(server), "60 seconds")
    expect(Exit.isFailure(exit)).toBe(true)
    expect(JSON.stringify(exit)).toContain("rejected")
    expect(server.calls()).toBe(2)
  })

  it("fails on the first failed request (the polling error is a save error)", async () => {
    const server = states(["error", "COMPLETED"])
    const exit = await runWithClock(savePoll(server), "60 seconds")
    expect(Exit.isFailure(exit)).toBe(true)
    expect(JSON.stringify(exit)).toContain("errors")
    expect(server.calls()).toBe(1)
  })
})
