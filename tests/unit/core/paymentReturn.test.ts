import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { runOnTestClock, scriptedStatuses } from "./testClock"
import { paymentOutcome } from "../../../src/widgets/payments/paymentReturn"

const scripted = scriptedStatuses
const run = runOnTestClock

describe("payment return (spec part 3)", () => {
  it("first check after 50 ms; CAPTURED is success", async () => {
    const s = scripted(["CAPTURED"])
    expect(await run(paymentOutcome("t", s.check).pipe(Effect.timeout("49 millis")), "49 millis")).toSatisfy(Exit.isFailure)
    expect(s.calls()).toBe(0)
    const exit = await run(paymentOutcome("t", s.check), "50 millis")
    expect(exit).toEqual(Exit.succeed("success"))
  })
  it("PENDING retries every 5 s", async () => {
    const s = scripted(["PENDING", "PENDING", "CAPTURED"])
    const exit = await run(paymentOutcome("t", s.check), "10050 millis")
    expect(exit).toEqual(Exit.succeed("success"))
    expect(s.calls()).toBe(3)
    const early = scripted(["PENDING", "PENDING", "CAPTURED"])
    expect(await run(paymentOutcome("t", early.check).pipe(Effect.timeout("10049 millis")), "10049 millis")).toSatisfy(Exit.isFailure)
    expect(early.calls()).toBe(2)
  })
  it("any other status is an error; a missing token is an error without a call", async () => {
    for (const status of ["DECLINED", "EXPIRED", "FAILED", "NOT_FOUND", "whatever"])
      expect(await run(paymentOutcome("t", scripted([status]).check), "50 millis")).toEqual(Exit.succeed("error"))
    const s = scripted(["CAPTURED"])
    expect(await run(paymentOutcome(null, s.check), "0 millis")).toEqual(Exit.succeed("error"))
    expect(s.calls()).toBe(0)
  })
  it("a failed request is a processing failure (the page toasts and leaves with an error)", async () => {
    const exit = await run(paymentOutcome("t", scripted(["error"]).check), "50 millis")
    expect(Exit.isFailure(exit)).toBe(true)
  })
})
