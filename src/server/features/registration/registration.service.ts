import { and, eq, isNull } from "drizzle-orm"
import { businessRegistrationProblems, privateRegistrationProblems, type RegistrationFieldProblem } from "../../../core/rules/registration"
import type { BusinessCustomerBody, PrivateCustomerBody } from "../../../core/schemas/registration"
import type { Db } from "../../db/client"
import { isUniqueViolation } from "../../db/uniqueViolation"
import { contacts, customers, userCompanies, users } from "../../db/schema"
import { auditEvents } from "../../db/tables/audit"
import { customerRegistrations } from "./registration.tables"

/** What a refused registration says: a field and its rule, NOT_FOUND, or a customer already (the spec's two server messages). */
export type RegistrationOutcome =
  | { readonly kind: "OK"; readonly customerId: number }
  | { readonly kind: "FIELD"; readonly problem: RegistrationFieldProblem }
  | { readonly kind: "NOT_YOUR_CODE" }
  | { readonly kind: "NOT_YOUR_NAME" }
  | { readonly kind: "NO_COMPANY" }
  | { readonly kind: "ALREADY_CUSTOMER"; readonly message: string }

/** The retailer's own messages of part 3 §8; the portal shows "Ettevõte on juba Terminali klient!" for both. */
/** Why a registration is refused; registration.errors.ts maps each to its HTTP answer. */
export type RegistrationProblem = Exclude<RegistrationOutcome, { readonly kind: "OK" }>

export const REGNO_EXISTS = "Customer with given regno already exists!"
export const SEARCHCODE_EXISTS = "Customer with generated searchcode already exists!"

/**
 * The database's unique index (customers_registry_number) is the last word: a registration that
 * passed the check while another one of the same number committed first is rolled back whole and
 * answered as a customer already.
 */
async function alreadyCustomerOnDuplicate(message: string, register: () => Promise<RegistrationOutcome>): Promise<RegistrationOutcome> {
  try {
    return await register()
  } catch (error) {
    if (isUniqueViolation(error, "customers_registry_number")) return { kind: "ALREADY_CUSTOMER", message }
    throw error
  }
}

/** A new customer's contact person may do everything for it. */
const NEW_CUSTOMER_ROLES = ["ADMIN"]

/**
 * Registers one of the user's companies (GET /companies) as a customer: the customer, the user's
 * contact, the company's link, the wishes and the audit row in one transaction. A company whose
 * registry number is a customer already is refused, however it is listed.
 */
