let production = false

/**
 * Demo mode (default on): the demo seed, the simulators (Smart-ID / Mobile-ID, the bank, the grid operator,
 * the ID card), the demo outbox and clock. DEMO_MODE=off turns it off, and so does the production start
 * (`npm run start:prod`, src/server/production.ts), whatever the environment says.
 */
export const demoMode = (): boolean => !production && process.env.DEMO_MODE !== "off"

/** The production start's first step: nothing demo-only is reachable in this process from here on. */
export const startInProduction = (): void => {
  production = true
}
