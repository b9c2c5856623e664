import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import {
  CARDS_PAGE_SIZE,
  ID_CREDIT_LINK_VALID_MS,
  isIdCreditLinkExpired,
  isSimplePin,
  limitChangeProblem,
  newCardProblems,
  seesIdCreditPromo,
  type CardFieldProblem,
  type LimitChangeProblem,
} from "../../../core/rules/cards"
import { tallinnDay } from "../../../core/rules/vat"
import type {
  Card,
  CardLimitChange,
  CardPage,
  CardPageQuery,
  CardPinChange,
  CardSortField,
  IdCreditApplication,
  IdCreditConfirmFailure,
  NewCardRequest,
  OutboxMail,
} from "../../../core/schemas/cards"
import type { Db } from "../../db/client"
import { customers, users, type contacts } from "../../db/schema"
import { cardChanges, cardRequests, cards, idCreditApplications, idCreditConfirmations, mailOutbox, staffedStations } from "./cards.tables"
import { emitWebhookEvent } from "../integrations/integrations.webhooks"

type ContactRow = typeof contacts.$inferSelect

/** Why the cards service refuses a request; the route group maps each to its HTTP answer. */
export type CardsProblem =
  | {
      readonly kind: "FIELD"
      readonly field: string
      readonly problem: CardFieldProblem | "NOT_THE_PATH_CUSTOMER" | "NOT_THE_SESSION_CONTACT"
    }
  | { readonly kind: "CARD_NOT_FOUND" }
  | { readonly kind: "LIMIT"; readonly problem: LimitChangeProblem }
  | { readonly kind: "NOT_AN_ID_CARD" }
  | { readonly kind: "PIN_TOO_SIMPLE"; readonly field: "newPin" | "pinCode" }
  | { readonly kind: "NOT_ELIGIBLE_FOR_ID_CREDIT" }

// ---- PINs: salted scrypt hashes; the PIN itself is never stored, logged or answered.

const SCRYPT_KEY_LENGTH = 32

const scryptAsync = (pin: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) => scrypt(pin, salt, SCRYPT_KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))))

/** `scrypt$<salt>$<key>` (base64) with a fresh 16-byte salt. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(pin, salt)
  return `scrypt$${salt.toString("base64")}$${key.toString("base64")}`
}

export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split("$")
  if (scheme !== "scrypt" || !salt || !key) return false
  const expected = Buffer.from(key, "base64")
  const actual = await scryptAsync(pin, Buffer.from(salt, "base64"))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// ---- Card list

const sortColumns: Record<CardSortField, AnyPgColumn | SQL> = {
  REMOTE_CARD_ID: cards.remoteCardId,
  CARD_TYPE: cards.cardType,
  NAME: cards.name,
  IS_BLOCKED_CARD: cards.isBlocked,
  MONTHLY_LIMIT: cards.monthlyLimit,
  CREDIT_REMAINING: sql`(${cards.monthlyLimit} - ${cards.creditUsed})`,
  DATE_CREATED: cards.dateCreated,
}

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** GET /cards/{customerId}: filter by type, blocked flag and name or number; sort and page in SQL. */
export async function listCards(db: Db, customerId: number, query: CardPageQuery, now = new Date()): Promise<CardPage> {
  const page = query.page ?? 0
  const size = query.size ?? CARDS_PAGE_SIZE
  const search = query.searchQuery?.trim()
  const number = search?.replace(/\s+/g, "")
  const where = and(
    eq(cards.customerId, customerId),
    query.cardType ? eq(cards.cardType, query.cardType) : undefined,
    query.isBlockedCard === undefined ? undefined : eq(cards.isBlocked, query.isBlockedCard),
    search ? or(ilike(cards.name, likePattern(search)), number ? ilike(cards.remoteCardId, likePattern(number)) : undefined) : undefined,
  )
  const direction = (query.sortDirection ?? "ASC") === "ASC" ? asc : desc
  const column = sortColumns[query.sortField ?? "REMOTE_CARD_ID"]
  // Cards without a limit sort last either way; the card number keeps pages stable.
  const order = [sql`${column} is null`, direction(column), direction(cards.remoteCardId)]

  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(cards)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset(page * size),
    db.select({ n: sql<number>`count(*)::int` }).from(cards).where(where),
  ])
  const today = tallinnDay(now)
  const content: Card[] = rows.map((row) => ({
    remoteCardId: row.remoteCardId,
    name: row.name,
    monthlyLimit: row.monthlyLimit,
    creditUsed: row.creditUsed,
    isExpired: row.dateExpiry !== null && row.dateExpiry < today,
    dateExpiry: row.dateExpiry,
    isBlockedCard: row.isBlocked,
    isEidCard: row.isEidCard,
    cardType: row.cardType,
    cardCategory: row.cardCategory,
  }))
  return { content, number: page, size, totalElements: count?.n ?? 0 }
}

