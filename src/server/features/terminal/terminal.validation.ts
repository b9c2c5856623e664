import { and, eq, inArray } from "drizzle-orm"
import { amountProblem, fuelAmountProblems, headerProblems, ownerOptions } from "../../../core/rules/terminal"
import { tallinnDay } from "../../../core/rules/vat"
import type { DispensingOrderCreate, DispensingOrderEdit, DispensingOrderRow, Warehouse } from "../../../core/schemas/terminal"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import { invalid, isModifiableState, type TerminalAnswer } from "./terminal.problems"
import { dispensingOrderRows, dispensingOrders, terminalBatches } from "./terminal.tables"
import { findTransport } from "./terminal.transport"

/**
 * The check of a save or an edit of a dispensing order: the form's rules and the customer's own
 * carriers, cars, drivers, batches and (for an edit) order. It runs when the request arrives (a
 * refusal is the answer) and again when the job is applied (a refusal is the job's FAILED reason).
 */

export type JobRequest =
  | { readonly kind: "save"; readonly payload: DispensingOrderCreate }
  | { readonly kind: "edit"; readonly payload: DispensingOrderEdit }

interface NewRow {
  readonly remoteBatchId: string
  readonly productName: string
  readonly quantity: number
}

interface ModifiedRow {
  readonly rowNumber: number
  readonly remoteBatchId: string
  readonly quantity: number
  readonly previous: number
}

interface ResolvedHeader {
  readonly documentNumber: string
  readonly ownerCode: string
  readonly ownerName: string
  readonly carrierCode: string
  readonly carrierName: string
  readonly carCode: string
  readonly carRegNumber: string
  readonly trailerRegNumber: string | null
  readonly driverCode: string
  readonly driverName: string
  readonly validUntil: string
  readonly warehouse: Warehouse
}

/** What a valid request becomes: the order's header with the names copied in, and its row changes. */
export interface ResolvedRequest {
  readonly header: ResolvedHeader
  readonly newRows: ReadonlyArray<NewRow>
  readonly modifiedRows: ReadonlyArray<ModifiedRow>
  /** The next free row number of an edited order (1 for a new one). */
  readonly firstRowNumber: number
}

type OrderRow = typeof dispensingOrders.$inferSelect
type OrderLineRow = typeof dispensingOrderRows.$inferSelect

const amountMessages: Record<string, string> = {
  REQUIRED: "An amount is required (Kohustuslik väli)",
  INVALID: "Not a number",
  NEGATIVE: "Amounts cannot be negative",
  STEP: "Amounts go in steps of 100 L",
  TOO_LARGE: "The amount is too large",
}
const headerMessages: Record<string, string> = {
  REQUIRED: "Required (Kohustuslik väli)",
  INVALID_DATE: "Not a real date",
  PAST_DATE: "Valid until cannot be before today",
}

