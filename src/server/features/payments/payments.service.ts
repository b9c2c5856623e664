import { payments } from "../../metrics"
import { randomBytes } from "node:crypto"
import { and, eq, inArray, sql } from "drizzle-orm"
import type { BankType, BeginPaymentBody, PaymentMethodType } from "../../../core/schemas/payments"
import { BankPaymentLimit } from "../../../core/schemas/payments"
import { electricityPaymentKey } from "../../../core/rules/payments"
import { roundMoney } from "../../../core/rules/vat"
import type { Db } from "../../db/client"
import { electricityInvoices, fuelDocuments, paymentOrders, type PaymentOrderStatus } from "../invoices/invoices.tables"
import { emitWebhookEvent } from "../integrations/integrations.webhooks"

/** An order nobody decides on stays PENDING this long, then expires. */
export const PAYMENT_ORDER_TTL_MS = 15 * 60 * 1000

/** Why the payments service refuses to begin a payment; payments.errors.ts maps each to its HTTP answer. */
export type PaymentsProblem =
  | { readonly kind: "NOT_THE_PATH_CUSTOMER" }
  | { readonly kind: "NOT_THE_SESSION_CONTACT" }
  | { readonly kind: "BANK_TYPE_MISSING" }
  | { readonly kind: "LISTED_TWICE" }
  | { readonly kind: "NOTHING_TO_PAY" }
  | { readonly kind: "NOT_AN_INVOICE"; readonly documentId: string }
  | { readonly kind: "ALREADY_PAID"; readonly documentId: string }
  | { readonly kind: "FACTORED"; readonly documentId: string }
  | { readonly kind: "OVER_BANK_LIMIT"; readonly amount: number }

export type PaymentOrderRow = typeof paymentOrders.$inferSelect

export interface NewOrder {
  readonly customerId: number
  readonly contactId: number
  readonly methodType: PaymentMethodType
  readonly bankType: BankType | null
  readonly locale: string
  readonly documentIds: ReadonlyArray<string>
  /** Electricity invoices (their ids) paid by the same order. */
  readonly electricityInvoiceIds?: ReadonlyArray<number>
}

/**
 * POST /payment/{customerId}/begin as the service sees it: the body must name the customer of the path
 * and the signed-in contact, a bank payment its bank; then the order (createOrder).
 */
export async function beginOrder(
  db: Db,
  customerId: number,
  contactId: number,
  body: BeginPaymentBody,
): Promise<{ readonly kind: "OK"; readonly order: PaymentOrderRow } | PaymentsProblem> {
  if (body.customerId !== customerId) return { kind: "NOT_THE_PATH_CUSTOMER" }
  if (body.contactPersonId !== contactId) return { kind: "NOT_THE_SESSION_CONTACT" }
  if (body.paymentMethodType === "BANK" && !body.bankType) return { kind: "BANK_TYPE_MISSING" }
  return createOrder(db, {
    customerId,
    contactId,
    methodType: body.paymentMethodType,
    bankType: body.bankType ?? null,
    locale: body.locale,
    documentIds: body.remoteDocumentIds,
    electricityInvoiceIds: body.electricityInvoiceIds ?? [],
  })
}

/** What one invoice of an order owes: `id` names it in refusals (a fuel document's id, or `electricity:<id>`). */
interface Owed {
  readonly id: string
  readonly due: number
  readonly factoring: boolean
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

const electricityLabel = electricityPaymentKey

/**
 * What the customer's fuel documents and electricity invoices among these owe (another customer's are
 * left out, so they read as unknown). `lock` takes their rows for the capture's transaction.
 */
async function owedOf(
  db: Db | Tx,
  customerId: number,
  documentIds: ReadonlyArray<string>,
  electricityIds: ReadonlyArray<number>,
  lock = false,
): Promise<Owed[]> {
  const fuel = db
    .select({
      id: fuelDocuments.remoteDocumentId,
      due: sql<string>`${fuelDocuments.totalAmount} - ${fuelDocuments.paymentAmount}`,
      factoring: fuelDocuments.remoteFactoring,
    })
    .from(fuelDocuments)
    .where(and(inArray(fuelDocuments.remoteDocumentId, [...documentIds]), eq(fuelDocuments.customerId, customerId)))
  const electricity = db
    .select({ id: electricityInvoices.id, due: sql<string>`${electricityInvoices.amountIncludingVat} - ${electricityInvoices.amountPaid}` })
    .from(electricityInvoices)
    .where(and(inArray(electricityInvoices.id, [...electricityIds]), eq(electricityInvoices.customerId, customerId)))
  // One after the other: in a transaction both use its one connection.
  const docs = documentIds.length === 0 ? [] : await (lock ? fuel.for("update") : fuel)
  const invoices = electricityIds.length === 0 ? [] : await (lock ? electricity.for("update") : electricity)
  return [
    ...docs.map((d) => ({ id: d.id, due: Number(d.due), factoring: d.factoring })),
    ...invoices.map((i) => ({ id: electricityLabel(i.id), due: Number(i.due), factoring: false })),
  ]
}

/**
 * Creates a PENDING order for the documents. The amount is the sum due of those documents as
 * the database has them; whatever the client believes the sum is plays no part. Refuses
 * a document listed twice (LISTED_TWICE), documents of another customer or unknown ones (NOT_AN_INVOICE:
 * the same answer, so nothing leaks), paid (ALREADY_PAID) or factored ones (FACTORED), and a bank
 * payment over the limit (OVER_BANK_LIMIT).
 */
export async function createOrder(
  db: Db,
  input: NewOrder,
  now = new Date(),
): Promise<{ readonly kind: "OK"; readonly order: PaymentOrderRow } | PaymentsProblem> {
  const ids = [...new Set(input.documentIds)]
  const electricityIds = [...new Set(input.electricityInvoiceIds ?? [])]
  if (ids.length !== input.documentIds.length || electricityIds.length !== (input.electricityInvoiceIds ?? []).length)
    return { kind: "LISTED_TWICE" }
  if (ids.length + electricityIds.length === 0) return { kind: "NOTHING_TO_PAY" }
  const owed = await owedOf(db, input.customerId, ids, electricityIds)
  const found = new Set(owed.map((d) => d.id))
  const foreign = [...ids, ...electricityIds.map(electricityLabel)].find((id) => !found.has(id))
  if (foreign) return { kind: "NOT_AN_INVOICE", documentId: foreign }
  const paid = owed.find((d) => d.due <= 0)
  if (paid) return { kind: "ALREADY_PAID", documentId: paid.id }
  const factored = owed.find((d) => d.factoring)
  if (factored) return { kind: "FACTORED", documentId: factored.id }
  const amount = roundMoney(owed.reduce((sum, d) => sum + d.due, 0))
  if (input.methodType === "BANK" && amount > BankPaymentLimit) return { kind: "OVER_BANK_LIMIT", amount }

  const orderToken = randomBytes(24).toString("base64url")
  const [order] = await db
    .insert(paymentOrders)
    .values({
      orderToken,
      customerId: input.customerId,
      contactId: input.contactId,
      methodType: input.methodType,
      bankType: input.methodType === "BANK" ? input.bankType : null,
      locale: input.locale,
      amount,
      documentIds: ids,
      electricityInvoiceIds: electricityIds,
      expiresAt: new Date(now.getTime() + PAYMENT_ORDER_TTL_MS),
    })
    .returning()
  return { kind: "OK", order: order! }
}

export async function findOrder(db: Db, orderToken: string) {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderToken, orderToken))
  return order
}