export async function staffedStationNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: staffedStations.name }).from(staffedStations).orderBy(asc(staffedStations.name))
  return rows.map((r) => r.name)
}

// ---- Card request and changes

/** POST /cards/{customerId}/requests: checked against the path customer, the session's contact and the staffed stations. */
export async function requestCard(
  db: Db,
  customerId: number,
  contact: ContactRow,
  request: NewCardRequest,
): Promise<CardsProblem | undefined> {
  if (request.customerId !== customerId) return { kind: "FIELD", field: "customerId", problem: "NOT_THE_PATH_CUSTOMER" }
  if (request.customerContactId !== contact.id) return { kind: "FIELD", field: "customerContactId", problem: "NOT_THE_SESSION_CONTACT" }
  const [customer] = await db.select({ creditLimit: customers.customerBalanceLimit }).from(customers).where(eq(customers.id, customerId))
  const [first] = newCardProblems(
    { ...request, monthlyLimit: request.monthlyLimit ?? null, cardCategory: request.cardCategory },
    await staffedStationNames(db),
    customer?.creditLimit ?? null,
  )
  if (first) return { kind: "FIELD", field: first.field, problem: first.problem }
  const isPayment = request.cardType === "PAYMENT_CARD"
  await db.insert(cardRequests).values({
    customerId,
    contactId: contact.id,
    cardType: request.cardType,
    cardName: request.cardName.trim(),
    monthlyLimit: isPayment ? (request.monthlyLimit ?? null) : null,
    cardCategory: isPayment ? (request.cardCategory ?? null) : null,
    pickupLocation: request.pickupLocation,
  })
  return undefined
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

type CardRow = typeof cards.$inferSelect

/**
 * Runs `change` in a transaction on the customer's card, locked for the change; another customer's
 * card is as if it did not exist (CARD_NOT_FOUND, nothing written).
 */
function lockCustomerCard(
  db: Db,
  customerId: number,
  remoteCardId: string,
  change: (tx: Tx, card: CardRow) => Promise<CardsProblem | undefined>,
): Promise<CardsProblem | undefined> {
  return db.transaction(async (tx): Promise<CardsProblem | undefined> => {
    const [card] = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.remoteCardId, remoteCardId), eq(cards.customerId, customerId)))
      .for("update")
    return card ? change(tx, card) : { kind: "CARD_NOT_FOUND" }
  })
}

