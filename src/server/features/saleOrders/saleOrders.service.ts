import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm"
import type { ErrorCode } from "../../../core/api/errors"
import {
  isTerminalTransport,
  minDeliveryDate,
  notificationEmailProblem,
  paymentTermsFor,
  saleAmountProblem,
  SALE_ORDER_NOTES_MAX,
} from "../../../core/rules/saleOrders"
import type { SaleOrderCreate, SaleOrderState } from "../../../core/schemas/saleOrders"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import {
  customerLocations,
  loadingProviders,
  saleOrderEvents,
  saleOrderRows,
  saleOrders,
  saleProducts,
  specialFuelRights,
} from "./saleOrders.tables"
import { carriers, transportCars, transportDrivers } from "../terminal/terminal.tables"
import { mailOutbox } from "../cards/cards.tables"
import type { Clock } from "../../clock"

/**
 * Sale orders and price quotes as the retailer's back office keeps them. A request is checked
 * against every rule the form shows (spec part 2 §5) and written in one transaction with its
 * rows and an event; accept and cancel follow the state machine of §4. A simulated back office
 * (`advanceDueOrders`, run by `startSaleOrderBackOffice`) prices quotes and moves orders on.
 */

export interface Problem {
  readonly code: ErrorCode
  readonly message: string
  readonly field?: string
}

const invalid = (field: string, message: string): Problem => ({ code: "VALIDATION", field, message })

export interface Author {
  readonly userId: number
  readonly contactId: number
}

type OrderRow = typeof saleOrders.$inferSelect
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

interface ResolvedOrder {
  readonly header: Omit<
    typeof saleOrders.$inferInsert,
    "uid" | "docNumber" | "customerId" | "orderDate" | "state" | "isQuote" | "canChange"
  >
  readonly isQuote: boolean
  readonly rows: ReadonlyArray<{ batchId: string; productName: string; quantity: number; specialFuel: boolean }>
}

const amountMessages = {
  REQUIRED: "An amount is required",
  MIN: "The minimum quantity is 1000 L (Minimaalne kogus on 1000 L)",
  STEP: "Quantities go in steps of 100 L",
  TOO_LARGE: "The quantity is too large",
} as const

/**
 * Checks a new order or quote against the form's rules and the customer's own data, and resolves the
 * names it keeps. `now` decides the earliest delivery day (16:00 in Tallinn for own transport).
 */
