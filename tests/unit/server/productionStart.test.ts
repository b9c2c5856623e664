import { spawnSync } from "node:child_process"
import { describe, expect, it } from "vitest"

/**
 * The production start (src/server/production.ts) refuses to run without the providers' configuration:
 * no simulator stands in for Smart-ID or Mobile-ID outside demo mode, and the message names what is missing.
 */
const start = (env: Record<string, string>) =>
  spawnSync("node", ["--import", "tsx", "src/server/production.ts"], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    encoding: "utf8",
    timeout: 60_000,
  })

const providers = {
  SMART_ID_BASE_URL: "https://rp-api.smart-id.com",
  SMART_ID_RP_UUID: "00000000-0000-0000-0000-000000000000",
  SMART_ID_RP_NAME: "DEMO",
  MOBILE_ID_BASE_URL: "https://mid.sk.ee/mid-api",
  MOBILE_ID_RP_UUID: "00000000-0000-0000-0000-000000000000",
  MOBILE_ID_RP_NAME: "DEMO",
  EID_TRUST_ANCHORS: "src/server/simulators/demoCaPem/ca.crt.pem",
}

describe("the production start without provider configuration", () => {
  it("exits 2 naming every missing variable, and starts no simulator", () => {
    const run = start({})
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(2)
    for (const name of Object.keys(providers)) expect(output).toContain(name)
    expect(output).not.toContain("simulator at")
  }, 70_000)

  it("names only what is missing: with the providers given, none of them is named", () => {
    const { MOBILE_ID_RP_NAME: _, ...withoutOne } = providers
    const partial = start(withoutOne)
    expect(partial.status).toBe(2)
    const output = partial.stdout + partial.stderr
    expect(output).toContain("MOBILE_ID_RP_NAME is required by the production start")
    for (const name of Object.keys(withoutOne)) expect(output).not.toContain(`${name} is required`)
    // What else production needs is still named (config.ts).
    expect(output).toContain("DATABASE_URL is required by the production start")
  }, 70_000)
})