/** POST /cards/{customerId}/limit: a new limit, a block or an unblock; each recorded with who and when. */
export async function changeCardLimit(
  db: Db,
  customerId: number,
  contactId: number,
  change: CardLimitChange,
  now = new Date(),
): Promise<CardsProblem | undefined> {
  return lockCustomerCard(db, customerId, change.remoteCardId, async (tx, card) => {
    const [customer] = await tx.select({ creditLimit: customers.customerBalanceLimit }).from(customers).where(eq(customers.id, customerId))
    const problem = limitChangeProblem({ ...card, isBlockedCard: card.isBlocked }, change, customer?.creditLimit ?? null)
    if (problem) return { kind: "LIMIT", problem }

    const newLimit = change.newLimit === undefined ? card.monthlyLimit : change.newLimit
    const blockChanges = change.isBlocked !== card.isBlocked
    await tx
      .update(cards)
      .set({
        monthlyLimit: newLimit,
        isBlocked: change.isBlocked,
        ...(blockChanges ? { blockedAt: change.isBlocked ? now : null, blockedByContactId: change.isBlocked ? contactId : null } : {}),
        changedAt: now,
        changedByContactId: contactId,
      })
      .where(eq(cards.remoteCardId, card.remoteCardId))
    const audit: Array<typeof cardChanges.$inferInsert> = []
    if (newLimit !== card.monthlyLimit)
      audit.push({ kind: "LIMIT", oldLimit: card.monthlyLimit, newLimit, remoteCardId: card.remoteCardId, contactId, changedAt: now })
    if (blockChanges)
      audit.push({ kind: change.isBlocked ? "BLOCK" : "UNBLOCK", remoteCardId: card.remoteCardId, contactId, changedAt: now })
    await tx.insert(cardChanges).values(audit)
    const cardId = card.remoteCardId
    if (newLimit !== card.monthlyLimit)
      await emitWebhookEvent(tx, customerId, "card.limit_changed", { cardId, oldLimit: card.monthlyLimit, newLimit }, now)
    if (blockChanges && change.isBlocked) await emitWebhookEvent(tx, customerId, "card.blocked", { cardId }, now)
    return undefined
  })
}

/** POST /cards/{customerId}/pin: an ID credit card's new PIN, stored as a salted hash. */
export async function changeCardPin(
  db: Db,
  customerId: number,
  contactId: number,
  change: CardPinChange,
  now = new Date(),
): Promise<CardsProblem | undefined> {
  // Hashed before the transaction: scrypt takes a while and needs no lock.
  const pinHash = await hashPin(change.newPin)
  return lockCustomerCard(db, customerId, change.remoteCardId, async (tx, card) => {
    if (!card.isEidCard) return { kind: "NOT_AN_ID_CARD" }
    if (isSimplePin(change.newPin)) return { kind: "PIN_TOO_SIMPLE", field: "newPin" }
    await tx.update(cards).set({ pinHash, changedAt: now, changedByContactId: contactId }).where(eq(cards.remoteCardId, card.remoteCardId))
    await tx.insert(cardChanges).values({ kind: "PIN", remoteCardId: card.remoteCardId, contactId, changedAt: now })
    return undefined
  })
}

// ---- ID credit application and its e-mail confirmation

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex")

/** The path of the e-mailed link; the portal's /confirm-id-credit/{id} page posts the token back. */
export const idCreditConfirmPath = (token: string) => `/confirm-id-credit/${token}`

/**
 * POST /id-credit-applications/{customerId}: only a person's own private customer whose user has
 * canRequestIdCredit. The flag is cleared in the same transaction (one open application; the promo
 * goes away), the application and a one-time link valid 14 days are stored, and the confirmation
 * e-mail is written to the outbox.
 */
