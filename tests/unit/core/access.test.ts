import { describe, expect, it } from "vitest"
import * as calls from "../../../src/core/api"
import { guardDecision, isRestricted, mayUse, type CustomerKind } from "../../../src/core/rules/access"
import { Roles, type Role } from "../../../src/core/schemas/common"

const person = (roles: ReadonlyArray<Role>): CustomerKind => ({ roles, isPerson: true, apartmentAssociation: false })
const company = (roles: ReadonlyArray<Role>): CustomerKind => ({ roles, isPerson: false, apartmentAssociation: false })
const association = (roles: ReadonlyArray<Role>): CustomerKind => ({ roles, isPerson: false, apartmentAssociation: true })

const { allCalls } = calls
const withRoles = allCalls.filter((c) => c.roles?.length)

describe("mayUse", () => {
  it("knows the calls of the contract, some with roles and some without", () => {
    expect(withRoles.length).toBeGreaterThan(20)
    expect(allCalls.filter((c) => !c.roles?.length).length).toBeGreaterThan(20)
  })

  it("lets a company with any one role of a call's list make it, and refuses one with every other role", () => {
    for (const call of withRoles) {
      for (const role of call.roles!)
        expect({ rule: call.id, role, ok: mayUse(company([role]), call) }).toEqual({ rule: call.id, role, ok: true })
      const others = Roles.filter((r) => !call.roles!.includes(r))
      expect({ rule: call.id, ok: mayUse(company(others), call) }).toEqual({ rule: call.id, ok: false })
    }
  })

  it("refuses a customer with none of the roles every call that has roles, and allows every call without roles", () => {
    for (const call of allCalls)
      expect({ rule: call.id, ok: mayUse(company([]), call) }).toEqual({ rule: call.id, ok: !isRestricted(call) })
  })

  it("/tellimused's calls are for companies only: not for persons nor apartment associations, even with the roles", () => {
    const call = calls.saleOrdersCalls.saleOrders
    expect(call.onlyFor).toBe("companies")
    expect(mayUse(company(["VIEW_SALE_ORDERS"]), call)).toBe(true)
    expect(mayUse(person(["ADMIN", "VIEW_SALE_ORDERS"]), call)).toBe(false)
    expect(mayUse(association(["ADMIN", "VIEW_SALE_ORDERS"]), call)).toBe(false)
    expect(mayUse(company(["VIEW_CARDS"]), call)).toBe(false)
  })

  it("a persons-only call is for persons with the roles", () => {
    const call = { roles: ["ADMIN"], onlyFor: "persons" } as const
    expect(mayUse(person(["ADMIN"]), call)).toBe(true)
    expect(mayUse(person([]), call)).toBe(false)
    expect(mayUse(company(["ADMIN"]), call)).toBe(false)
    expect(mayUse(association(["ADMIN"]), call)).toBe(false)
    expect(mayUse(association([]), { onlyFor: "persons" })).toBe(false)
    expect(mayUse(person([]), { onlyFor: "persons" })).toBe(true)
  })
})

describe("guardDecision", () => {
  const invoices = calls.invoicesCalls.documents
  const signedIn = (customer: CustomerKind | null) => ({ authenticated: true, customer })

  it("public pages are open; others send a signed-out user to /login", () => {
    expect(guardDecision({ public: true, rule: invoices }, { authenticated: false, customer: null })).toBe("allow")
    expect(guardDecision({ rule: invoices }, { authenticated: false, customer: null })).toBe("login")
    expect(guardDecision({}, { authenticated: false, customer: null })).toBe("login")
  })

  it("a page without a restricting rule opens at once; one with waits for the customer, then allows or sends to /esileht", () => {
    expect(guardDecision({}, signedIn(null))).toBe("allow")
    expect(guardDecision({ rule: calls.sessionCalls.customer }, signedIn(null))).toBe("allow")
    expect(guardDecision({ rule: invoices }, signedIn(null))).toBe("wait")
    expect(guardDecision({ rule: invoices }, signedIn(person(["VIEW_DOCUMENTS"])))).toBe("allow")
    expect(guardDecision({ rule: invoices }, signedIn(person(["VIEW_CARDS"])))).toBe("front")
  })
})