/** The order's status; a PENDING order past its time becomes EXPIRED (once, by a guarded UPDATE). */
export async function orderStatus(db: Db, orderToken: string, now = new Date()): Promise<PaymentOrderStatus | "NOT_FOUND"> {
  const order = await findOrder(db, orderToken)
  if (!order) return "NOT_FOUND"
  if (order.status === "PENDING" && order.expiresAt.getTime() <= now.getTime()) {
    await db
      .update(paymentOrders)
      .set({ status: "EXPIRED", completedAt: now })
      .where(and(eq(paymentOrders.orderToken, orderToken), eq(paymentOrders.status, "PENDING")))
    return (await findOrder(db, orderToken))!.status
  }
  return order.status
}

/**
 * The bank's answer. Approval captures: in one transaction, with the order and its documents
 * locked, a PENDING, unexpired order whose documents still owe exactly its amount becomes
 * CAPTURED and the documents paid. Anything else leaves the documents alone; a second approval,
 * a decline after approval or an approval after expiry changes nothing.
 */
export async function decideOrder(
  db: Db,
  orderToken: string,
  approve: boolean,
  now = new Date(),
): Promise<PaymentOrderStatus | "NOT_FOUND"> {
  const current = await orderStatus(db, orderToken, now)
  if (current !== "PENDING") return current
  let decided: PaymentOrderStatus | undefined
  const status = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderToken, orderToken)).for("update")
    if (order?.status !== "PENDING") return order?.status ?? "NOT_FOUND"
    const finish = async (status: PaymentOrderStatus) => {
      await tx.update(paymentOrders).set({ status, completedAt: now }).where(eq(paymentOrders.id, order.id))
      decided = status
      return status
    }
    if (!approve) return finish("DECLINED")
    const owed = await owedOf(tx, order.customerId, order.documentIds, order.electricityInvoiceIds, true)
    const due = roundMoney(owed.reduce((sum, d) => sum + d.due, 0))
    // Paid meanwhile by another order (another tab): the bank would charge for nothing.
    if (owed.length !== order.documentIds.length + order.electricityInvoiceIds.length || due !== order.amount) return finish("FAILED")
    if (order.documentIds.length > 0)
      await tx
        .update(fuelDocuments)
        .set({ paymentAmount: sql`${fuelDocuments.totalAmount}`, paid: true })
        .where(and(inArray(fuelDocuments.remoteDocumentId, order.documentIds), eq(fuelDocuments.customerId, order.customerId)))
    if (order.electricityInvoiceIds.length > 0)
      await tx
        .update(electricityInvoices)
        .set({ amountPaid: sql`${electricityInvoices.amountIncludingVat}` })
        .where(and(inArray(electricityInvoices.id, order.electricityInvoiceIds), eq(electricityInvoices.customerId, order.customerId)))
    const paid = {
      paymentOrderId: order.id,
      documentIds: order.documentIds,
      electricityInvoiceIds: order.electricityInvoiceIds,
      amount: order.amount,
    }
    await emitWebhookEvent(tx, order.customerId, "payment.captured", paid, now)
    return finish("CAPTURED")
  })
  // Counted once committed: the order left PENDING here.
  if (decided) payments.inc({ outcome: decided.toLowerCase() })
  return status
}
