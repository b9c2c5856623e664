import { createHash, randomBytes } from "node:crypto"
import { and, eq, inArray, isNull, sql } from "drizzle-orm"
import type { Db } from "../../db/client"
import { auditEvents } from "../../db/tables/audit"
import { meteringPoints } from "../consumption/consumption.tables"
import { eleringAuthorizationRequests, eleringAuthorizations } from "./electricityAgreement.tables"
import { authorisedEics, customerOfEic, eicList, eicListProblem, type ElectricityAgreementAnswer } from "./electricityAgreement.service"

/** The grid operator's (Elering's) authorisation of the customer's metering points: asked, started, decided. */

export interface PointAuthorizations {
  readonly authorizations: ReadonlyArray<{ readonly meteringPointEic: string; readonly authorized: boolean }>
}

/**
 * GET /customers/eic/{eic}/elering-authorization: per point asked. None authorised is an answer (every point
 * `authorized: false`), not an error: the agreement page asks on every load of a new agreement's terms step,
 * and a page load answered 409 is noise (issue 29). The portal reads "none authorised" as the grid operator's
 * NoCustomerAuthorization, and still takes that error (409) from a backend that answers it.
 */
export async function authorizationsOf(
  db: Db,
  userId: number,
  eic: string,
  eicsQuery: string | undefined,
): Promise<ElectricityAgreementAnswer<PointAuthorizations>> {
  const eics = eicList(eicsQuery)
  const listProblem = eicListProblem(eics, "meteringPointEics", true)
  if (listProblem) return listProblem
  const customer = await customerOfEic(db, userId, eic)
  if (customer.kind !== "OK") return customer
  const authorised = await authorisedEics(db, customer.customerId)
  return { kind: "OK", authorizations: eics.map((e) => ({ meteringPointEic: e, authorized: authorised.has(e) })) }
}

export const ELERING_REQUEST_TTL_MS = 15 * 60_000
export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex")

/** The return path must be the agreement page (no open redirect). */
export const isAgreementReturnPath = (path: string): boolean => /^\/elekter\/leping(\?[A-Za-z0-9=&%._-]*)?$/.test(path)

/**
 * POST /customers/eic/{eic}/elering-authorization: starts a trip to the operator's page for the customer's
 * own points; the token is the browser's only key.
 */
export async function startAuthorization(
  db: Db,
  userId: number,
  eic: string,
  request: { readonly meteringPointEics: ReadonlyArray<string>; readonly returnPath: string },
  now: Date,
): Promise<ElectricityAgreementAnswer<{ token: string }>> {
  const customer = await customerOfEic(db, userId, eic)
  if (customer.kind !== "OK") return customer
  const { customerId } = customer
  const { meteringPointEics: eics, returnPath } = request
  if (!isAgreementReturnPath(returnPath)) return { kind: "NOT_AN_AGREEMENT_PAGE" }
  const own = await db
    .select({ eic: meteringPoints.eic })
    .from(meteringPoints)
    .where(and(eq(meteringPoints.customerId, customerId), inArray(meteringPoints.eic, [...new Set(eics)])))
  const ownSet = new Set(own.map((r) => r.eic))
  const foreign = eics.findIndex((e) => !ownSet.has(e))
  if (foreign >= 0) return { kind: "FOREIGN_EIC", index: foreign }
  const token = randomBytes(24).toString("base64url")
  await db.insert(eleringAuthorizationRequests).values({
    tokenHash: tokenHashOf(token),
    customerId,
    userId,
    meteringPointEics: [...ownSet],
    returnPath,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ELERING_REQUEST_TTL_MS),
  })
  return { kind: "OK", token }
}

export async function authorizationRequestOf(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(eleringAuthorizationRequests)
    .where(eq(eleringAuthorizationRequests.tokenHash, tokenHashOf(token)))
  if (!row) return null
  return { ...row, live: !row.usedAt && row.expiresAt.getTime() > now.getTime() }
}

/**
 * The operator's decision: grant the chosen points (only those of the request) or none. The request is
 * used once (a guarded UPDATE); grants and the audit row go in the same transaction.
 */
export async function decideAuthorization(
  db: Db,
  token: string,
  grant: ReadonlyArray<string>,
  now: Date,
): Promise<{ returnPath: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(eleringAuthorizationRequests)
      .set({ usedAt: now })
      .where(
        and(
          eq(eleringAuthorizationRequests.tokenHash, tokenHashOf(token)),
          isNull(eleringAuthorizationRequests.usedAt),
          sql`${eleringAuthorizationRequests.expiresAt} > ${now}`,
        ),
      )
      .returning()
    if (!row) return null
    const granted = grant.filter((e) => row.meteringPointEics.includes(e))
    if (granted.length) {
      await tx
        .insert(eleringAuthorizations)
        .values(
          granted.map((eic) => ({ customerId: row.customerId, meteringPointEic: eic, authorizedAt: now, authorizedByUserId: row.userId })),
        )
        .onConflictDoNothing()
      await tx.insert(auditEvents).values({
        at: now,
        userId: row.userId,
        customerId: row.customerId,
        action: "ELERING_AUTHORIZED",
        detail: { meteringPointEics: granted },
      })
    }
    return { returnPath: row.returnPath }
  })
}
