import { useCallback, useEffect, useRef } from "react"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"

export interface RunHandlers<A> {
  readonly onSuccess: (value: A) => void
  /** The program's typed failure (its `_tag` kept), or the defect when it died. */
  readonly onFailure: (error: unknown) => void
}

/**
 * Runs one program at a time in a fiber: a new run, `stop()` or unmounting interrupts the one before
 * (leaving the page or closing the modal ends the polling), and an interrupted run reports nothing.
 */
export const useInterruptibleRun = () => {
  const current = useRef<Fiber.Fiber<unknown, unknown> | null>(null)
  // A run asked for after unmounting (a lazy flow that finished loading too late) never starts.
  const mounted = useRef(false)

  const stop = useCallback(() => {
    const fiber = current.current
    current.current = null
    if (fiber) Effect.runFork(Fiber.interrupt(fiber))
  }, [])
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      stop()
    }
  }, [stop])

  const run = useCallback(
    <A, E>(program: Effect.Effect<A, E>, handlers: RunHandlers<A>) => {
      stop()
      if (!mounted.current) return
      const fiber = Effect.runFork(program)
      current.current = fiber
      fiber.addObserver((exit) => {
        if (current.current !== fiber) return
        current.current = null
        if (Exit.isSuccess(exit)) return handlers.onSuccess(exit.value)
        if (Cause.hasInterruptsOnly(exit.cause)) return
        const failure = exit.cause.reasons.find(Cause.isFailReason)
        handlers.onFailure(failure ? failure.error : Cause.squash(exit.cause))
      })
    },
    [stop],
  )

  return { run, stop }
}
