/**
 * The Smart-ID and Mobile-ID simulators and the demo CA's OCSP responder as services of their own, for a
 * server that mounts none (the production start's test, tests/browser/production.spec.ts):
 *
 *   node --import tsx scripts/eid-simulators.ts [port]   # the OCSP responder's port (default any free one)
 *
 * Prints one JSON line with the variables that point a server at them (SMART_ID_* and MOBILE_ID_*, and
 * EID_TRUST_ANCHORS: the demo CA), then serves until SIGTERM. The simulated people's certificates name this
 * process's responder in their Authority Information Access (PUBLIC_ORIGIN is set to it before they are made),
 * so the server asks it over HTTP as it would ask SK's.
 */
import { fileURLToPath } from "node:url"
import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import { DEMO_OCSP_PATH } from "../src/server/simulators/demoCa"
import { startEidSimulators } from "../src/server/simulators/eidServers"
import { demoOcspAnswer } from "../src/server/simulators/ocsp"

const ocsp = new Hono()
ocsp.post(DEMO_OCSP_PATH, async (c) =>
  c.body(demoOcspAnswer(new Uint8Array(await c.req.arrayBuffer())), 200, { "content-type": "application/ocsp-response" }),
)
const responder = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const server = serve({ fetch: ocsp.fetch, port: Number(process.argv[2] ?? 0), hostname: "127.0.0.1" }, () => resolve(server))
})
process.env.PUBLIC_ORIGIN = `http://127.0.0.1:${(responder.address() as AddressInfo).port}`
const simulators = await startEidSimulators()
const anchors = fileURLToPath(new URL("../src/server/simulators/demoCaPem/ca.crt.pem", import.meta.url))
console.log(JSON.stringify({ ...simulators.env, EID_TRUST_ANCHORS: anchors }))

const stop = async () => {
  await simulators.close()
  responder.close()
  process.exit(0)
}
process.once("SIGTERM", stop)
process.once("SIGINT", stop)
