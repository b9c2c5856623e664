/** Demo mode (default on): the simulated ID card answers. DEMO_MODE=off turns it off. */
export const demoMode = (): boolean => process.env.DEMO_MODE !== "off"