export async function applyForIdCredit(
  db: Db,
  userId: number,
  contact: ContactRow,
  application: IdCreditApplication,
  origin: string,
  now = new Date(),
): Promise<CardsProblem | undefined> {
  const [owner] = await db
    .select({
      isPerson: customers.isPerson,
      registryNumber: customers.registryNumber,
      personalCode: users.personalCode,
      canRequestIdCredit: users.canRequestIdCredit,
    })
    .from(customers)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(customers.id, contact.customerId))
  const ownPrivateCustomer = owner && !contact.isMandate && owner.registryNumber === owner.personalCode
  if (!owner || !ownPrivateCustomer || !seesIdCreditPromo(owner, owner)) return { kind: "NOT_ELIGIBLE_FOR_ID_CREDIT" }
  if (isSimplePin(application.pinCode)) return { kind: "PIN_TOO_SIMPLE", field: "pinCode" }

  const pinHash = await hashPin(application.pinCode)
  const token = randomBytes(32).toString("base64url")
  const link = `${origin}${idCreditConfirmPath(token)}`
  return db.transaction(async (tx): Promise<CardsProblem | undefined> => {
    // Guarded: of two applications sent at once, one wins.
    const claimed = await tx
      .update(users)
      .set({ canRequestIdCredit: false })
      .where(and(eq(users.id, userId), eq(users.canRequestIdCredit, true)))
      .returning({ id: users.id })
    if (claimed.length === 0) return { kind: "NOT_ELIGIBLE_FOR_ID_CREDIT" }
    const [row] = await tx
      .insert(idCreditApplications)
      .values({
        customerId: contact.customerId,
        contactId: contact.id,
        userId,
        email: application.email.trim(),
        phone: application.phone,
        pinHash,
        address: application.address.trim(),
        city: application.city.trim(),
        county: application.county.trim(),
        zip: application.zip,
        includeRfidCard: application.includeRfidCard,
        createdAt: now,
      })
      .returning({ id: idCreditApplications.id })
    await tx.insert(idCreditConfirmations).values({
      tokenHash: sha256(token),
      applicationId: row!.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ID_CREDIT_LINK_VALID_MS),
    })
    await tx.insert(mailOutbox).values({
      userId,
      recipient: application.email.trim(),
      subject: "ID-krediitkaardi taotlus: kinnita e-posti aadress",
      body: `Tere!\n\nKinnita oma e-posti aadress ID-krediitkaardi taotluse jaoks: ${link}\nLink kehtib 14 päeva.`,
      link,
      createdAt: now,
    })
    return undefined
  })
}

export type IdCreditConfirmResult = { readonly success: true } | { readonly success: false; readonly message: IdCreditConfirmFailure }

/**
 * POST /id-credit-applications/confirm/{token}: a link works once, for 14 days. An expired link
 * closes its application and lets the user apply again ("a new request is needed").
 */
export async function confirmIdCredit(db: Db, token: string, now = new Date()): Promise<IdCreditConfirmResult> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { success: false, message: "INVALID_LINK" }
  return db.transaction(async (tx): Promise<IdCreditConfirmResult> => {
    const [link] = await tx
      .select({ confirmation: idCreditConfirmations, application: idCreditApplications })
      .from(idCreditConfirmations)
      .innerJoin(idCreditApplications, eq(idCreditApplications.id, idCreditConfirmations.applicationId))
      .where(eq(idCreditConfirmations.tokenHash, sha256(token)))
      .for("update")
    if (!link) return { success: false, message: "INVALID_LINK" }
    if (link.confirmation.usedAt || link.application.status === "EMAIL_CONFIRMED") return { success: false, message: "ALREADY_CONFIRMED" }
    if (isIdCreditLinkExpired(link.confirmation.createdAt, now)) {
      const closed = await tx
        .update(idCreditApplications)
        .set({ status: "EMAIL_EXPIRED" })
        .where(and(eq(idCreditApplications.id, link.application.id), eq(idCreditApplications.status, "EMAIL_PENDING")))
        .returning({ id: idCreditApplications.id })
      if (closed.length > 0) await tx.update(users).set({ canRequestIdCredit: true }).where(eq(users.id, link.application.userId))
      return { success: false, message: "EMAIL_EXPIRED" }
    }
    await tx
      .update(idCreditConfirmations)
      .set({ usedAt: now })
      .where(and(eq(idCreditConfirmations.tokenHash, link.confirmation.tokenHash), isNull(idCreditConfirmations.usedAt)))
    await tx
      .update(idCreditApplications)
      .set({ status: "EMAIL_CONFIRMED", confirmedAt: now })
      .where(eq(idCreditApplications.id, link.application.id))
    return { success: true }
  })
}

/** The signed-in user's mails, newest first (demo outbox). */
export async function outboxOf(db: Db, userId: number): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(50)
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}