/** Checks the new rows of a save or an edit against the customer's batches of the warehouse. */
async function resolveNewRows(
  db: Db,
  customerId: number,
  warehouse: Warehouse,
  rows: ReadonlyArray<DispensingOrderRow>,
  listName: string,
): Promise<TerminalAnswer<NewRow[]>> {
  const ids = rows.flatMap((r) => [r.remoteBatchId, ...(r.remoteDosBatchId ? [r.remoteDosBatchId] : [])])
  const batches = ids.length
    ? await db
        .select()
        .from(terminalBatches)
        .where(and(eq(terminalBatches.customerId, customerId), inArray(terminalBatches.remoteBatchId, ids)))
    : []
  const byId = new Map(batches.map((b) => [b.remoteBatchId, b]))
  const seen = new Set<string>()
  const out: NewRow[] = []
  for (const [i, row] of rows.entries()) {
    const at = `${listName}.${i}`
    const main = byId.get(row.remoteBatchId)
    // Another customer's batch answers like one that does not exist.
    if (!main || main.dosOf !== null) return { problem: invalid(`${at}.remoteBatchId`, `No fuel batch ${row.remoteBatchId}`) }
    if (main.warehouse !== warehouse)
      return { problem: invalid(`${at}.remoteBatchId`, `Batch ${row.remoteBatchId} is not in warehouse ${warehouse}`) }
    if (seen.has(main.remoteBatchId)) return { problem: invalid(`${at}.remoteBatchId`, `Batch ${row.remoteBatchId} is listed twice`) }
    seen.add(main.remoteBatchId)
    const dos = row.remoteDosBatchId ? byId.get(row.remoteDosBatchId) : undefined
    if (row.remoteDosBatchId && dos?.dosOf !== main.remoteBatchId) {
      return { problem: invalid(`${at}.remoteDosBatchId`, `${row.remoteDosBatchId} is not the DOS batch of ${row.remoteBatchId}`) }
    }
    if (!dos && row.dosBatchAmount != null) return { problem: invalid(`${at}.remoteDosBatchId`, "A DOS amount needs the DOS batch") }
    const problems = fuelAmountProblems({ batchAmount: row.batchAmount, dosBatchAmount: row.dosBatchAmount, isDosVisible: Boolean(dos) })
    const bad = problems.batchAmount ? "batchAmount" : problems.dosBatchAmount ? "dosBatchAmount" : undefined
    if (bad) return { problem: invalid(`${at}.${bad}`, amountMessages[problems[bad]!]!) }
    if (row.batchAmount) out.push({ remoteBatchId: main.remoteBatchId, productName: main.productName, quantity: row.batchAmount })
    if (dos && row.dosBatchAmount)
      out.push({ remoteBatchId: dos.remoteBatchId, productName: dos.productName, quantity: row.dosBatchAmount })
  }
  return { value: out }
}

/** The customer's order, if it may still be edited; another customer's order does not exist. */
async function editableOrder(db: Db, customerId: number, uid: number): Promise<TerminalAnswer<OrderRow>> {
  const [order] = await db
    .select()
    .from(dispensingOrders)
    .where(and(eq(dispensingOrders.uid, uid), eq(dispensingOrders.customerId, customerId)))
  if (!order) return { problem: { kind: "ORDER_NOT_FOUND", uid } }
  if (!isModifiableState(order.state)) return { problem: { kind: "NOT_MODIFIABLE", uid, state: order.state } }
  return { value: order }
}

/** The header's own rules, then its goods owner, carrier, car and driver among the customer's. */
async function resolveHeader(
  db: Db,
  customerId: number,
  body: DispensingOrderCreate | DispensingOrderEdit,
  today: string,
): Promise<TerminalAnswer<ResolvedHeader>> {
  const header = headerProblems(body, today)
  const badHeader = (Object.keys(header) as Array<keyof typeof header>)[0]
  if (badHeader) return { problem: invalid(badHeader, headerMessages[header[badHeader]!]!) }

  const [customer] = await db.select({ searchCode: customers.searchCode }).from(customers).where(eq(customers.id, customerId))
  const owner = ownerOptions(customer?.searchCode).find((o) => o.code === body.owner)
  if (!owner) return { problem: invalid("owner", `${body.owner} is not a goods owner this customer may choose`) }
  const transport = await findTransport(db, customerId, { carrier: body.carrier, vehicleCode: body.vehicleCode, driver: body.driver })
  if ("problem" in transport) return { problem: invalid(transport.problem.field, transport.problem.message) }
  const { carrier, car, driver } = transport.value
  return {
    value: {
      documentNumber: body.documentNumber.trim(),
      ownerCode: owner.code,
      ownerName: owner.label,
      carrierCode: carrier.searchCode,
      carrierName: carrier.name,
      carCode: car.code,
      carRegNumber: car.regNumber,
      trailerRegNumber: car.trailerRegNumber,
      driverCode: driver.code,
      driverName: driver.name,
      validUntil: body.validUntil,
      warehouse: body.warehouse,
    },
  }
}

