import type { Role } from "../schemas/common"

/** What a page or call asks of the represented customer (spec part 1 §2.1, §6). */
export interface AccessRule {
  /** The customer must have one of these roles. */
  readonly roles?: ReadonlyArray<Role>
  readonly personOnly?: boolean
  readonly companyOnly?: boolean
}

export interface CustomerKind {
  readonly roles: ReadonlyArray<Role>
  readonly isPerson: boolean
  readonly apartmentAssociation: boolean
}

/** A company is a customer that is neither a person nor an apartment association. */
export const isCompanyCustomer = (c: Pick<CustomerKind, "isPerson" | "apartmentAssociation">): boolean =>
  !c.isPerson && !c.apartmentAssociation

export const hasAnyRole = (c: Pick<CustomerKind, "roles">, roles: ReadonlyArray<Role> | undefined): boolean =>
  !roles || roles.length === 0 || roles.some((r) => c.roles.includes(r))

/** May this customer open a page with this rule? */
export const meetsRule = (rule: AccessRule, c: CustomerKind): boolean =>
  hasAnyRole(c, rule.roles) && (!rule.personOnly || c.isPerson) && (!rule.companyOnly || isCompanyCustomer(c))

export type GuardDecision = "allow" | "login" | "front" | "wait"

/**
 * The route guard: public pages are open; others need a signed-in user (else /login) and, once
 * the customer is known, a customer who meets the rule (else /esileht).
 */
export const guardDecision = (
  route: AccessRule & { readonly public?: boolean },
  session: { readonly authenticated: boolean; readonly customer: CustomerKind | null },
): GuardDecision => {
  if (route.public) return "allow"
  if (!session.authenticated) return "login"
  const needsCustomer = Boolean(route.roles?.length || route.personOnly || route.companyOnly)
  if (!needsCustomer) return "allow"
  if (!session.customer) return "wait"
  return meetsRule(route, session.customer) ? "allow" : "front"
}
