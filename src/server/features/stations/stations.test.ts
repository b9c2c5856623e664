import { afterAll, beforeAll, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { stations as stationsCall, stationFeatures as featuresCall } from "../../../core/api/stations.calls"
import { demoStationCount } from "./stations.seed"
import { call, createTestServer, type TestServer } from "../../db/testDb"

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const decodeStations = Schema.decodeUnknownSync(stationsCall.response as never) as (u: unknown) => any

it("GET /petrol-stations (page 0, size 999) lists every station across Estonia without sign-in, with enabled feature codes only", async () => {
  const res = await call(server.app, "GET", "/v1/petrol-stations?page=0&size=999")
  expect(res.status).toBe(200)
  const page = decodeStations(res.json)
  expect(page.totalElements).toBe(demoStationCount)
  expect(page.content).toHaveLength(demoStationCount)
  expect(demoStationCount).toBeGreaterThanOrEqual(40)
  for (const s of page.content) {
    // Inside Estonia's bounding box.
    expect(s.latitude).toBeGreaterThan(57.5)
    expect(s.latitude).toBeLessThan(59.7)
    expect(s.longitude).toBeGreaterThan(21.7)
    expect(s.longitude).toBeLessThan(28.3)
  }
  expect(page.content[0].nameEt).toBe("Elva, Tartu mnt 2")
  // The disabled SAUNA never shows; Kadaka tee has it linked.
  const kadaka = page.content.find((s: any) => s.nameEt === "Tallinn, Kadaka tee 70")
  expect(kadaka.enabledFeatures).toEqual(["CAR_WASH", "EV_CHARGING"])
  expect(page.content.flatMap((s: any) => s.enabledFeatures)).not.toContain("SAUNA")
})

it("pages by the query: size 10 gives ten, page 4 of 10 gives the rest; size above the cap is a 400", async () => {
  const first = (await call(server.app, "GET", "/v1/petrol-stations?page=0&size=10")).json
  expect(first.content).toHaveLength(10)
  const last = (await call(server.app, "GET", "/v1/petrol-stations?page=4&size=10")).json
  expect(last.content).toHaveLength(demoStationCount - 40)
  const res = await call(server.app, "GET", "/v1/petrol-stations?page=0&size=1001")
  expect([res.status, res.json.field]).toEqual([400, "size"])
})

it("GET /station-features lists the facilities with their enabled flag", async () => {
  const res = await call(server.app, "GET", "/v1/station-features?page=0&size=999")
  expect(res.status).toBe(200)
  const page = Schema.decodeUnknownSync(featuresCall.response as never)(res.json) as any
  expect(page.content.map((f: any) => f.code)).toContain("CAFE")
  expect(page.content.find((f: any) => f.code === "SAUNA").enabled).toBe(false)
})
