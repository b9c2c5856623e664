import { afterAll, beforeAll, expect, it } from "vitest"
import * as Schema from "effect/Schema"
import { loyaltyLevels as levelsCall } from "../../../core/api/loyalty.calls"
import { loyaltyCardOf } from "../../../core/rules/loyalty"
import { Customer } from "../../../core/schemas/session"
import { demoIds, demoPersonalCodes } from "../../db/seed"
import { call, createTestServer, signInAs, type TestServer } from "../../db/testDb"

let server: TestServer
let mari: { token: string; userId: number }
beforeAll(async () => {
  server = await createTestServer()
  mari = await signInAs(server.app, demoPersonalCodes.mari)
})
afterAll(() => server?.close())

it("GET /loyalty-levels answers the IDC and IDC2 levels by threshold (100 L), discounts in s/L", async () => {
  const res = await call(server.app, "GET", "/v1/loyalty-levels", { token: mari.token })
  expect(res.status).toBe(200)
  const levels = Schema.decodeUnknownSync(levelsCall.response)(res.json)
  expect(levels).toEqual([
    { levelId: "IDC", fuelCapacity: 0, fuelDiscount: 3 },
    { levelId: "IDC2", fuelCapacity: 100, fuelDiscount: 5 },
  ])
})

it("is 401 without a token", async () => {
  expect((await call(server.app, "GET", "/v1/loyalty-levels")).status).toBe(401)
})

it("Mari's figures give her card: 64 L this month, 3 s/L now, 5 s/L from 100 L, coffee 3 of 4", async () => {
  const c = await call(server.app, "GET", `/v1/customers/${demoIds.customers.mariPrivate}`, { token: mari.token })
  expect(c.status).toBe(200)
  const customer = Schema.decodeUnknownSync(Customer)(c.json)
  expect(customer.cardLoyalty).toEqual({ monthQuantity: 64, coffeePoints: 3, levelId: "IDC" })
  const levels = (await call(server.app, "GET", "/v1/loyalty-levels", { token: mari.token })).json
  expect(loyaltyCardOf(customer, levels)).toEqual({
    fuelCapacity: 64,
    currentDiscount: 3,
    fuelDiscount: 5,
    levelId: "IDC",
    isPrivilegedGroup: false,
  })
})
