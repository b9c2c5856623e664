import * as Schema from "effect/Schema"
import { afterEach, describe, expect, it, vi } from "vitest"
import * as pricesCalls from "../../../src/core/api/prices.calls"
import { publicPrices } from "../../../src/core/api/prices.public"
import { publicStationFeatures, publicStations } from "../../../src/core/api/stations.public"
import * as stationsCalls from "../../../src/core/api/stations.calls"
import { PublicCallError, publicGet, type PublicGet } from "../../../src/core/http/publicGet"

const page = (content: unknown[]) => ({ content, number: 0, size: 999, totalElements: content.length })
const station = { id: 1, nameEt: "Tartu", latitude: 58.4, longitude: 26.7, enabledFeatures: ["WC"] }
const feature = { id: 2, code: "WC", nameEt: "WC", enabled: true }

/** Each light check beside its call in the contract, with answers the schema takes and answers it refuses. */
const cases: ReadonlyArray<{
  readonly check: PublicGet<unknown>
  readonly call: { readonly id: string; readonly path: string; readonly response: Schema.Top }
  readonly good: ReadonlyArray<unknown>
  readonly bad: ReadonlyArray<unknown>
}> = [
  {
    check: publicPrices,
    call: pricesCalls.prices,
    good: [
      [],
      [
        { noomId: 1133, price: 1.659, idcPrice: 1.6 },
        { noomId: 1135, price: 1.7, idcPrice: null },
        { noomId: 1, price: 2 },
      ],
      [{ noomId: 1, price: 2, extra: "x" }],
    ],
    bad: [null, {}, [{ noomId: "1133", price: 1 }], [{ noomId: 1 }], [{ noomId: 1, price: 1, idcPrice: "1" }], [null]],
  },
  {
    check: publicStations,
    call: stationsCalls.stations,
    good: [page([]), page([station]), page([{ ...station, enabledFeatures: [] }])],
    bad: [
      [],
      page([{ ...station, latitude: null }]),
      page([{ ...station, enabledFeatures: [1] }]),
      { ...page([station]), number: "0" },
      { content: [] },
    ],
  },
  {
    check: publicStationFeatures,
    call: stationsCalls.stationFeatures,
    good: [page([feature]), page([{ ...feature, enabled: false }])],
    bad: [page([{ ...feature, enabled: "true" }]), page([{ ...feature, code: undefined }]), page(["WC"])],
  },
]

describe("the public elements' light answer checks (core/http/shapeCheck.ts)", () => {
  for (const { check, call, good, bad } of cases) {
    const decode = Schema.decodeUnknownSync(call.response as Schema.Codec<unknown, unknown>)
    it(`${call.id}: the contract's call and address; takes what its schema takes, as the schema decodes it`, () => {
      expect([check.id, check.path]).toEqual([call.id, call.path])
      for (const answer of good) expect(check.check(answer)).toEqual(decode(answer))
    })
    it(`${call.id}: refuses what its schema refuses`, () => {
      for (const answer of bad) {
        expect(() => decode(answer)).toThrow()
        expect(() => check.check(answer)).toThrow(PublicCallError)
      }
    })
  }
})

describe("publicGet", () => {
  afterEach(() => vi.unstubAllGlobals())
  const answering = (status: number, body: unknown) => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }))
    vi.stubGlobal("fetch", fetch)
    return fetch
  }

  it("GETs the call's address with its query and no credentials, and gives the checked answer", async () => {
    const fetch = answering(200, page([feature]))
    const answer = await publicGet("https://api.example/v1", publicStationFeatures, { page: 0, size: 999 })
    expect(answer.content).toEqual([feature])
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe("https://api.example/v1/station-features?page=0&size=999")
    expect(init).toMatchObject({ method: "GET", credentials: "omit" })
  })
  it("fails with the call and status on an answer other than 200, on no answer, and on an answer of another shape", async () => {
    answering(503, { message: "down" })
    await expect(publicGet("/v1a", publicPrices)).rejects.toMatchObject({ name: "PublicCallError", callId: "prices", status: 503 })
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    )
    await expect(publicGet("/v1b", publicPrices)).rejects.toMatchObject({ callId: "prices", status: 0 })
    answering(200, [{ noomId: 1 }])
    await expect(publicGet("/v1c", publicPrices)).rejects.toThrow(/prices: expected number at \[0\]\.price/)
  })
})
