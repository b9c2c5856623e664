import * as Schema from "effect/Schema"
import { afterEach, describe, expect, it, vi } from "vitest"
import { defineCall } from "../../../src/core/api/call"
import {
  callQueryKey,
  callQueryOptions,
  configureApi,
  customerIdAtom,
  queryClient,
  reloadChanges,
  store,
  userIdAtom,
  writeCall,
} from "../../../src/widgets/session"

// Two calls of a made-up feature: the list a page shows, and the write that changes it.
const things = defineCall({
  id: "things",
  method: "GET",
  path: "/things/{customerId}",
  response: Schema.Array(Schema.String),
  access: "customer",
  summary: "things",
})
const otherList = defineCall({
  id: "otherList",
  method: "GET",
  path: "/other/{customerId}",
  response: Schema.Array(Schema.String),
  access: "customer",
  summary: "other",
})
const thingCreate = defineCall({
  id: "thingCreate",
  method: "POST",
  path: "/things/{customerId}",
  body: Schema.Struct({ name: Schema.String }),
  response: "empty",
  access: "customer",
  errors: ["NOTHING_CHANGED"],
  changes: [things],
  summary: "new thing",
})

const requests: Array<{ url: string; method: string; body: unknown }> = []
const answerWith = (status: number, body?: unknown) =>
  vi.stubGlobal("fetch", async (url: string | Request, init?: RequestInit) => {
    const u = typeof url === "string" ? url : url.url
    requests.push({ url: u, method: init?.method ?? (url as Request).method ?? "GET", body: init?.body })
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { "content-type": "application/json" },
    })
  })

const listKey = callQueryKey(things, 5, { params: { customerId: 5 } })
const otherKey = callQueryKey(otherList, 5, { params: { customerId: 5 } })

afterEach(() => {
  vi.unstubAllGlobals()
  requests.splice(0)
  queryClient.clear()
  store.set(customerIdAtom, null)
  store.set(userIdAtom, null)
})

describe("writeCall", () => {
  it("fills the session's customer into the path, and reloads the queries of the calls it changes, not others", async () => {
    configureApi({ baseUrl: "http://api.test/v1" })
    store.set(userIdAtom, 1)
    store.set(customerIdAtom, 5)
    queryClient.setQueryData(listKey, ["old"])
    queryClient.setQueryData(otherKey, ["kept"])
    answerWith(204)
    const outcome = await writeCall(thingCreate, { body: { name: "x" } })
    expect(outcome.ok).toBe(true)
    expect(requests[0]).toMatchObject({ url: "http://api.test/v1/things/5", method: "POST" })
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false)
  })

  it("tells the answer (sent) before the changed queries reload", async () => {
    configureApi({ baseUrl: "http://api.test/v1" })
    store.set(userIdAtom, 1)
    store.set(customerIdAtom, 5)
    queryClient.setQueryData(listKey, ["old"])
    answerWith(204)
    const seen: Array<boolean | undefined> = []
    const outcome = await writeCall(
      thingCreate,
      { body: { name: "x" } },
      { sent: () => seen.push(queryClient.getQueryState(listKey)?.isInvalidated) },
    )
    expect([outcome.ok, seen]).toEqual([true, [false]])
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
  })

  it("answers a refusal as a problem with the API's code and field, and reloads nothing", async () => {
    configureApi({ baseUrl: "http://api.test/v1" })
    store.set(userIdAtom, 1)
    store.set(customerIdAtom, 5)
    queryClient.setQueryData(listKey, ["old"])
    answerWith(409, { code: "NOTHING_CHANGED", field: "name", message: "same" })
    const outcome = await writeCall(thingCreate, { body: { name: "x" } })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect([outcome.problem.code, outcome.problem.field]).toEqual(["NOTHING_CHANGED", "name"])
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false)
  })

  it("a path parameter given by the caller wins over the session's", async () => {
    configureApi({ baseUrl: "http://api.test/v1" })
    store.set(customerIdAtom, 5)
    answerWith(204)
    await writeCall(thingCreate, { params: { customerId: 9 }, body: { name: "x" } })
    expect(requests[0].url).toBe("http://api.test/v1/things/9")
  })

  it("reloads only the shown queries of a changed call, unless asked to reload all of them", async () => {
    configureApi({ baseUrl: "http://api.test/v1" })
    store.set(userIdAtom, 1)
    store.set(customerIdAtom, 5)
    // A query no component shows (it was answered, nobody observes it): invalidated, but fetched again only with reload "all".
    // One answer for every request: the list's GET, and the write's POST (whose answer is empty).
    answerWith(200, ["a"])
    await queryClient.fetchQuery(callQueryOptions(things, 5, { params: { customerId: 5 } }))
    requests.splice(0)
    await writeCall(thingCreate, { body: { name: "x" } })
    expect(requests.map((r) => r.method)).toEqual(["POST"])
    requests.splice(0)
    await writeCall(thingCreate, { body: { name: "x" } }, { reload: "all" })
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ["POST", "http://api.test/v1/things/5"],
      ["GET", "http://api.test/v1/things/5"],
    ])
  })
})

describe("reloadChanges", () => {
  it("reloads the queries of the calls a call changes, for a write made another way (an Effect flow)", async () => {
    store.set(customerIdAtom, 5)
    queryClient.setQueryData(listKey, ["old"])
    queryClient.setQueryData(otherKey, ["kept"])
    await reloadChanges(thingCreate)
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false)
  })
})
