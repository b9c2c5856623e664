import { startInProduction } from "./demo"

/**
 * The production start (`npm run start:prod`: `node dist/server/production.js`, compiled by `npm run build`):
 * the same server as src/server/main.ts with demo mode off before anything else runs, so no seed, no
 * simulators, no demo routes, and migrations only with MIGRATE_ON_START=true (else `npm run db:migrate`).
 */
startInProduction()
await import("./main")