export async function registerBusiness(db: Db, userId: number, body: BusinessCustomerBody): Promise<RegistrationOutcome> {
  const first = businessRegistrationProblems({
    companyId: body.companyId,
    contactPhone: body.contactPhone,
    contactEmail: body.contactEmail,
    wantCreditAndCard: body.wantsCreditAndCard,
    estimatedMonthlyLiters: body.estimatedMonthlyLiters == null ? "" : String(body.estimatedMonthlyLiters),
    wantedCredit: body.wantedCredit == null ? "" : String(body.wantedCredit),
    additionalInfo: body.additionalInfo ?? "",
  })[0]
  if (first) return { kind: "FIELD", problem: first }
  return alreadyCustomerOnDuplicate(REGNO_EXISTS, () =>
    db.transaction(async (tx): Promise<RegistrationOutcome> => {
      const [company] = await tx
        .select()
        .from(userCompanies)
        .where(and(eq(userCompanies.id, body.companyId), eq(userCompanies.userId, userId)))
        .for("update")
      if (!company) return { kind: "NO_COMPANY" }
      const [existing] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.registryNumber, company.registryNumber), eq(customers.isPerson, false)))
      if (company.customerId !== null || existing) return { kind: "ALREADY_CUSTOMER", message: REGNO_EXISTS }
      const [customer] = await tx
        .insert(customers)
        .values({
          name: company.name,
          isPerson: false,
          registryNumber: company.registryNumber,
          vatRegistryNumber: company.vatRegistryNumber,
          email: body.contactEmail.trim(),
          phone: body.contactPhone.trim(),
        })
        .returning({ id: customers.id })
      const customerId = customer!.id
      const [contact] = await tx.insert(contacts).values({ userId, customerId, roles: NEW_CUSTOMER_ROLES }).returning({ id: contacts.id })
      // Every board member's listing of this company now names the customer.
      await tx
        .update(userCompanies)
        .set({ customerId })
        .where(and(eq(userCompanies.registryNumber, company.registryNumber), isNull(userCompanies.customerId)))
      await tx.insert(customerRegistrations).values({
        customerId,
        userId,
        kind: "BUSINESS",
        contactEmail: body.contactEmail.trim(),
        contactPhone: body.contactPhone.trim(),
        wantsCreditAndCard: body.wantsCreditAndCard,
        estimatedMonthlyLiters: body.wantsCreditAndCard ? (body.estimatedMonthlyLiters ?? null) : null,
        wantedCredit: body.wantsCreditAndCard ? (body.wantedCredit ?? null) : null,
        additionalInfo: body.additionalInfo?.trim() || null,
      })
      await tx.insert(auditEvents).values({
        userId,
        customerId,
        contactId: contact!.id,
        action: "BUSINESS_CUSTOMER_REGISTERED",
        detail: { companyId: company.id, registryNumber: company.registryNumber, wantsCreditAndCard: body.wantsCreditAndCard },
      })
      return { kind: "OK", customerId }
    }),
  )
}

/**
 * Registers the signed-in person as a private customer. The personal code must be the user's own,
 * and the name is the one of the eID identity the user signed in with (users.name): the body's name
 * (part 3 §7 sends it) must say the same, it never names the customer. A person who is a customer
 * already is refused.
 */
export async function registerPrivate(db: Db, userId: number, body: PrivateCustomerBody): Promise<RegistrationOutcome> {
  const first = privateRegistrationProblems({
    contactPhone: body.contactPhone,
    contactEmail: body.contactEmail,
    wantsNewsLetter: body.wantsNewsLetter ?? false,
    // The terms are the form's own box; the body of part 3 §7 does not carry them.
    termsAndConditions: true,
  })[0]
  if (first) return { kind: "FIELD", problem: first }
  return alreadyCustomerOnDuplicate(SEARCHCODE_EXISTS, () =>
    db.transaction(async (tx): Promise<RegistrationOutcome> => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update")
      if (!user || user.personalCode !== body.personalIdentificationCode) {
        return { kind: "NOT_YOUR_CODE" }
      }
      if (body.name.trim() !== user.name) return { kind: "NOT_YOUR_NAME" }
      const [existing] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.registryNumber, user.personalCode), eq(customers.isPerson, true)))
      if (existing) return { kind: "ALREADY_CUSTOMER", message: SEARCHCODE_EXISTS }
      const email = body.contactEmail.trim() || null
      const phone = body.contactPhone.trim() || null
      const [customer] = await tx
        .insert(customers)
        .values({ name: user.name, isPerson: true, registryNumber: user.personalCode, email, mobileNumber: phone })
        .returning({ id: customers.id })
      const customerId = customer!.id
      const [contact] = await tx.insert(contacts).values({ userId, customerId, roles: NEW_CUSTOMER_ROLES }).returning({ id: contacts.id })
      await tx.insert(customerRegistrations).values({
        customerId,
        userId,
        kind: "PRIVATE",
        contactEmail: email ?? "",
        contactPhone: phone ?? "",
        wantsNewsLetter: body.wantsNewsLetter ?? false,
      })
      await tx.insert(auditEvents).values({
        userId,
        customerId,
        contactId: contact!.id,
        action: "PRIVATE_CUSTOMER_REGISTERED",
        detail: { wantsNewsLetter: body.wantsNewsLetter ?? false },
      })
      return { kind: "OK", customerId }
    }),
  )
}
