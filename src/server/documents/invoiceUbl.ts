import { eInvoiceAmounts, electricityLine, unitCodeOf, type EInvoiceAmounts } from "../../core/rules/invoices.eInvoice"
import type { FuelDocumentForPdf, ElectricityInvoiceForPdf, PdfCustomer } from "./invoicePdf"
import { BRAND } from "../../core/rules/brand"
import { SELLER, documentTypeTitles } from "./invoicePdf"

/**
 * Invoices as e-invoices: EN 16931 in UBL 2.1 (Invoice, or CreditNote for a credit invoice). A business
 * buyer (one with a registry code: a company or an association) gets Peppol BIS Billing 3.0, whose
 * network reaches it by that code; a private person has no Peppol endpoint, so theirs is plain EN 16931
 * (CustomizationID urn:cen.eu:en16931:2017, no Peppol profile), addressed to their e-mail (scheme EM).
 * Parties carry their registry codes (scheme 0191, the Estonian Business Register) and VAT numbers; lines their quantity, UN/ECE unit code, net price and VAT category S at the
 * rate of the invoice date; the totals come from core/rules/invoices.eInvoice.ts; payment means 58 (SEPA
 * credit transfer) to the seller's IBAN with the reference number (viitenumber) as the payment id.
 */

/** What one e-invoice says; built from a fuel document or an electricity invoice. */
export interface EInvoiceDocument {
  readonly kind: "Invoice" | "CreditNote"
  readonly number: string
  readonly issueDate: string
  readonly dueDate: string | null
  readonly referenceNumber: string | null
  readonly note: string
  readonly buyer: PdfCustomer
  readonly amounts: EInvoiceAmounts
}

/** EN 16931 itself, for a buyer outside Peppol (a private person). */
export const EN16931_CUSTOMIZATION = "urn:cen.eu:en16931:2017"
/** Peppol BIS Billing 3.0, for a business buyer. */
export const PEPPOL_CUSTOMIZATION = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0"
const PEPPOL_PROFILE = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"
/** Estonian Business Register code, in the Electronic Address Scheme and ICD code lists. */
const EE_REGISTRY = "0191"

