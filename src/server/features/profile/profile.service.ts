import { eq } from "drizzle-orm"
import { profileProblems, type ProfileFieldProblem } from "../../../core/rules/profile"
import { normalizeBankAccount } from "../../../core/rules/validation"
import type { ContactPatch, ContactPerson } from "../../../core/schemas/profile"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import { auditEvents } from "../../db/tables/audit"
import { contactSettings } from "./profile.tables"
import type { ContactRow } from "../../db/queries/contacts"

/** Why the profile service refuses a change; profile.errors.ts maps each to its HTTP answer. */
export type ProfileProblem = { readonly kind: "NOT_YOUR_CONTACT" } | ({ readonly kind: "FIELD" } & ProfileFieldProblem)

/**
 * The contact person's settings ("Minu sätted"): what the contact saved, or, before the first save,
 * the customer register's e-mail, phone and billing data (the register is this database).
 */
export async function contactPersonOf(db: Db, contact: ContactRow): Promise<ContactPerson> {
  const [saved] = await db.select().from(contactSettings).where(eq(contactSettings.contactId, contact.id))
  if (saved) {
    return {
      contactId: contact.id,
      email: saved.email,
      phone: saved.phone,
      eInvoice: saved.eInvoice,
      bankAccountNumber: saved.bankAccountNumber,
      invoiceRecipientEmail: saved.invoiceRecipientEmail,
    }
  }
  const [customer] = await db.select().from(customers).where(eq(customers.id, contact.customerId))
  return {
    contactId: contact.id,
    email: customer?.email ?? null,
    phone: customer?.phone ?? customer?.mobileNumber ?? null,
    eInvoice: customer?.eInvoice ?? false,
    bankAccountNumber: customer?.bankAccountNumber ?? null,
    invoiceRecipientEmail: customer?.invoiceRecipientEmail ?? null,
  }
}

/**
 * The first rule a PATCH breaks: the profile's own rules (part 3 §5), and the bank account is sent
 * only with e-invoice (part 3 §7).
 */
export function contactPatchProblem(patch: ContactPatch): ProfileFieldProblem | undefined {
  const bank = patch.bankAccountNumber ?? null
  if (!patch.eInvoice && bank !== null) return { field: "bankAccountNumber", problem: "NOT_WITHOUT_E_INVOICE" }
  return profileProblems({
    email: patch.email,
    phone: patch.phone,
    eInvoice: patch.eInvoice,
    bankAccountNumber: bank ?? "",
    invoiceRecipientEmailEnabled: patch.invoiceRecipientEmail != null,
    invoiceRecipientEmail: patch.invoiceRecipientEmail ?? "",
  })[0]
}

/**
 * PATCH of the signed-in contact's own settings (`contactId` of the path): another contact's id is
 * unknown (not theirs to know); then the rules (contactPatchProblem) and the save.
 */
export async function changeContactPerson(
  db: Db,
  contact: ContactRow,
  userId: number,
  contactId: number,
  patch: ContactPatch,
): Promise<ProfileProblem | undefined> {
  if (contactId !== contact.id) return { kind: "NOT_YOUR_CONTACT" }
  const problem = contactPatchProblem(patch)
  if (problem) return { kind: "FIELD", ...problem }
  await saveContactPerson(db, contact, userId, patch)
  return undefined
}

/**
 * Saves the contact's settings and records who changed which fields, in one transaction. Without
 * e-invoice no bank account is kept; without a recipient the invoices go to the contact's e-mail.
 */
async function saveContactPerson(db: Db, contact: ContactRow, userId: number, patch: ContactPatch): Promise<void> {
  const before = await contactPersonOf(db, contact)
  const after = {
    email: patch.email.trim(),
    phone: patch.phone.trim(),
    eInvoice: patch.eInvoice,
    bankAccountNumber: patch.eInvoice && patch.bankAccountNumber ? normalizeBankAccount(patch.bankAccountNumber) : null,
    invoiceRecipientEmail: patch.invoiceRecipientEmail?.trim() || null,
  }
  const changed: Record<string, [unknown, unknown]> = {}
  for (const key of Object.keys(after) as Array<keyof typeof after>) {
    if ((before[key] ?? null) !== after[key]) changed[key] = [before[key] ?? null, after[key]]
  }
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx
      .insert(contactSettings)
      .values({ contactId: contact.id, ...after, updatedAt: now, updatedByUserId: userId })
      .onConflictDoUpdate({ target: contactSettings.contactId, set: { ...after, updatedAt: now, updatedByUserId: userId } })
    await tx.insert(auditEvents).values({
      at: now,
      userId,
      customerId: contact.customerId,
      contactId: contact.id,
      action: "PROFILE_SAVED",
      detail: { changed },
    })
  })
}
