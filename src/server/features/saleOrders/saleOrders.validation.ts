import { and, eq, inArray } from "drizzle-orm"
import {
  isTerminalTransport,
  minDeliveryDate,
  notificationEmailProblem,
  paymentTermsFor,
  saleAmountProblem,
  SALE_ORDER_NOTES_MAX,
} from "../../../core/rules/saleOrders"
import type { SaleOrderCreate } from "../../../core/schemas/saleOrders"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import { carriers } from "../terminal/terminal.tables"
import { findTransport } from "../terminal/terminal.transport"
import { invalid, type SaleOrdersAnswer, type SaleOrdersProblem } from "./saleOrders.problems"
import { customerLocations, loadingProviders, type saleOrders, saleProducts, specialFuelRights } from "./saleOrders.tables"

/** The check of a new order or quote against every rule the form shows (spec part 2 §5) and the customer's own data. */

/** What a valid request becomes: the order's header with the names copied in, and its rows. */
export interface ResolvedOrder {
  readonly header: Omit<
    typeof saleOrders.$inferInsert,
    "uid" | "docNumber" | "customerId" | "orderDate" | "state" | "isQuote" | "canChange"
  >
  readonly isQuote: boolean
  readonly rows: ReadonlyArray<{ batchId: string; productName: string; quantity: number; specialFuel: boolean }>
}

type Provider = typeof loadingProviders.$inferSelect
type Transport = Pick<ResolvedOrder["header"], "transporterCode" | "transporterName" | "carCode" | "carName" | "driverCode" | "driverName">

const amountMessages = {
  REQUIRED: "An amount is required",
  MIN: "The minimum quantity is 1000 L (Minimaalne kogus on 1000 L)",
  STEP: "Quantities go in steps of 100 L",
  TOO_LARGE: "The quantity is too large",
} as const

/** The delivery day, the payment term, the notes and the e-mail: rules of one field each. */
function fieldProblem(
  body: SaleOrderCreate,
  customer: { deadline: number | null; extended: boolean },
  now: Date,
  notes: string | null,
  email: string | null,
): SaleOrdersProblem | undefined {
  const earliest = minDeliveryDate(now, isTerminalTransport(body.carrier))
  if (body.deliveryDate < earliest) return invalid("deliveryDate", `The earliest delivery date is ${earliest}`)
  const terms = paymentTermsFor({ defaultPaymentDeadline: customer.deadline, extendedSaleOrderDeadlineAllowed: customer.extended })
  if (!terms.includes(body.paymentDeadline)) {
    return invalid("paymentDeadline", `Payment terms offered to this customer: ${terms.join(", ")} days`)
  }
  if ((notes ?? "").length > SALE_ORDER_NOTES_MAX) return invalid("notes", `At most ${SALE_ORDER_NOTES_MAX} characters`)
  if (email !== null && notificationEmailProblem(true, email)) return invalid("notificationReceiverEmail", "Not a valid e-mail address")
  return undefined
}

/** The terminal: required with own transport; with the terminal's transport, the fuels' own terminal (undefined here). */
async function resolveProvider(db: Db, body: SaleOrderCreate): Promise<SaleOrdersAnswer<Provider | undefined>> {
  if (body.loadingProvider != null) {
    const [provider] = await db.select().from(loadingProviders).where(eq(loadingProviders.id, body.loadingProvider))
    if (!provider) return { problem: invalid("loadingProvider", `No loading provider ${body.loadingProvider}`) }
    if (body.objectId != null && body.objectId !== provider.objectId)
      return { problem: invalid("objectId", `The object of ${provider.name} is ${provider.objectId}`) }
    return { value: provider }
  }
  if (!isTerminalTransport(body.carrier)) return { problem: invalid("loadingProvider", "Own transport needs the terminal to load at") }
  return { value: undefined }
}

/** The terminal's transport, or the customer's own: a carrier, its car of the customer and, when given, its driver. */
async function resolveTransport(db: Db, customerId: number, body: SaleOrderCreate): Promise<SaleOrdersAnswer<Transport>> {
  if (isTerminalTransport(body.carrier)) {
    const none = { carCode: null, carName: null, driverCode: null, driverName: null }
    return { value: { transporterCode: body.carrier, transporterName: "Terminali transport", ...none } }
  }
  if (!body.vehicleCode) {
    const [carrier] = await db.select().from(carriers).where(eq(carriers.searchCode, body.carrier))
    return { problem: carrier ? invalid("vehicleCode", "Own transport needs a car") : invalid("carrier", `No carrier ${body.carrier}`) }
  }
  const transport = await findTransport(db, customerId, { carrier: body.carrier, vehicleCode: body.vehicleCode, driver: body.driver })
  if ("problem" in transport) return { problem: invalid(transport.problem.field, transport.problem.message) }
  const { carrier, car, driver } = transport.value
  return {
    value: {
      transporterCode: carrier.searchCode,
      transporterName: carrier.name,
      carCode: car.code,
      carName: car.name,
      driverCode: driver?.code ?? null,
      driverName: driver?.name ?? null,
    },
  }
}

