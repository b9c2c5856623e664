import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm"
import type { SaleOrderCreate, SaleOrderState } from "../../../core/schemas/saleOrders"
import type { Db } from "../../db/client"
import { customerLocations, saleOrderEvents, saleOrderRows, saleOrders, saleProducts } from "./saleOrders.tables"
import { mailOutbox } from "../cards/cards.tables"
import type { Clock } from "../../clock"
import type { JobQueue } from "../../jobs/runner"
import { invalid, type SaleOrdersAnswer, type SaleOrdersProblem } from "./saleOrders.problems"
import { checkCreate, type ResolvedOrder } from "./saleOrders.validation"
import { emitWebhookEvent } from "../integrations/integrations.webhooks"
import { invoiceIssuedOrder } from "./saleOrders.invoice"

/**
 * Sale orders and price quotes as the retailer's back office keeps them. A request is checked
 * against every rule the form shows (saleOrders.validation.ts) and written in one transaction with its
 * rows and an event; accept and cancel follow the state machine of §4. A simulated back office
 * (`advanceOneOrder`, the job runner's queue `saleOrderQueue`) prices quotes and moves orders on.
 */

export interface Author {
  readonly userId: number
  readonly contactId: number
}

type OrderRow = typeof saleOrders.$inferSelect
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

/** Checks a new order or quote (a refusal is the answer) and writes it; answers its uid. */
export async function placeSaleOrder(
  db: Db,
  customerId: number,
  author: Author,
  body: SaleOrderCreate,
  now: Date,
  timing: BackOfficeTiming,
): Promise<SaleOrdersAnswer<number>> {
  const checked = await checkCreate(db, customerId, body, now)
  if ("problem" in checked) return checked
  return { value: await createSaleOrder(db, customerId, author, checked.value, now, timing) }
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
    await emitWebhookEvent(tx, customerId, "sale_order.state_changed", { orderUid: uid, fromState: null, toState: state }, now)
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
): Promise<SaleOrdersProblem | undefined> {
  return db.transaction(async (tx): Promise<SaleOrdersProblem | undefined> => {
    const order = await lockedOrder(tx, customerId, uid)
    if (!order) return { kind: "ORDER_NOT_FOUND", uid }
    if (!order.isQuote || order.state !== "MV2")
      return { kind: "NOT_AWAITING_CONFIRMATION", docNumber: order.docNumber, state: order.state }
    if (!order.canChange) return { kind: "NOT_CHANGEABLE", docNumber: order.docNumber }
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
    await emitWebhookEvent(tx, customerId, "sale_order.state_changed", { orderUid: uid, fromState: order.state, toState: state }, now)
    return undefined
  })
}

/** Cancels an order or quote that canChange (T, a red bar); anything else is 409 NOT_CHANGEABLE. */
export async function cancelOrder(
  db: Db,
  customerId: number,
  uid: number,
  author: Author,
  now: Date,
): Promise<SaleOrdersProblem | undefined> {
  return db.transaction(async (tx): Promise<SaleOrdersProblem | undefined> => {
    const order = await lockedOrder(tx, customerId, uid)
    if (!order) return { kind: "ORDER_NOT_FOUND", uid }
    if (!order.canChange || order.state === "T") return { kind: "NOT_CANCELLABLE", docNumber: order.docNumber, state: order.state }
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
    await emitWebhookEvent(tx, customerId, "sale_order.state_changed", { orderUid: uid, fromState: order.state, toState: "T" }, now)
    return undefined
  })
}

/** The quote's file name, made when the back office prices it. */
export const quoteFileName = (docNumber: string) => `pakkumus-${docNumber}.pdf`

/**
 * One step of the simulated back office for every order whose time has come, each in its own
 * transaction (advanceOneOrder). Answers how many moved.
 */
export async function advanceDueOrders(db: Db, now: Date, timing: BackOfficeTiming, limit = 50): Promise<number> {
  let moved = 0
  for (let i = 0; i < limit; i++) {
    if (!(await advanceOneOrder(db, now, timing))) break
    moved++
  }
  return moved
}

/**
 * One step of the back office for the order due first, in one transaction over a `FOR UPDATE SKIP LOCKED`
 * pick (two processes never move one order twice; the row lock is the claim, so a process that dies
 * releases it with its connection): a quote MV1 → MV2 priced, with its PDF, waiting for the customer; an
 * order MV4 (or E, once the prepayment is in) → MV3 priced and confirmed, MV3 → W, W → A issued and invoiced
 * (saleOrders.invoice.ts). False when none is due.
 */
export async function advanceOneOrder(db: Db, now: Date, timing: BackOfficeTiming): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('lock_timeout', '5s', true), set_config('statement_timeout', '10s', true)`)
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
    const changed = { orderUid: order.uid, fromState: order.state, toState: next }
    await emitWebhookEvent(tx, order.customerId, "sale_order.state_changed", changed, now)
    if (next === "A") await invoiceIssuedOrder(tx, order, now)
    return true
  })
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

/**
 * The simulated back office as a queue of the job runner (jobs/runner.ts): a job is the step of the order due
 * first. The times are rows, so a restart picks up where it stopped.
 */
export function saleOrderQueue(db: Db, clock: Clock, options: { intervalMs?: number; stepMs?: number } = {}): JobQueue {
  const timing = { stepMs: options.stepMs ?? DEFAULT_STEP_MS }
  const due = (now: Date) => and(isNotNull(saleOrders.nextStepAt), lte(saleOrders.nextStepAt, now))
  return {
    name: "sale-orders",
    timeoutMs: 10_000,
    intervalMs: options.intervalMs ?? 1000,
    claim: async () => {
      const now = clock.now()
      const [first] = await db.select({ uid: saleOrders.uid }).from(saleOrders).where(due(now)).limit(1)
      return first ? { id: first.uid, run: () => advanceOneOrder(db, now, timing) } : undefined
    },
    depth: async () => {
      const now = clock.now()
      const [row] = await db
        .select({ depth: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${saleOrders.nextStepAt})::text` })
        .from(saleOrders)
        .where(due(now))
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime()
      return { depth: row?.depth ?? 0, oldestAgeSeconds: Math.max(0, (now.getTime() - oldest) / 1000) }
    },
  }
}

/** The back office's step from the environment: SALE_ORDER_STEP_MS (a minute by default). */
export const backOfficeTimingFromEnv = (): BackOfficeTiming => {
  const ms = Number(process.env.SALE_ORDER_STEP_MS)
  return { stepMs: Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_STEP_MS }
}