export async function checkCreate(
  db: Db,
  customerId: number,
  body: SaleOrderCreate,
  now: Date,
): Promise<{ problem: Problem } | { resolved: ResolvedOrder }> {
  if (body.stateId != null && body.stateId !== "MV1")
    return { problem: invalid("stateId", "Only a quote (MV1) may be asked for; an order has no stateId") }
  const [customer] = await db
    .select({ deadline: customers.defaultPaymentDeadline, extended: customers.extendedSaleOrderDeadlineAllowed })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (!customer) return { problem: { code: "NOT_FOUND", message: "No such customer" } }

  const [location] = await db
    .select()
    .from(customerLocations)
    .where(and(eq(customerLocations.id, body.customerLocationId), eq(customerLocations.customerId, customerId)))
  if (!location) return { problem: invalid("customerLocationId", `No unloading location ${body.customerLocationId} of this customer`) }

  const terminalTransport = isTerminalTransport(body.carrier)
  const earliest = minDeliveryDate(now, terminalTransport)
  if (body.deliveryDate < earliest) return { problem: invalid("deliveryDate", `The earliest delivery date is ${earliest}`) }

  const terms = paymentTermsFor({ defaultPaymentDeadline: customer.deadline, extendedSaleOrderDeadlineAllowed: customer.extended })
  if (!terms.includes(body.paymentDeadline)) {
    return { problem: invalid("paymentDeadline", `Payment terms offered to this customer: ${terms.join(", ")} days`) }
  }
  const notes = body.notes?.trim() || null
  if ((notes ?? "").length > SALE_ORDER_NOTES_MAX) return { problem: invalid("notes", `At most ${SALE_ORDER_NOTES_MAX} characters`) }
  const email = body.notificationReceiverEmail?.trim() || null
  if (email !== null && notificationEmailProblem(true, email))
    return { problem: invalid("notificationReceiverEmail", "Not a valid e-mail address") }

  // The terminal: required with own transport; with the terminal's transport, the fuels' own terminal.
  let provider: typeof loadingProviders.$inferSelect | undefined
  if (body.loadingProvider != null) {
    ;[provider] = await db.select().from(loadingProviders).where(eq(loadingProviders.id, body.loadingProvider))
    if (!provider) return { problem: invalid("loadingProvider", `No loading provider ${body.loadingProvider}`) }
    if (body.objectId != null && body.objectId !== provider.objectId)
      return { problem: invalid("objectId", `The object of ${provider.name} is ${provider.objectId}`) }
  } else if (!terminalTransport) {
    return { problem: invalid("loadingProvider", "Own transport needs the terminal to load at") }
  }

  let transport: Pick<ResolvedOrder["header"], "transporterCode" | "transporterName" | "carCode" | "carName" | "driverCode" | "driverName">
  if (terminalTransport) {
    transport = {
      transporterCode: body.carrier,
      transporterName: "Terminali transport",
      carCode: null,
      carName: null,
      driverCode: null,
      driverName: null,
    }
  } else {
    const [carrier] = await db.select().from(carriers).where(eq(carriers.searchCode, body.carrier))
    if (!carrier) return { problem: invalid("carrier", `No carrier ${body.carrier}`) }
    if (!body.vehicleCode) return { problem: invalid("vehicleCode", "Own transport needs a car") }
    const [car] = await db
      .select()
      .from(transportCars)
      .where(
        and(
          eq(transportCars.code, body.vehicleCode),
          eq(transportCars.customerId, customerId),
          eq(transportCars.carrierCode, carrier.searchCode),
        ),
      )
    if (!car) return { problem: invalid("vehicleCode", `No car ${body.vehicleCode} of carrier ${carrier.searchCode}`) }
    let driver: typeof transportDrivers.$inferSelect | undefined
    if (body.driver) {
      ;[driver] = await db
        .select()
        .from(transportDrivers)
        .where(
          and(
            eq(transportDrivers.code, body.driver),
            eq(transportDrivers.customerId, customerId),
            eq(transportDrivers.carrierCode, carrier.searchCode),
          ),
        )
      if (!driver) return { problem: invalid("driver", `No driver ${body.driver} of carrier ${carrier.searchCode}`) }
    }
    transport = {
      transporterCode: carrier.searchCode,
      transporterName: carrier.name,
      carCode: car.code,
      carName: car.name,
      driverCode: driver?.code ?? null,
      driverName: driver?.name ?? null,
    }
  }

  const batchIds = body.rows.map((r) => r.remoteBatchId)
  const products = await db.select().from(saleProducts).where(inArray(saleProducts.batchId, batchIds))
  const byBatch = new Map(products.map((p) => [p.batchId, p]))
  const rights = new Set(
    (
      await db
        .select({ productId: specialFuelRights.productId })
        .from(specialFuelRights)
        .where(eq(specialFuelRights.customerId, customerId))
    ).map((r) => r.productId),
  )
  const seen = new Set<string>()
  const rows: Array<ResolvedOrder["rows"][number]> = []
  for (const [i, row] of body.rows.entries()) {
    const at = `rows.${i}`
    const product = byBatch.get(row.remoteBatchId)
    if (!product) return { problem: invalid(`${at}.remoteBatchId`, `No fuel ${row.remoteBatchId} for sale`) }
    // All fuels of one order come from one terminal: the chosen one, or the first fuel's.
    const providerId = provider?.id ?? products.find((p) => p.batchId === body.rows[0]!.remoteBatchId)!.loadingProviderId
    if (product.loadingProviderId !== providerId)
      return { problem: invalid(`${at}.remoteBatchId`, `${product.prodBrandName} is not sold at this terminal`) }
    if (seen.has(product.batchId)) return { problem: invalid(`${at}.remoteBatchId`, `${product.prodBrandName} is listed twice`) }
    seen.add(product.batchId)
    const problem = saleAmountProblem(row.batchAmount)
    if (problem) return { problem: invalid(`${at}.batchAmount`, amountMessages[problem]) }
    // The product decides whether a fuel is special, not the client's flag.
    if (product.specialFuel && !rights.has(product.productId)) {
      return {
        problem: {
          code: "NO_PURCHASE_RIGHT",
          field: `${at}.remoteBatchId`,
          message: `No purchase right for ${product.prodBrandName}: the order is not created`,
        },
      }
    }
    rows.push({ batchId: product.batchId, productName: product.prodBrandName, quantity: row.batchAmount, specialFuel: product.specialFuel })
  }
  const providerId = provider?.id ?? products.find((p) => p.batchId === body.rows[0]!.remoteBatchId)!.loadingProviderId
  if (!provider) [provider] = await db.select().from(loadingProviders).where(eq(loadingProviders.id, providerId))

  return {
    resolved: {
      isQuote: body.stateId === "MV1",
      rows,
      header: {
        desiredDeliveryDate: body.deliveryDate,
        paymentTerm: body.paymentDeadline,
        customerLocationId: location.id,
        loadingProviderId: provider!.id,
        objectId: provider!.objectId,
        ...transport,
        notes,
        notificationEmail: email,
        prepayment: body.paymentDeadline === 0,
      },
    },
  }
}

