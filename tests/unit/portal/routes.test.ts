import { describe, expect, it } from "vitest"
import { allCalls } from "../../../src/core/api"
import { guardDecision, mayUse, type CustomerKind } from "../../../src/core/rules/access"
import type { Role } from "../../../src/core/schemas/common"
import { inNavigation, matchRoute, routes } from "../../../src/portal/app/routes"
import { PORTAL_PATHS } from "../../../src/core/rules/portalPaths"

const company = (roles: ReadonlyArray<Role>): CustomerKind => ({ roles, isPerson: false, apartmentAssociation: false })
const person = (roles: ReadonlyArray<Role>): CustomerKind => ({ roles, isPerson: true, apartmentAssociation: false })
const decide = (path: string, customer: CustomerKind | null) => guardDecision(matchRoute(path)!, { authenticated: true, customer })

/** Spec part 1 §2.1: the roles each page needs (one of them). */
const pageRoles: Record<string, ReadonlyArray<Role>> = {
  "/arved": ["ADMIN", "VIEW_DOCUMENTS"],
  "/väljavõte": ["ADMIN", "VIEW_DOCUMENT_ROWS"],
  "/lepingud": ["ADMIN", "VIEW_AGREEMENTS"],
  "/kaardid": ["ADMIN", "VIEW_CARDS"],
  "/laoseis": ["SUPPLIER"],
  "/broneeringud": ["BOOKER"],
  "/väljastuskorraldused": ["DISPENSER"],
  "/tellimused": ["ADMIN", "VIEW_SALE_ORDERS"],
  "/mahutid": ["TANK_OWNER"],
  "/elektritarbimine": ["ELECTRICITY_CUSTOMER"],
}

describe("route guard through the rule of the page's calls", () => {
  it("each page of the route table needs the roles of spec §2.1", () => {
    for (const [path, roles] of Object.entries(pageRoles)) {
      expect({ path, roles: matchRoute(path)!.rule?.roles }).toEqual({ path, roles })
      for (const role of roles) expect({ path, role, d: decide(path, company([role])) }).toEqual({ path, role, d: "allow" })
      expect({ path, d: decide(path, company(["AUTHENTICATED_USER"])) }).toEqual({ path, d: "front" })
      expect({ path, d: decide(path, null) }).toEqual({ path, d: "wait" })
    }
  })

  it("a page's rule is the very rule its calls carry (the role list is written once)", () => {
    for (const path of Object.keys(pageRoles)) {
      const rule = matchRoute(path)!.rule!
      const users = allCalls.filter((c) => c.roles === rule.roles).map((c) => c.id)
      expect({ path, users: users.length > 0, onlyFor: allCalls.find((c) => c.roles === rule.roles)?.onlyFor }).toEqual({
        path,
        users: true,
        onlyFor: rule.onlyFor,
      })
    }
  })

  it("/tellimused sends a person with the roles to the front page", () => {
    expect(decide("/tellimused", person(["ADMIN"]))).toBe("front")
    expect(decide("/tellimused", { roles: ["ADMIN"], isPerson: false, apartmentAssociation: true })).toBe("front")
    expect(decide("/tellimused", company(["ADMIN"]))).toBe("allow")
  })

  it("pages without roles open for any signed-in user, without waiting for the customer", () => {
    for (const path of ["/esileht", "/profiil", "/registreeri", "/elekter/leping", "/laadimine/leping"]) {
      expect({ path, d: decide(path, null) }).toEqual({ path, d: "allow" })
    }
    expect(guardDecision(matchRoute("/arved")!, { authenticated: false, customer: null })).toBe("login")
    expect(guardDecision(matchRoute("/process-payment")!, { authenticated: false, customer: null })).toBe("allow")
  })

  it("the navigation shows exactly the pages whose call the customer may use", () => {
    const customer = company(["VIEW_DOCUMENTS", "TANK_OWNER"])
    expect(routes.filter((r) => inNavigation(r, customer)).map((r) => r.path)).toEqual(["/esileht", "/arved", "/mahutid"])
    for (const r of routes.filter((r) => r.nav && r.rule)) expect(inNavigation(r, customer)).toBe(mayUse(customer, r.rule!))
  })
})

describe("the portal's paths are core's (the server answers 404 for the others)", () => {
  it("every route is one of PORTAL_PATHS and every one of PORTAL_PATHS has a route", () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...PORTAL_PATHS].sort())
  })
})
