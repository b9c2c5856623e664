import { demoIds } from "../../../src/server/db/seed"
import { demoMeteringPointIds } from "../../../src/server/features/consumption/consumption.seed"

/**
 * The requests of the access gates: for each customer-scoped route the customer whose own objects fill
 * its path (so the owner's request reaches the route and succeeds) and the path with those objects.
 */
export interface Operation {
  readonly method: string
  readonly path: string
  readonly access: string
  readonly roles: ReadonlyArray<string>
  readonly onlyFor?: string
}

const c = demoIds.customers

/** The customer an operation is tried on: the one that owns the objects its placeholders name. */
export function customerFor(op: Pick<Operation, "path" | "onlyFor">): number {
  if (op.onlyFor === "persons") return c.mariPrivate
  // KÜ Tamme 5's active electricity agreement.
  if (op.path.includes("{agreementId}")) return c.kyTamme5
  return c.naidisLogistika
}

const contactOf: Record<number, number> = {
  [c.mariPrivate]: demoIds.contacts.mariPrivate,
  [c.naidisLogistika]: demoIds.contacts.mariNaidis,
  [c.kyTamme5]: demoIds.contacts.mariKyTamme,
}
const pointOf: Record<number, number> = {
  [c.mariPrivate]: demoMeteringPointIds.mariHome,
  [c.naidisLogistika]: demoMeteringPointIds.naidisSadama,
  [c.kyTamme5]: demoMeteringPointIds.kyTamme,
}

/** The request path (with /v1) for `customerId`; throws for a placeholder it does not know (the route needs an entry here). */
export function pathFor(op: Pick<Operation, "method" | "path">, customerId: number): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === "customerId") return String(customerId)
    // Näidis Logistika's first sale order (a quote).
    if (name === "orderUid") return "1"
    if (name === "contactId") return String(contactOf[customerId] ?? demoIds.contacts.mariPrivate)
    if (name === "pointId") return String(pointOf[customerId] ?? demoMeteringPointIds.mariHome)
    // KÜ Tamme 5's active electricity agreement, Näidis Logistika's electricity offer.
    if (name === "agreementId") return String(demoIds.agreements.electricity.kyTammeActive)
    if (name === "offerId") return String(demoIds.agreements.electricity.offerPending)
    // A customer's EIC (grid-operator calls are user calls: the customer behind the EIC is checked by the handler).
    if (name === "eic") return `38X${String(customerId).padStart(12, "0")}C`
    // The demo's charging offer (Näidis Logistika OÜ's).
    if (name === "id") return "1"
    throw new Error(`${op.method} ${op.path}: the access matrix cannot fill {${name}}; teach pathFor how`)
  })
}