/** The changed quantities of an edit's existing rows: each row once, of the product it holds, a valid amount. */
function resolveModifiedRows(edit: DispensingOrderEdit, existing: ReadonlyArray<OrderLineRow>): TerminalAnswer<ModifiedRow[]> {
  const byNumber = new Map(existing.map((r) => [r.rowNumber, r]))
  const modifiedRows: ModifiedRow[] = []
  for (const [i, row] of edit.modifiedRows.entries()) {
    const at = `modifiedRows.${i}`
    const current = byNumber.get(row.rowNumber)
    if (!current) return { problem: invalid(`${at}.rowNumber`, `Order ${edit.uid} has no row ${row.rowNumber}`) }
    if (current.productName !== row.productName)
      return { problem: invalid(`${at}.productName`, `Row ${row.rowNumber} is ${current.productName}`) }
    if (modifiedRows.some((m) => m.rowNumber === row.rowNumber))
      return { problem: invalid(`${at}.rowNumber`, `Row ${row.rowNumber} is listed twice`) }
    const problem = amountProblem(row.quantity)
    if (problem) return { problem: invalid(`${at}.quantity`, amountMessages[problem]!) }
    modifiedRows.push({
      rowNumber: row.rowNumber,
      remoteBatchId: current.remoteBatchId,
      quantity: row.quantity,
      previous: current.quantity,
    })
  }
  return { value: modifiedRows }
}

/** An edit's row changes: its warehouse stays, its rows change as asked, and some row keeps more than 0 L. */
async function resolveEdit(
  db: Db,
  customerId: number,
  edit: DispensingOrderEdit,
  edited: OrderRow,
  header: ResolvedHeader,
): Promise<TerminalAnswer<ResolvedRequest>> {
  if (edit.warehouse !== edited.warehouse) return { problem: invalid("warehouse", `Order ${edit.uid} is of warehouse ${edited.warehouse}`) }
  const existing = await db.select().from(dispensingOrderRows).where(eq(dispensingOrderRows.orderUid, edit.uid))
  const modified = resolveModifiedRows(edit, existing)
  if ("problem" in modified) return modified
  const modifiedRows = modified.value
  const rows = await resolveNewRows(db, customerId, edit.warehouse, edit.newRows, "newRows")
  if ("problem" in rows) return rows
  const remaining =
    existing.reduce((sum, r) => sum + (modifiedRows.find((m) => m.rowNumber === r.rowNumber)?.quantity ?? r.quantity), 0) +
    rows.value.reduce((sum, r) => sum + r.quantity, 0)
  if (remaining <= 0) return { problem: invalid("modifiedRows", "An order needs at least one row above 0 L") }
  const firstRowNumber = existing.reduce((max, r) => Math.max(max, r.rowNumber), 0) + 1
  return { value: { header, newRows: rows.value, modifiedRows, firstRowNumber } }
}

/**
 * Checks a save or edit against the form's rules and the customer's own carriers, cars, drivers,
 * batches and (for an edit) order, and resolves the names the order keeps.
 */
export async function resolveRequest(
  db: Db,
  customerId: number,
  request: JobRequest,
  today = tallinnDay(new Date()),
): Promise<TerminalAnswer<ResolvedRequest>> {
  // An edit names its order first: another customer's order or one that cannot change says so before any field.
  const edited = request.kind === "edit" ? await editableOrder(db, customerId, request.payload.uid) : undefined
  if (edited && "problem" in edited) return edited
  const header = await resolveHeader(db, customerId, request.payload, today)
  if ("problem" in header) return header
  if (request.kind === "edit") return resolveEdit(db, customerId, request.payload, edited!.value, header.value)
  const rows = await resolveNewRows(db, customerId, request.payload.warehouse, request.payload.rows, "rows")
  if ("problem" in rows) return rows
  return { value: { header: header.value, newRows: rows.value, modifiedRows: [], firstRowNumber: 1 } }
}
