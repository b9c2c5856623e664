import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { TestClock } from "effect/testing"

/**
 * A scripted server for polling tests: each request takes the next answer as `{ status }`
 * (the last one repeats); "error" makes the request itself fail.
 */
export const scriptedStatuses = (answers: Array<string>) => {
  let calls = 0
  const attempt = Effect.suspend(() => {
    const next = answers[Math.min(calls, answers.length - 1)]!
    calls += 1
    return next === "error" ? Effect.fail("network" as const) : Effect.succeed({ status: next })
  })
  return { attempt, check: () => attempt, calls: () => calls }
}

/** Runs an effect on Effect's test clock, moving the clock `advance` forward; no real waiting. */
export const runOnTestClock = <A, E>(effect: Effect.Effect<A, E>, advance: Duration.Input) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(Effect.exit(effect))
      yield* TestClock.adjust(advance)
      return yield* Fiber.join(fiber)
    }).pipe(Effect.provide(TestClock.layer())),
  )
