import type { AgreementFormFields } from "../../core/rules/electricityAgreement"
import type { Customer } from "../../core/schemas/session"

/** The signed-in contact's invoice settings (`contactPerson`): the form starts from them. */
export interface WizardContact {
  readonly contactId: number
  readonly email?: string | null
  readonly phone?: string | null
  readonly eInvoice: boolean
  readonly bankAccountNumber?: string | null
  readonly invoiceRecipientEmail?: string | null
}

/** The form's first values: the contact's settings, else the customer's. */
export const fieldsOf = (c: Customer, contact: Partial<WizardContact> | undefined): AgreementFormFields => ({
  customerName: c.name,
  registryNumber: c.registryNumber ?? "",
  email: contact?.email ?? c.email ?? "",
  phone: contact?.phone ?? c.phone ?? c.mobileNumber ?? "",
  address: c.address ?? "",
  city: c.city ?? "",
  zip: c.zip ?? "",
  county: c.county ?? "",
  consolidatedInvoice: false,
  sellCheck: false,
  eInvoice: contact?.eInvoice ?? c.eInvoice,
  bankAccountNumber: contact?.bankAccountNumber ?? c.bankAccountNumber ?? "",
  invoiceRecipientEmailEnabled: Boolean(contact?.invoiceRecipientEmail ?? c.invoiceRecipientEmail),
  invoiceRecipientEmail: contact?.invoiceRecipientEmail ?? c.invoiceRecipientEmail ?? "",
})

/** The contact part of every body (the bank account only with e-invoice, the recipient only when enabled). */
export const contactBodyOf = (f: AgreementFormFields, contactPersonId: number) => ({
  contactPersonId,
  email: f.email.trim(),
  phone: f.phone.trim(),
  address: f.address.trim(),
  consolidatedInvoice: f.consolidatedInvoice,
  eInvoice: f.eInvoice,
  ...(f.eInvoice ? { bankAccountNumber: f.bankAccountNumber.replace(/\s+/g, "").toUpperCase() } : {}),
  ...(f.invoiceRecipientEmailEnabled ? { invoiceRecipientEmail: f.invoiceRecipientEmail.trim() } : {}),
})

/** Sets one field of the form. */
export type SetField = <K extends keyof AgreementFormFields>(key: K, value: AgreementFormFields[K]) => void

/** The points of an agreement or offer as the customer's list knows them (with their earliest start), else as the agreement has them. */
export const pointsOfAgreement = <P extends { readonly eic: string }>(
  agreement: { readonly meteringPoints: ReadonlyArray<P> } | null | undefined,
  points: ReadonlyArray<P>,
): ReadonlyArray<P> => (agreement?.meteringPoints ?? []).map((p) => points.find((q) => q.eic === p.eic) ?? p)