/** How long the simulated back office takes for each step. */
export interface BackOfficeTiming {
  readonly stepMs: number
}
export const DEFAULT_STEP_MS = 60_000

const later = (now: Date, ms: number) => new Date(now.getTime() + ms)

/**
 * Writes a checked order or quote in one transaction: the order (a quote in MV1; an order in MV4, or E
 * when it is paid in advance), its rows and the event of who asked. Answers the uid.
 */
export async function createSaleOrder(
  db: Db,
  customerId: number,
  author: Author,
  resolved: ResolvedOrder,
  now: Date,
  timing: BackOfficeTiming,
): Promise<number> {
  const state: SaleOrderState = resolved.isQuote ? "MV1" : resolved.header.prepayment ? "E" : "MV4"
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(saleOrders)
      .values({
        ...resolved.header,
        customerId,
        docNumber: "",
        state,
        isQuote: resolved.isQuote,
        canChange: true,
        orderDate: now,
        nextStepAt: later(now, timing.stepMs),
        createdByUserId: author.userId,
      })
      .returning({ uid: saleOrders.uid })
    const uid = order!.uid
    await tx
      .update(saleOrders)
      .set({ docNumber: `${resolved.isQuote ? "HP" : "MT"}-${uid}` })
      .where(eq(saleOrders.uid, uid))
    await tx.insert(saleOrderRows).values(resolved.rows.map((r, i) => ({ orderUid: uid, rowNo: i + 1, ...r })))
    await tx
      .insert(saleOrderEvents)
      .values({ orderUid: uid, fromState: null, toState: state, byUserId: author.userId, contactId: author.contactId, at: now })
    // The e-mail notice (ticked in the dialog): written with the order, so that no order goes without
    // its notice nor a notice without its order. No mail server is reachable: the demo outbox shows it.
    if (resolved.header.notificationEmail) {
      const [location] = await tx.select().from(customerLocations).where(eq(customerLocations.id, resolved.header.customerLocationId))
      await tx.insert(mailOutbox).values({
        userId: author.userId,
        recipient: resolved.header.notificationEmail,
        ...saleOrderNotice(`${resolved.isQuote ? "HP" : "MT"}-${uid}`, resolved, location),
        createdAt: now,
      })
    }
    return uid
  })
}