const xmlText = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")
const el = (name: string, value: string, attrs: Record<string, string> = {}) =>
  `<${name}${Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${xmlText(v)}"`)
    .join("")}>${xmlText(value)}</${name}>`
const money = (name: string, amount: number) => el(name, amount.toFixed(2), { currencyID: "EUR" })
const group = (name: string, ...children: ReadonlyArray<string | false | null | undefined>) =>
  `<${name}>${children.filter(Boolean).join("")}</${name}>`
/** A quantity or price without float noise: up to 6 decimals, trailing zeros dropped. */
const decimal = (n: number) => String(Math.round(n * 1e6) / 1e6)

interface Party {
  readonly name: string
  readonly registryCode: string | null
  readonly vatNumber: string | null
  readonly street: string | null
  readonly city: string | null
  readonly zip: string | null
  /** The electronic address: a registry code (0191) or, for a person, the e-mail (EM). */
  readonly endpoint: { readonly scheme: string; readonly id: string }
}

function partyXml(p: Party): string {
  return group(
    "cac:Party",
    el("cbc:EndpointID", p.endpoint.id, { schemeID: p.endpoint.scheme }),
    p.registryCode && group("cac:PartyIdentification", el("cbc:ID", p.registryCode, { schemeID: EE_REGISTRY })),
    group("cac:PartyName", el("cbc:Name", p.name)),
    group(
      "cac:PostalAddress",
      p.street && el("cbc:StreetName", p.street),
      p.city && el("cbc:CityName", p.city),
      p.zip && el("cbc:PostalZone", p.zip),
      group("cac:Country", el("cbc:IdentificationCode", "EE")),
    ),
    p.vatNumber && group("cac:PartyTaxScheme", el("cbc:CompanyID", p.vatNumber), group("cac:TaxScheme", el("cbc:ID", "VAT"))),
    group(
      "cac:PartyLegalEntity",
      el("cbc:RegistrationName", p.name),
      p.registryCode && el("cbc:CompanyID", p.registryCode, { schemeID: EE_REGISTRY }),
    ),
  )
}

const sellerParty: Party = {
  name: SELLER.name,
  registryCode: SELLER.registryCode,
  vatNumber: SELLER.vatNumber,
  street: BRAND.street,
  city: BRAND.city,
  zip: BRAND.zip,
  endpoint: { scheme: EE_REGISTRY, id: SELLER.registryCode },
}

/** Whether the buyer is a business with a registry code: its e-invoice follows Peppol BIS Billing 3.0. */
export const isPeppolBuyer = (c: Pick<PdfCustomer, "isPerson" | "registryNumber">): boolean => !c.isPerson && !!c.registryNumber

/** The buyer: a business by its registry code; a person without their personal code, reached by e-mail. */
function buyerParty(c: PdfCustomer): Party {
  const company = isPeppolBuyer(c)
  return {
    name: c.name,
    registryCode: company ? c.registryNumber : null,
    vatNumber: c.vatRegistryNumber,
    street: c.address,
    city: c.city,
    zip: c.zip,
    endpoint: company ? { scheme: EE_REGISTRY, id: c.registryNumber! } : { scheme: "EM", id: c.email ?? "arved@example.ee" },
  }
}

const taxCategory = (name: string, percent: number) =>
  group(name, el("cbc:ID", "S"), el("cbc:Percent", String(percent)), group("cac:TaxScheme", el("cbc:ID", "VAT")))

function linesXml(d: EInvoiceDocument): string {
  const [lineName, quantityName] =
    d.kind === "Invoice" ? ["cac:InvoiceLine", "cbc:InvoicedQuantity"] : ["cac:CreditNoteLine", "cbc:CreditedQuantity"]
  return d.amounts.lines
    .map((l, i) =>
      group(
        lineName,
        el("cbc:ID", String(i + 1)),
        el(quantityName, decimal(l.quantity), { unitCode: l.unitCode }),
        money("cbc:LineExtensionAmount", l.netAmount),
        group("cac:Item", el("cbc:Name", l.name), taxCategory("cac:ClassifiedTaxCategory", d.amounts.vatPercent)),
        group("cac:Price", el("cbc:PriceAmount", decimal(l.unitPrice), { currencyID: "EUR" })),
      ),
    )
    .join("")
}

/** The document as UBL 2.1 XML (UTF-8). */
export function eInvoiceXml(d: EInvoiceDocument): string {
  const a = d.amounts
  const invoice = d.kind === "Invoice"
  const ns = invoice
    ? "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
    : "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
  const payment = group(
    "cac:PaymentMeans",
    el("cbc:PaymentMeansCode", "58", { name: "SEPA credit transfer" }),
    !invoice && d.dueDate && el("cbc:PaymentDueDate", d.dueDate),
    d.referenceNumber && el("cbc:PaymentID", d.referenceNumber),
    group("cac:PayeeFinancialAccount", el("cbc:ID", SELLER.iban), el("cbc:Name", SELLER.name)),
  )
  const peppol = isPeppolBuyer(d.buyer)
  const body = [
    el("cbc:CustomizationID", peppol ? PEPPOL_CUSTOMIZATION : EN16931_CUSTOMIZATION),
    peppol && el("cbc:ProfileID", PEPPOL_PROFILE),
    el("cbc:ID", d.number),
    el("cbc:IssueDate", d.issueDate),
    invoice && d.dueDate && el("cbc:DueDate", d.dueDate),
    el(invoice ? "cbc:InvoiceTypeCode" : "cbc:CreditNoteTypeCode", invoice ? "380" : "381"),
    el("cbc:Note", d.note),
    el("cbc:DocumentCurrencyCode", "EUR"),
    el("cbc:BuyerReference", d.referenceNumber ?? d.number),
    group("cac:AccountingSupplierParty", partyXml(sellerParty)),
    group("cac:AccountingCustomerParty", partyXml(buyerParty(d.buyer))),
    payment,
    group(
      "cac:TaxTotal",
      money("cbc:TaxAmount", a.vatAmount),
      group(
        "cac:TaxSubtotal",
        money("cbc:TaxableAmount", a.lineTotal),
        money("cbc:TaxAmount", a.vatAmount),
        taxCategory("cac:TaxCategory", a.vatPercent),
      ),
    ),
    group(
      "cac:LegalMonetaryTotal",
      money("cbc:LineExtensionAmount", a.lineTotal),
      money("cbc:TaxExclusiveAmount", a.lineTotal),
      money("cbc:TaxInclusiveAmount", a.taxInclusive),
      a.prepaid > 0 && money("cbc:PrepaidAmount", a.prepaid),
      a.rounding !== 0 && money("cbc:PayableRoundingAmount", a.rounding),
      money("cbc:PayableAmount", a.payable),
    ),
    linesXml(d),
  ].filter(Boolean)
  const root = invoice ? "Invoice" : "CreditNote"
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${ns}" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">${body.join("")}</${root}>\n`
}

/** A fuel document as an e-invoice; a credit invoice (LV.K) as a credit note. */
export function fuelDocumentEInvoice(d: FuelDocumentForPdf, buyer: PdfCustomer): EInvoiceDocument {
  const lines = d.lines.map((l) => ({ name: l.product, quantity: l.quantity, unitCode: unitCodeOf(l.unit), unitPrice: l.unitPrice }))
  return {
    kind: d.documentType === "LV.K" ? "CreditNote" : "Invoice",
    number: d.documentNumber,
    issueDate: d.documentDateCreated,
    dueDate: d.paymentDeadlineDate,
    referenceNumber: d.referenceNumber,
    note: documentTypeTitles[d.documentType] ?? "Arve",
    buyer,
    amounts: eInvoiceAmounts(d.documentDateCreated, lines, d.paymentAmount, d.totalAmount),
  }
}

/** An electricity invoice as an e-invoice: one line of the period's consumption. */
export function electricityEInvoice(inv: ElectricityInvoiceForPdf & { readonly amountPaid: number }, buyer: PdfCustomer): EInvoiceDocument {
  return {
    kind: "Invoice",
    number: inv.invoiceNumber,
    issueDate: inv.dateIssued,
    dueDate: inv.dateDue,
    referenceNumber: null,
    note: inv.meteringPoint ? `Elektriarve, mõõtepunkt ${inv.meteringPoint}` : "Elektriarve",
    buyer,
    amounts: eInvoiceAmounts(
      inv.dateIssued,
      [electricityLine(inv.amountExcludingVat, inv.totalConsumption)],
      inv.amountPaid,
      inv.amountIncludingVat,
    ),
  }
}

/** One e-invoice as an answer, to be saved. */
export const xmlResponse = (xml: string, fileName: string) =>
  new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  })
