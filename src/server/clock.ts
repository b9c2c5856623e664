/** The server's time, injected so that tests (and the demo's browser tests) can fix it. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that runs with the system's time until `set` fixes it (null: back to the system's). */
export interface SettableClock extends Clock {
  set(at: Date | null): void
}

export function settableClock(initial: Date | null = null): SettableClock {
  let fixed = initial
  return {
    now: () => (fixed ? new Date(fixed.getTime()) : new Date()),
    set: (at) => {
      fixed = at
    },
  }
}
