import type { Call } from "../api/call"
import type { Role } from "../schemas/common"

/**
 * Access to the calls of the contract (spec part 1 §2.1, §6). A call carries its own rule (its
 * roles, and whether only persons or only companies may make it; see api/callRules.ts); `mayUse`
 * is the one place that reads that rule. The route guard, the navigation, the front page and the
 * server all ask it.
 */

/** What of a customer access depends on: the contact's roles and the kind of customer. */
export interface CustomerKind {
  readonly roles: ReadonlyArray<Role>
  readonly isPerson: boolean
  readonly apartmentAssociation: boolean
}

/** The part of a call that decides which customers may make it. */
export type CallRule = Pick<Call, "roles" | "onlyFor">

/** A company is a customer that is neither a person nor an apartment association. */
export const isCompanyCustomer = (c: Pick<CustomerKind, "isPerson" | "apartmentAssociation">): boolean =>
  !c.isPerson && !c.apartmentAssociation

/** Whether the call asks anything of the customer beyond being one the user acts for. */
export const isRestricted = (call: CallRule): boolean => Boolean(call.roles?.length || call.onlyFor)

/** May this customer (as the signed-in contact sees it) make this call? */
export const mayUse = (customer: CustomerKind, call: CallRule): boolean => {
  if (call.roles?.length && !call.roles.some((role) => customer.roles.includes(role))) return false
  if (call.onlyFor === "persons") return customer.isPerson
  if (call.onlyFor === "companies") return isCompanyCustomer(customer)
  return true
}

/** Why `mayUse` refused, for the server's 403 message. */
export const refusalReason = (call: CallRule): string =>
  [
    call.roles?.length ? `one of the roles ${call.roles.join(", ")}` : null,
    call.onlyFor ? `a customer that is one of the ${call.onlyFor}` : null,
  ]
    .filter(Boolean)
    .join(" and ")

export type GuardDecision = "allow" | "login" | "front" | "wait"

/**
 * The route guard: public pages are open; others need a signed-in user (else /login) and, when
 * the page has a restricting rule, a customer whom it lets in (else /esileht) once it is known.
 */
export const guardDecision = (
  route: { readonly public?: boolean; readonly rule?: CallRule },
  session: { readonly authenticated: boolean; readonly customer: CustomerKind | null },
): GuardDecision => {
  if (route.public) return "allow"
  if (!session.authenticated) return "login"
  if (!route.rule || !isRestricted(route.rule)) return "allow"
  if (!session.customer) return "wait"
  return mayUse(session.customer, route.rule) ? "allow" : "front"
}