/** Litres grouped by thousands with a space, as Estonian writes them in a letter: "12 000 L". */
const litres = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} L`

/** The notice of a new order or quote (in Estonian, as the back office writes to customers). */
export function saleOrderNotice(
  docNumber: string,
  resolved: ResolvedOrder,
  location: { mainAddress: string | null; city: string | null } | undefined,
): { subject: string; body: string } {
  const { header } = resolved
  const what = resolved.isQuote ? "Hinnapäring" : "Tellimus"
  const [y, m, d] = header.desiredDeliveryDate.split("-")
  const lines = [
    "Tere!",
    "",
    `${what} ${docNumber} on vastu võetud.`,
    "",
    ...resolved.rows.map((r) => `${r.productName}: ${litres(r.quantity)}`),
    `Soovitud tarnekuupäev: ${d}.${m}.${y}`,
    `Mahalaadimiskoht: ${[location?.mainAddress, location?.city].filter(Boolean).join(", ") || "—"}`,
    `Maksetähtaeg: ${header.paymentTerm === 0 ? "ettemaks" : `${header.paymentTerm} päeva`}`,
    ...(header.notes ? [`Lisainfo: ${header.notes}`] : []),
    "",
    "Oleku muutumist näed iseteeninduse lehel Tellimused.",
  ]
  return { subject: `${what} ${docNumber} on vastu võetud`, body: lines.join("\n") }
}

/** The customer's order, locked for the change; another customer's order does not exist. */
async function lockedOrder(tx: Tx, customerId: number, uid: number): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.uid, uid), eq(saleOrders.customerId, customerId)))
    .for("update")
  return order
}

const STATE_LABELS: Record<SaleOrderState, string> = {
  MV1: "Pakkumuse ootel",
  MV2: "Kinnitamise ootel",
  MV4: "Tellimus esitatud",
  MV3: "Tellimus kinnitatud",
  E: "Ettemaks tasumata",
  W: "Tellimus töös",
  A: "Tellimus väljastatud",
  T: "Tühistatud",
}

/**
 * 'Esita tellimus': a quote in MV2 that canChange becomes an order (E when paid in advance, else MV4).
 * `prepayment` must say what the payment term says ('0' = prepayment).
 */
export async function acceptQuote(
  db: Db,
  customerId: number,
  uid: number,
  prepayment: boolean,
  author: Author,
  now: Date,
  timing: BackOfficeTiming,
): Promise<Problem | undefined> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, customerId, uid)
    if (!order) return { code: "NOT_FOUND", field: "orderUid", message: `No sale order ${uid}` }
    if (!order.isQuote || order.state !== "MV2") {
      return {
        code: "NOT_AWAITING_CONFIRMATION",
        field: "orderUid",
        message: `${order.docNumber} is '${STATE_LABELS[order.state]}': only a quote awaiting confirmation (MV2) can be accepted`,
      }
    }
    if (!order.canChange) return { code: "NOT_CHANGEABLE", field: "orderUid", message: `${order.docNumber} can no longer be changed` }
    if (prepayment !== (order.paymentTerm === 0)) {
      return invalid(
        "prepayment",
        order.paymentTerm === 0
          ? "The payment term is prepayment: prepayment=true"
          : `The payment term is ${order.paymentTerm} days: prepayment=false`,
      )
    }
    const state: SaleOrderState = prepayment ? "E" : "MV4"
    await tx
      .update(saleOrders)
      .set({
        state,
        isQuote: false,
        canChange: true,
        prepayment,
        nextStepAt: later(now, timing.stepMs),
        modifiedAt: now,
        modifiedByUserId: author.userId,
      })
      .where(eq(saleOrders.uid, uid))
    await tx.insert(saleOrderEvents).values({
      orderUid: uid,
      fromState: order.state,
      toState: state,
      byUserId: author.userId,
      contactId: author.contactId,
      at: now,
      note: "accepted",
    })
    return undefined
  })
}

/** Cancels an order or quote that canChange (T, a red bar); anything else is 409 NOT_CHANGEABLE. */
export async function cancelOrder(db: Db, customerId: number, uid: number, author: Author, now: Date): Promise<Problem | undefined> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, customerId, uid)
    if (!order) return { code: "NOT_FOUND", field: "orderUid", message: `No sale order ${uid}` }
    if (!order.canChange || order.state === "T") {
      return {
        code: "NOT_CHANGEABLE",
        field: "orderUid",
        message: `${order.docNumber} is '${STATE_LABELS[order.state]}' and can no longer be cancelled`,
      }
    }
    await tx
      .update(saleOrders)
      .set({ state: "T", canChange: false, nextStepAt: null, modifiedAt: now, modifiedByUserId: author.userId })
      .where(eq(saleOrders.uid, uid))
    await tx.insert(saleOrderEvents).values({
      orderUid: uid,
      fromState: order.state,
      toState: "T",
      byUserId: author.userId,
      contactId: author.contactId,
      at: now,
      note: "cancelled",
    })
    return undefined
  })
}

/** The quote's file name, made when the back office prices it. */
export const quoteFileName = (docNumber: string) => `pakkumus-${docNumber}.pdf`

/**
 * One step of the simulated back office for every order whose time has come, each in its own
 * transaction over a `FOR UPDATE SKIP LOCKED` pick (two processes never move one order twice):
 * a quote MV1 → MV2 priced, with its PDF, waiting for the customer; an order MV4 (or E, once the
 * prepayment is in) → MV3 priced and confirmed, MV3 → W, W → A. Answers how many moved.
 */
export async function advanceDueOrders(db: Db, now: Date, timing: BackOfficeTiming, limit = 50): Promise<number> {
  let moved = 0
  for (let i = 0; i < limit; i++) {
    const step = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(saleOrders)
        .where(and(isNotNull(saleOrders.nextStepAt), lte(saleOrders.nextStepAt, now)))
        .orderBy(asc(saleOrders.nextStepAt), asc(saleOrders.uid))
        .limit(1)
        .for("update", { skipLocked: true })
      if (!order) return false
      const next = nextState(order)
      if (!next) {
        await tx.update(saleOrders).set({ nextStepAt: null }).where(eq(saleOrders.uid, order.uid))
        return true
      }
      if (next === "MV2" || next === "MV3") await priceRows(tx, order.uid)
      await tx
        .update(saleOrders)
        .set({
          state: next,
          // A priced quote waits for the customer; a confirmed order can no longer change.
          canChange: next === "MV2",
          fileName: next === "MV2" ? quoteFileName(order.docNumber) : order.fileName,
          deliveryDate: next === "MV3" ? order.desiredDeliveryDate : order.deliveryDate,
          nextStepAt: next === "MV2" || next === "A" ? null : later(now, timing.stepMs),
        })
        .where(eq(saleOrders.uid, order.uid))
      await tx
        .insert(saleOrderEvents)
        .values({ orderUid: order.uid, fromState: order.state, toState: next, byUserId: null, at: now, note: "back office" })
      return true
    })
    if (!step) break
    moved++
  }
  return moved
}

function nextState(order: OrderRow): SaleOrderState | undefined {
  if (order.isQuote) return order.state === "MV1" ? "MV2" : undefined
  switch (order.state) {
    case "MV4":
    case "E":
      return "MV3"
    case "MV3":
      return "W"
    case "W":
      return "A"
    default:
      return undefined
  }
}

/** Prices each row from its product's list price (the back office's quote). */
async function priceRows(tx: Tx, uid: number) {
  await tx
    .update(saleOrderRows)
    .set({ price: sql`(select ${saleProducts.listPrice} from ${saleProducts} where ${saleProducts.batchId} = ${saleOrderRows.batchId})` })
    .where(and(eq(saleOrderRows.orderUid, uid), sql`${saleOrderRows.price} is null`))
}

export interface BackOffice {
  stop(): Promise<void>
}

/**
 * The simulated back office of one server process: every `intervalMs` it moves the orders whose
 * step is due. The times are rows, so a restart picks up where it stopped.
 */
export function startSaleOrderBackOffice(
  db: Db,
  clock: Clock,
  options: { intervalMs?: number; stepMs?: number; logError?: (error: unknown) => void } = {},
): BackOffice {
  const intervalMs = options.intervalMs ?? 1000
  const timing = { stepMs: options.stepMs ?? DEFAULT_STEP_MS }
  const logError = options.logError ?? ((error) => console.error("[sale-order back office]", error))
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const schedule = () => {
    timer = setTimeout(() => {
      running = advanceDueOrders(db, clock.now(), timing)
        .catch(logError)
        .finally(() => {
          if (!stopped) schedule()
        })
    }, intervalMs)
    timer.unref()
  }
  schedule()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

/** The back office's step from the environment: SALE_ORDER_STEP_MS (a minute by default). */
export const backOfficeTimingFromEnv = (): BackOfficeTiming => {
  const ms = Number(process.env.SALE_ORDER_STEP_MS)
  return { stepMs: Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_STEP_MS }
}
