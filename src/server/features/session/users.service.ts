import { asc, eq, sql } from "drizzle-orm"
import type { Role } from "../../../core/schemas/common"
import type { Customer, User } from "../../../core/schemas/session"
import type { Db } from "../../db/client"
import { preparedOnce } from "../../db/prepared"
import type { ContactRow } from "../../db/queries/contacts"
import { customers, userCompanies, users } from "../../db/schema"
import type { AppDeps } from "../../context"
import { electricitySummary } from "../consumption/electricitySummary.service"
import type { SessionProblem } from "./session.service"

/** The signed-in user's own data: the user row, companies and a customer as the portal shows them. */

/** Calls under /users/{userId} and /companies/{userId} are about oneself only. */
export const ownOnly = (pathUserId: number, signedIn: number): SessionProblem | undefined =>
  pathUserId !== signedIn ? { kind: "NOT_YOUR_USER" } : undefined

/** The user row by id, prepared once per database. */
const userById = (db: Db) =>
  preparedOnce(db, "user_by_id", (name, db) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder("userId")))
      .prepare(name),
  )

/** GET /users/current: the user row, from the access cache while no write to users has been heard. */
export async function currentUserOf(
  db: Db,
  cache: AppDeps["accessCache"],
  userId: number,
): Promise<{ readonly kind: "OK"; readonly user: User } | SessionProblem> {
  let row = cache.user(userId)
  if (!row) {
    const mark = cache.mark()
    ;[row] = await userById(db).execute({ userId })
    if (row) cache.keepUser(mark, userId, row)
  }
  if (!row) return { kind: "USER_NOT_FOUND" }
  return {
    kind: "OK",
    user: {
      id: row.id,
      name: row.name,
      personalIdentificationCode: row.personalCode,
      email: row.email,
      canRequestIdCredit: row.canRequestIdCredit,
    },
  }
}

/** The user's companies in the business register (GET /companies), in the order they were found. */
export function companiesOf(db: Db, userId: number) {
  return db
    .select({
      id: userCompanies.id,
      registryNumber: userCompanies.registryNumber,
      vatRegistryNumber: userCompanies.vatRegistryNumber,
      name: userCompanies.name,
      customerId: userCompanies.customerId,
    })
    .from(userCompanies)
    .where(eq(userCompanies.userId, userId))
    .orderBy(asc(userCompanies.id))
}

/** The customer as the signed-in contact sees it, with its electricity summary. */
export async function customerOf(
  db: Db,
  contact: ContactRow,
  customerId: number,
): Promise<{ readonly kind: "OK"; readonly customer: Customer } | SessionProblem> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId))
  if (!row) return { kind: "CUSTOMER_NOT_FOUND" }
  const answer: Customer = {
    id: row.id,
    customerId: row.id,
    contactId: contact.id,
    name: row.name,
    roles: contact.roles as Role[],
    registryNumber: row.registryNumber,
    vatRegistryNumber: row.vatRegistryNumber,
    searchCode: row.searchCode,
    groupId: row.groupId,
    email: row.email,
    phone: row.phone,
    mobileNumber: row.mobileNumber,
    address: row.address,
    city: row.city,
    zip: row.zip,
    county: row.county,
    customerBalanceLimit: row.customerBalanceLimit,
    creditUsed: row.creditUsed,
    isPerson: row.isPerson,
    // Company means not a person and not an apartment association (spec part 1 §2.1).
    isCompany: !row.isPerson && !row.apartmentAssociation,
    apartmentAssociation: row.apartmentAssociation,
    ...(await electricitySummary(db, row.id)),
    summerGameSendNotification: row.summerGameSendNotification,
    cardLoyalty:
      row.cardLoyaltyMonthQuantity === null && row.cardLoyaltyCoffeePoints === null
        ? null
        : {
            monthQuantity: row.cardLoyaltyMonthQuantity ?? 0,
            coffeePoints: row.cardLoyaltyCoffeePoints ?? 0,
            levelId: row.cardLoyaltyLevelId,
          },
    bankAccountNumber: row.bankAccountNumber,
    eInvoice: row.eInvoice,
    invoiceRecipientEmail: row.invoiceRecipientEmail,
    extendedSaleOrderDeadlineAllowed: row.extendedSaleOrderDeadlineAllowed,
    defaultPaymentDeadline: row.defaultPaymentDeadline,
  }
  return { kind: "OK", customer: answer }
}
