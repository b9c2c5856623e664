import { describe, expect, it } from "vitest"
import { shareGets } from "../../../src/core/http/sharedGets"
import type { TransportRequest, TransportResponse } from "../../../src/core/http/transport"

/** A transport that answers when the test says so, counting what reached it. */
const scripted = (status = 200) => {
  const sent: TransportRequest[] = []
  const pending: Array<() => void> = []
  const transport = (request: TransportRequest) =>
    new Promise<TransportResponse>((resolve) => {
      sent.push(request)
      pending.push(() => resolve({ status, statusText: "", headers: new Headers(), data: { n: sent.length } }))
    })
  return {
    sent,
    transport,
    answerAll: () => {
      for (const answer of pending.splice(0)) answer()
    },
  }
}
const get = (url: string, token = "t1"): TransportRequest => ({
  url,
  method: "GET",
  headers: { accept: "application/json", authorization: `Bearer ${token}` },
  binary: false,
})

describe("shareGets", () => {
  it("a GET asked while the same one is on its way shares its answer; another token, query or a POST does not", async () => {
    const { sent, transport, answerAll } = scripted()
    const shared = shareGets(transport)
    const a = shared(get("/v1/one"))
    const b = shared(get("/v1/one"))
    const otherToken = shared(get("/v1/one", "t2"))
    const otherQuery = shared({ ...get("/v1/one"), query: { page: "1" } })
    const post = shared({ ...get("/v1/one"), method: "POST" })
    const post2 = shared({ ...get("/v1/one"), method: "POST" })
    expect(sent).toHaveLength(5)
    answerAll()
    expect(await a).toBe(await b)
    await Promise.all([otherToken, otherQuery, post, post2])
    // Settled and not kept: the next one is a new request.
    void shared(get("/v1/one"))
    expect(sent).toHaveLength(6)
    answerAll()
  })

  it("keeps a success for keepMs when asked to, never a failure", async () => {
    const ok = scripted()
    const kept = shareGets(ok.transport, 60_000)
    const first = kept(get("/v1/two"))
    ok.answerAll()
    expect(await kept(get("/v1/two"))).toBe(await first)
    expect(ok.sent).toHaveLength(1)

    const failing = scripted(500)
    const notKept = shareGets(failing.transport, 60_000)
    const failed = notKept(get("/v1/three"))
    failing.answerAll()
    await failed
    void notKept(get("/v1/three"))
    expect(failing.sent).toHaveLength(2)
    failing.answerAll()
  })
})
