import { asc, eq, sql } from "drizzle-orm"
import type { sessionCalls } from "../../../core/api"
import type { Role } from "../../../core/schemas/common"
import type { Customer } from "../../../core/schemas/session"
import type { Db } from "../../db/client"
import { preparedOnce } from "../../db/prepared"
import { contactsOfUser } from "../../db/queries/contacts"
import { customers, userCompanies, users } from "../../db/schema"
import type { Handler } from "../../http/bindCall"
import { forbidden, notFound } from "../../http/errors"
import { electricitySummary } from "../consumption/electricitySummary.service"

/** Calls under /users/{userId} and /companies/{userId} are about oneself only. */
const ownOnly = (pathUserId: number, signedIn: number) => {
  if (pathUserId !== signedIn) throw forbidden("Only your own user")
}

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
export const currentUser: Handler<typeof sessionCalls.currentUser> = async ({ deps, user }) => {
  let row = deps.accessCache.user(user.userId)
  if (!row) {
    const mark = deps.accessCache.mark()
    ;[row] = await userById(deps.db).execute({ userId: user.userId })
    if (row) deps.accessCache.keepUser(mark, user.userId, row)
  }
  if (!row) throw notFound("User not found")
  return {
    id: row.id,
    name: row.name,
    personalIdentificationCode: row.personalCode,
    email: row.email,
    canRequestIdCredit: row.canRequestIdCredit,
  }
}

export const userContacts: Handler<typeof sessionCalls.userContacts> = async ({ deps, user, params }) => {
  ownOnly(params.userId, user.userId)
  const rows = await contactsOfUser(deps.db, user.userId)
  return rows.map(({ roles: _roles, ...contact }) => contact)
}

export const companies: Handler<typeof sessionCalls.companies> = async ({ deps, user, params }) => {
  ownOnly(params.userId, user.userId)
  return deps.db
    .select({
      id: userCompanies.id,
      registryNumber: userCompanies.registryNumber,
      vatRegistryNumber: userCompanies.vatRegistryNumber,
      name: userCompanies.name,
      customerId: userCompanies.customerId,
    })
    .from(userCompanies)
    .where(eq(userCompanies.userId, user.userId))
    .orderBy(asc(userCompanies.id))
}

export const customer: Handler<typeof sessionCalls.customer> = async ({ deps, contact, params }) => {
  const [row] = await deps.db.select().from(customers).where(eq(customers.id, params.customerId))
  if (!row) throw notFound("Customer not found")
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
    ...(await electricitySummary(deps.db, row.id)),
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
  return answer
}
