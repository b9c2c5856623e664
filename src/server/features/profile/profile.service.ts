import { eq } from "drizzle-orm"
import { profileProblems, type ProfileFieldProblem } from "../../../core/rules/profile"
import { normalizeBankAccount } from "../../../core/rules/validation"
import type { ContactPatch, ContactPerson, ContactPersonPatch } from "../../../core/schemas/profile"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import { auditEvents } from "../../db/tables/audit"
import { contactSettings } from "./profile.tables"
import type { ContactRow } from "../../db/queries/contacts"

/** Why the profile service refuses a change; profile.errors.ts maps each to its HTTP answer. */
export type ProfileProblem = { readonly kind: "NOT_YOUR_CONTACT" } | ({ readonly kind: "FIELD" } & ProfileFieldProblem)

/**
 * The contact person's settings ("Minu sätted"): what the contact saved, or, before the first save,
 * the customer register's e-mail, phone and billing data (the register is this database). The
 * communication language is always the customer's own (null: never chosen).
 */
export async function contactPersonOf(db: Db, contact: ContactRow): Promise<ContactPerson> {
  const [[saved], [customer]] = await Promise.all([
    db.select().from(contactSettings).where(eq(contactSettings.contactId, contact.id)),
    db.select().from(customers).where(eq(customers.id, contact.customerId)),
  ])
  const communicationLanguage = customer?.communicationLanguage ?? null
  if (saved) {
    return {
      contactId: contact.id,
      email: saved.email,
      phone: saved.phone,
      eInvoice: saved.eInvoice,
      bankAccountNumber: saved.bankAccountNumber,
      invoiceRecipientEmail: saved.invoiceRecipientEmail,
      communicationLanguage,
    }
  }
  return {
    contactId: contact.id,
    email: customer?.email ?? null,
    phone: customer?.phone ?? customer?.mobileNumber ?? null,
    eInvoice: customer?.eInvoice ?? false,
    bankAccountNumber: customer?.bankAccountNumber ?? null,
    invoiceRecipientEmail: customer?.invoiceRecipientEmail ?? null,
    communicationLanguage,
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
  patch: ContactPersonPatch,
): Promise<ProfileProblem | undefined> {
  if (contactId !== contact.id) return { kind: "NOT_YOUR_CONTACT" }
  const problem = contactPatchProblem(patch)
  if (problem) return { kind: "FIELD", ...problem }
  await saveContactPerson(db, contact, userId, patch)
  return undefined
}

/**
 * Saves the contact's settings (and the customer's communication language when the patch has one) and
 * records who changed which fields, in one transaction. Without e-invoice no bank account is kept;
 * without a recipient the invoices go to the contact's e-mail.
 */
async function saveContactPerson(db: Db, contact: ContactRow, userId: number, patch: ContactPersonPatch): Promise<void> {
  const before = await contactPersonOf(db, contact)
  const after = {
    email: patch.email.trim(),
    phone: patch.phone.trim(),
    eInvoice: patch.eInvoice,
    bankAccountNumber: patch.eInvoice && patch.bankAccountNumber ? normalizeBankAccount(patch.bankAccountNumber) : null,
    invoiceRecipientEmail: patch.invoiceRecipientEmail?.trim() || null,
  }
  const language = patch.communicationLanguage
  const changed: Record<string, [unknown, unknown]> = {}
  for (const [key, value] of Object.entries({ ...after, ...(language ? { communicationLanguage: language } : {}) })) {
    const was = before[key as keyof typeof before] ?? null
    if (was !== value) changed[key] = [was, value]
  }
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx
      .insert(contactSettings)
      .values({ contactId: contact.id, ...after, updatedAt: now, updatedByUserId: userId })
      .onConflictDoUpdate({ target: contactSettings.contactId, set: { ...after, updatedAt: now, updatedByUserId: userId } })
    if (language) await tx.update(customers).set({ communicationLanguage: language }).where(eq(customers.id, contact.customerId))
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
