import type { AddressInfo } from "node:net"
import type { Server } from "node:http"
import { serve } from "@hono/node-server"
import type { Hono } from "hono"
import { EID_VARIABLES } from "../auth/eidProvider"
import { log } from "../log"
import { DEMO_RELYING_PARTY, type SimulatorOptions } from "./eidPeople"
import { mobileIdSimulator } from "./mobileIdSimulator"
import { smartIdSimulator } from "./smartIdSimulator"

export interface EidSimulators {
  /** The environment that points the product's clients at them (SMART_ID_* and MOBILE_ID_*). */
  readonly env: Record<string, string>
  close(): Promise<void>
}

function listen(app: Hono, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => resolve(server)) as Server
    server.once("error", reject)
  })
}

/**
 * The Smart-ID and Mobile-ID simulators, each an HTTP service on its own port (0: any free one, the
 * default, so parallel demo servers and test runs never collide), on 127.0.0.1.
 */
export async function startEidSimulators(
  ports: { smartId?: number; mobileId?: number } = {},
  options: SimulatorOptions = {},
): Promise<EidSimulators> {
  const hostname = "127.0.0.1"
  const rp = options.relyingParty ?? DEMO_RELYING_PARTY
  const smart = await listen(smartIdSimulator({ ...options, relyingParty: rp }), ports.smartId ?? 0, hostname)
  const mobile = await listen(mobileIdSimulator({ ...options, relyingParty: rp }), ports.mobileId ?? 0, hostname)
  const url = (server: Server) => `http://${hostname}:${(server.address() as AddressInfo).port}`
  return {
    env: {
      SMART_ID_BASE_URL: url(smart),
      SMART_ID_RP_UUID: rp.uuid,
      SMART_ID_RP_NAME: rp.name,
      MOBILE_ID_BASE_URL: url(mobile),
      MOBILE_ID_RP_UUID: rp.uuid,
      MOBILE_ID_RP_NAME: rp.name,
    },
    close: async () => {
      await Promise.all([smart, mobile].map((s) => new Promise<void>((done) => s.close(() => done()))))
    },
  }
}

/** A port setting: a whole number 0…65535, else 0 (any free port). */
export const simulatorPort = (raw: string | undefined): number => {
  const port = Number(raw ?? 0)
  return Number.isInteger(port) && port >= 0 && port <= 65_535 ? port : 0
}

/**
 * Demo mode with no provider configured (none of SMART_ID_* / MOBILE_ID_*): the simulators start on
 * SMART_ID_SIMULATOR_PORT and MOBILE_ID_SIMULATOR_PORT (any free port by default) and their addresses
 * become the configuration the clients read (child processes, a cluster's workers, inherit it).
 * Undefined when providers are configured: then those are asked, simulators or not.
 */
export async function startDemoProviders(env: NodeJS.ProcessEnv = process.env): Promise<EidSimulators | undefined> {
  if (EID_VARIABLES.some((name) => env[name]?.trim())) return undefined
  const simulators = await startEidSimulators({
    smartId: simulatorPort(env.SMART_ID_SIMULATOR_PORT),
    mobileId: simulatorPort(env.MOBILE_ID_SIMULATOR_PORT),
  })
  Object.assign(env, simulators.env)
  log().info(`Demo: Smart-ID simulator at ${simulators.env.SMART_ID_BASE_URL}, Mobile-ID simulator at ${simulators.env.MOBILE_ID_BASE_URL}`)
  return simulators
}
