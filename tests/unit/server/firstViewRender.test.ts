import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeViewCookie, encodeViewCookie } from "../../../src/core/http/viewCookie"
import { routes } from "../../../src/portal/app/routes"
import { isPlainJson, prepareFirstViews, renderFirstView, rendersFirstView } from "../../../src/portal/firstView"
import { demoPersonalCodes } from "../../../src/server/db/seed"
import { createTestServer, signInAs, type TestServer } from "../../../src/server/db/testDb"

/*
 * The portal's render of a first view on the server (issue 31, src/portal/firstView.tsx), over the real app:
 * one render per request, each with its own session, store, client and address, also when requests overlap.
 * From its build it is tried in a browser by tests/browser/firstView.spec.ts.
 */
let server: TestServer
let mari: { token: string; userId: number }
let jaan: { token: string; userId: number }
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
  jaan = await signInAs(server.app, demoPersonalCodes.jaan)
}, 120_000)
afterAll(() => server.close())

const storageOf = (values: Record<string, string>) => decodeViewCookie(encodeViewCookie((key) => values[key] ?? null))!
const render = (path: string, who: { token: string; userId: number }, values: Record<string, string> = {}) =>
  renderFirstView({
    path,
    storage: storageOf({ "ise.userId": String(who.userId), ...values }),
    userId: who.userId,
    token: who.token,
    fetchApi: (p, init) => Promise.resolve(server.app.request(p, init)),
  })

describe("the first view's render", () => {
  it("renders signed-in routes only for a session", () => {
    expect([rendersFirstView("/arved"), rendersFirstView("/väljavõte"), rendersFirstView("/login"), rendersFirstView("/nope")]).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  it("renders the sign-in page, and only it, for a signed-out visitor: in the stored language, no session in it", async () => {
    expect([rendersFirstView("/login", false), rendersFirstView("/arved", false), rendersFirstView("/redirect", false)]).toEqual([
      true,
      false,
      false,
    ])
    const signedOut = (values: Record<string, string>) =>
      renderFirstView({
        path: "/login",
        storage: storageOf(values),
        userId: null,
        token: null,
        fetchApi: (p, init) => Promise.resolve(server.app.request(p, init)),
      })
    const [et, en] = await Promise.all([signedOut({}), signedOut({ "ise.locale": "en" })])
    expect(et?.html).toMatch(/<h1[^>]*>Sisene iseteenindusse<\/h1>/)
    expect(et?.html).toContain("Isikukood")
    // The sign-in page asks nothing about cookies (Shell.tsx): the form is what it paints.
    expect(et?.html).not.toContain("cookie-banner")
    expect([et?.locale, en?.locale, et?.customerId]).toEqual(["et", "en", null])
    expect(en?.html).not.toContain("Sisene iseteenindusse")
    // A signed-in page is not rendered without a session.
    expect(
      await renderFirstView({
        path: "/arved",
        storage: storageOf({}),
        userId: null,
        token: null,
        fetchApi: () => Promise.reject(new Error("no call")),
      }),
    ).toBe(undefined)
  })

  it("overlapping renders of two customers each show their own customer, user and answers only", async () => {
    const [forMari, forJaan] = await Promise.all([
      render("/esileht", mari, { "ise.customerId": "2" }),
      render("/esileht", jaan),
      render("/arved", mari, { "ise.customerId": "2" }),
    ])
    expect(forMari?.html).toContain("Tere, Mari!")
    expect(forMari?.html).toContain("Näidis Logistika OÜ")
    expect(forMari?.html).not.toContain("Jaan")
    expect(forJaan?.html).toContain("Tere, Jaan!")
    expect(forJaan?.html).not.toContain("Mari")
    expect(forJaan?.html).not.toContain("Näidis Logistika")
    // Jaan had no customer stored: the render chose his first one, as the browser's session would.
    expect([forMari?.customerId, forJaan?.customerId]).toEqual([2, 4])
    expect(JSON.stringify(forJaan?.queries)).not.toContain("Näidis")
  })

  it("every signed-in route renders whole: no part left to an inline script (the CSP refuses them), answers as plain JSON", async () => {
    for (const route of routes.filter((r) => !r.public && !r.path.includes(":"))) {
      const view = await render(route.path, mari, { "ise.customerId": "2" })
      expect(view, route.path).toBeDefined()
      expect(view!.html, route.path).not.toMatch(/<script|<template/i)
      expect(isPlainJson(view!.queries), route.path).toBe(true)
    }
  }, 120_000)

  it("renders in the stored language", async () => {
    const view = await render("/arved", mari, { "ise.customerId": "2", "ise.locale": "en" })
    expect(view?.locale).toBe("en")
    expect(view?.html).toMatch(/<h1[^>]*>Invoices<\/h1>/)
    const calls = (view!.queries as { queries: Array<{ queryKey: unknown[] }> }).queries.map((q) => q.queryKey[2])
    expect(calls).toEqual(expect.arrayContaining(["currentUser", "userContacts", "customer", "documents"]))
  })

  it("gives up when a query the page needs fails: the browser's own start shows its error and retry", async () => {
    const failing = await renderFirstView({
      path: "/arved",
      storage: storageOf({ "ise.userId": String(mari.userId), "ise.customerId": "2" }),
      userId: mari.userId,
      token: mari.token,
      fetchApi: (p, init) =>
        Promise.resolve(p.startsWith("/v1/documents/") ? new Response("{}", { status: 500 }) : server.app.request(p, init)),
    })
    expect(failing).toBeUndefined()
  })

  it("prepareFirstViews loads every page and language without an error", async () => {
    await expect(prepareFirstViews()).resolves.toBeUndefined()
  })

  it("isPlainJson: what comes back the same from JSON", () => {
    expect(isPlainJson({ a: [1, "x", true, null, { b: undefined }] })).toBe(true)
    for (const odd of [new Date(), new Map(), Number.NaN, Number.POSITIVE_INFINITY, [undefined], () => 1, 1n])
      expect(isPlainJson({ odd }), String(odd)).toBe(false)
  })
})
