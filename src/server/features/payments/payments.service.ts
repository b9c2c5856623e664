import { randomBytes } from "node:crypto"
import { and, eq, inArray, sql } from "drizzle-orm"
import type { BankType, PaymentMethodType } from "../../../core/schemas/payments"
import { BankPaymentLimit } from "../../../core/schemas/payments"
import { roundMoney } from "../../../core/rules/vat"
import type { Db } from "../../db/client"
import { fuelDocuments, paymentOrders, type PaymentOrderStatus } from "../invoices/invoices.tables"
import { badRequest, refuse } from "../../http/errors"

/** An order nobody decides on stays PENDING this long, then expires. */
export const PAYMENT_ORDER_TTL_MS = 15 * 60 * 1000

export interface NewOrder {
  readonly customerId: number
  readonly contactId: number
  readonly methodType: PaymentMethodType
  readonly bankType: BankType | null
  readonly locale: string
  readonly documentIds: ReadonlyArray<string>
}

/**
 * Creates a PENDING order for the documents. The amount is the sum due of those documents as
 * the database has them; whatever the client believes the sum is plays no part. Refuses (400)
 * a document listed twice (VALIDATION), documents of another customer or unknown ones (NOT_AN_INVOICE:
 * the same answer, so nothing leaks), paid (ALREADY_PAID) or factored ones (FACTORED), and a bank
 * payment over the limit (OVER_BANK_LIMIT).
 */
export async function createOrder(db: Db, input: NewOrder, now = new Date()) {
  const ids = [...new Set(input.documentIds)]
  if (ids.length !== input.documentIds.length) throw badRequest("remoteDocumentIds", "A document is listed twice")
  const docs = await db
    .select({
      id: fuelDocuments.remoteDocumentId,
      due: sql<string>`${fuelDocuments.totalAmount} - ${fuelDocuments.paymentAmount}`,
      factoring: fuelDocuments.remoteFactoring,
    })
    .from(fuelDocuments)
    .where(and(inArray(fuelDocuments.remoteDocumentId, ids), eq(fuelDocuments.customerId, input.customerId)))
  const found = new Map(docs.map((d) => [d.id, d]))
  const foreign = ids.find((id) => !found.has(id))
  if (foreign) throw refuse("NOT_AN_INVOICE", `Document ${foreign} is not an invoice of this customer`, "remoteDocumentIds")
  const paid = docs.find((d) => Number(d.due) <= 0)
  if (paid) throw refuse("ALREADY_PAID", `Document ${paid.id} is already paid`, "remoteDocumentIds")
  const factored = docs.find((d) => d.factoring)
  if (factored) throw refuse("FACTORED", `Document ${factored.id} is factored and cannot be paid here`, "remoteDocumentIds")
  const amount = roundMoney(docs.reduce((sum, d) => sum + Number(d.due), 0))
  if (input.methodType === "BANK" && amount > BankPaymentLimit)
    throw refuse(
      "OVER_BANK_LIMIT",
      `Bank-link payments are limited to ${BankPaymentLimit} euros; this selection is ${amount.toFixed(2)}`,
      "remoteDocumentIds",
    )

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
      expiresAt: new Date(now.getTime() + PAYMENT_ORDER_TTL_MS),
    })
    .returning()
  return order!
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
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderToken, orderToken)).for("update")
    if (!order || order.status !== "PENDING") return order?.status ?? "NOT_FOUND"
    const finish = async (status: PaymentOrderStatus) => {
      await tx.update(paymentOrders).set({ status, completedAt: now }).where(eq(paymentOrders.id, order.id))
      return status
    }
    if (!approve) return finish("DECLINED")
    const docs = await tx
      .select({ id: fuelDocuments.remoteDocumentId, due: sql<string>`${fuelDocuments.totalAmount} - ${fuelDocuments.paymentAmount}` })
      .from(fuelDocuments)
      .where(and(inArray(fuelDocuments.remoteDocumentId, order.documentIds), eq(fuelDocuments.customerId, order.customerId)))
      .for("update")
    const due = roundMoney(docs.reduce((sum, d) => sum + Number(d.due), 0))
    // Paid meanwhile by another order (another tab): the bank would charge for nothing.
    if (docs.length !== order.documentIds.length || due !== order.amount) return finish("FAILED")
    await tx
      .update(fuelDocuments)
      .set({ paymentAmount: sql`${fuelDocuments.totalAmount}`, paid: true })
      .where(and(inArray(fuelDocuments.remoteDocumentId, order.documentIds), eq(fuelDocuments.customerId, order.customerId)))
    return finish("CAPTURED")
  })
}
