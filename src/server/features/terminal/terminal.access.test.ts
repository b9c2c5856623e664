import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { terminalCalls as terminalCallSet } from "../../../core/api"
import { call } from "../../db/testDb"
import { contacts } from "../../db/schema"
import { demoIds } from "../../db/seed"
import { c, get, jaan, mari, server, terminalCalls, urlOf, useTerminalServer } from "./terminal.fixtures"

useTerminalServer()

describe("access", () => {
  it("every customer route is 403 for another customer's id, both ways", async () => {
    const customerCalls = terminalCalls.filter((x) => x.access === "customer")
    expect(customerCalls).toHaveLength(11)
    for (const x of customerCalls) {
      const body = x.body ? { uid: 1 } : undefined
      const jaanToCompany = await call(server.app, x.method, urlOf(x, c.naidisLogistika), { token: jaan.token, body })
      const mariToJaan = await call(server.app, x.method, urlOf(x, c.jaanPrivate), { token: mari.token, body })
      expect([x.id, jaanToCompany.status, mariToJaan.status]).toEqual([x.id, 403, 403])
    }
  })

  it("a contact without the route's role is 403 (KÜ Tamme 5 has no terminal role)", async () => {
    for (const x of terminalCalls.filter((y) => y.access === "customer")) {
      const res = await call(server.app, x.method, urlOf(x, c.kyTamme5), { token: mari.token, body: x.body ? { uid: 1 } : undefined })
      expect([x.id, res.status]).toEqual([x.id, 403])
    }
  })

  it("each route needs its own role: SUPPLIER, BOOKER, TANK_OWNER, DISPENSER", async () => {
    expect(terminalCallSet.inventory.roles).toEqual(["SUPPLIER"])
    expect(terminalCallSet.bookings.roles).toEqual(["BOOKER"])
    expect(terminalCallSet.tanks.roles).toEqual(["TANK_OWNER"])
    // Give Mari's own customer every role but the one each route needs: still 403.
    for (const [path, role] of [
      ["/inventory", "SUPPLIER"],
      ["/booking", "BOOKER"],
      ["/tanks", "TANK_OWNER"],
      ["/dispensing-order", "DISPENSER"],
    ] as const) {
      await server.db
        .update(contacts)
        .set({ roles: ["ADMIN", "SUPPLIER", "BOOKER", "TANK_OWNER", "DISPENSER"].filter((r) => r !== role) })
        .where(eq(contacts.id, demoIds.contacts.mariPrivate))
      expect([path, (await get(`${path}/${c.mariPrivate}`)).status]).toEqual([path, 403])
    }
    await server.db
      .update(contacts)
      .set({ roles: ["ADMIN", "ELECTRICITY_CUSTOMER"] })
      .where(eq(contacts.id, demoIds.contacts.mariPrivate))
  })

  it("carriers are for any signed-in user, 401 without a token", async () => {
    expect((await get("/carriers", jaan.token)).status).toBe(200)
    expect((await call(server.app, "GET", "/v1/carriers")).status).toBe(401)
  })
})