/** The rows: fuels for sale at one terminal, each once, in valid amounts, special fuels only with the purchase right. */
async function resolveRows(
  db: Db,
  customerId: number,
  body: SaleOrderCreate,
  provider: Provider | undefined,
): Promise<SaleOrdersAnswer<{ rows: ResolvedOrder["rows"]; providerId: number }>> {
  const products = await db
    .select()
    .from(saleProducts)
    .where(
      inArray(
        saleProducts.batchId,
        body.rows.map((r) => r.remoteBatchId),
      ),
    )
  const byBatch = new Map(products.map((p) => [p.batchId, p]))
  const rights = new Set(
    (
      await db
        .select({ productId: specialFuelRights.productId })
        .from(specialFuelRights)
        .where(eq(specialFuelRights.customerId, customerId))
    ).map((r) => r.productId),
  )
  // All fuels of one order come from one terminal: the chosen one, or the first fuel's.
  const providerId = () => provider?.id ?? products.find((p) => p.batchId === body.rows[0]!.remoteBatchId)!.loadingProviderId
  const seen = new Set<string>()
  const rows: Array<ResolvedOrder["rows"][number]> = []
  for (const [i, row] of body.rows.entries()) {
    const at = `rows.${i}`
    const product = byBatch.get(row.remoteBatchId)
    if (!product) return { problem: invalid(`${at}.remoteBatchId`, `No fuel ${row.remoteBatchId} for sale`) }
    if (product.loadingProviderId !== providerId())
      return { problem: invalid(`${at}.remoteBatchId`, `${product.prodBrandName} is not sold at this terminal`) }
    if (seen.has(product.batchId)) return { problem: invalid(`${at}.remoteBatchId`, `${product.prodBrandName} is listed twice`) }
    seen.add(product.batchId)
    const problem = saleAmountProblem(row.batchAmount)
    if (problem) return { problem: invalid(`${at}.batchAmount`, amountMessages[problem]) }
    // The product decides whether a fuel is special, not the client's flag.
    if (product.specialFuel && !rights.has(product.productId)) {
      return { problem: { kind: "NO_PURCHASE_RIGHT", field: `${at}.remoteBatchId`, productName: product.prodBrandName } }
    }
    rows.push({ batchId: product.batchId, productName: product.prodBrandName, quantity: row.batchAmount, specialFuel: product.specialFuel })
  }
  return { value: { rows, providerId: providerId() } }
}

/**
 * Checks a new order or quote against the form's rules and the customer's own data, and resolves the
 * names it keeps. `now` decides the earliest delivery day (16:00 in Tallinn for own transport).
 */
export async function checkCreate(db: Db, customerId: number, body: SaleOrderCreate, now: Date): Promise<SaleOrdersAnswer<ResolvedOrder>> {
  if (body.stateId != null && body.stateId !== "MV1")
    return { problem: invalid("stateId", "Only a quote (MV1) may be asked for; an order has no stateId") }
  const [customer] = await db
    .select({ deadline: customers.defaultPaymentDeadline, extended: customers.extendedSaleOrderDeadlineAllowed })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (!customer) return { problem: { kind: "CUSTOMER_NOT_FOUND" } }
  const [location] = await db
    .select()
    .from(customerLocations)
    .where(and(eq(customerLocations.id, body.customerLocationId), eq(customerLocations.customerId, customerId)))
  if (!location) return { problem: invalid("customerLocationId", `No unloading location ${body.customerLocationId} of this customer`) }
  const notes = body.notes?.trim() || null
  const email = body.notificationReceiverEmail?.trim() || null
  const problem = fieldProblem(body, customer, now, notes, email)
  if (problem) return { problem }

  const chosen = await resolveProvider(db, body)
  if ("problem" in chosen) return chosen
  const transport = await resolveTransport(db, customerId, body)
  if ("problem" in transport) return transport
  const rows = await resolveRows(db, customerId, body, chosen.value)
  if ("problem" in rows) return rows
  const provider = chosen.value ?? (await db.select().from(loadingProviders).where(eq(loadingProviders.id, rows.value.providerId)))[0]!
  return {
    value: {
      isQuote: body.stateId === "MV1",
      rows: rows.value.rows,
      header: {
        desiredDeliveryDate: body.deliveryDate,
        paymentTerm: body.paymentDeadline,
        customerLocationId: location.id,
        loadingProviderId: provider.id,
        objectId: provider.objectId,
        ...transport.value,
        notes,
        notificationEmail: email,
        prepayment: body.paymentDeadline === 0,
      },
    },
  }
}
