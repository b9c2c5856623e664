import PDFDocument from "pdfkit"
import { BRAND, brandAddress } from "../../core/rules/brand"
import { roundMoney, vatRateOn } from "../../core/rules/vat"
import { drawBrandMark } from "./brandMark"
import type { FuelDocumentLine } from "../features/invoices/invoices.tables"

/** The retailer as it prints itself on documents: the one brand (core/rules/brand.ts). */
export const SELLER = {
  name: BRAND.legalName,
  registryCode: BRAND.registryCode,
  vatNumber: BRAND.vatNumber,
  address: brandAddress,
  iban: BRAND.iban,
  bank: BRAND.bank,
} as const

export interface PdfCustomer {
  readonly name: string
  readonly registryNumber: string | null
  readonly vatRegistryNumber: string | null
  readonly address: string | null
  readonly city: string | null
  readonly zip: string | null
  /** A person's registry number is their personal code: the e-invoice names them by e-mail instead. */
  readonly isPerson?: boolean
  readonly email?: string | null
}

export interface FuelDocumentForPdf {
  readonly remoteDocumentId: string
  readonly documentNumber: string
  readonly documentType: string
  readonly documentDateCreated: string
  readonly paymentDeadlineDate: string | null
  readonly totalAmount: number
  readonly paymentAmount: number
  readonly remoteFactoring: boolean
  readonly referenceNumber: string
  readonly lines: ReadonlyArray<FuelDocumentLine>
}

export interface ElectricityInvoiceForPdf {
  readonly invoiceNumber: string
  readonly dateIssued: string
  readonly dateDue: string | null
  readonly amountIncludingVat: number
  readonly amountExcludingVat: number
  readonly totalConsumption: number | null
  readonly totalProduction: number | null
  readonly consumptionAveragePrice: number | null
  readonly productionAveragePrice: number | null
  readonly meteringPoint: string | null
}

/** Names of document types as printed (Estonian). */
export const documentTypeTitles: Record<string, string> = {
  "VA.1": "Koondarve",
  "MV.KO": "Mitmikarve (kombineeritud)",
  "MV.VL": "Mitmikarve (väljastus)",
  "MV.VF": "Mitmikarve (ettemaks)",
  "LV.5": "Müügiarve",
  "LV.5A": "Müügiarve (AdBlue)",
  "LV.5E": "Müügiarve (e-arve)",
  "LV.K": "Kreeditarve",
}

// Built once (core/rules/vat.ts says why): a document asks them for every line.
const EUR = new Intl.NumberFormat("et-EE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const QTY = new Intl.NumberFormat("et-EE", { maximumFractionDigits: 3 })
export const eur = (n: number) => `${EUR.format(n).replace(/\u00a0/g, " ")} €`
export const qty = (n: number) => QTY.format(n).replace(/\u00a0/g, " ")
export const day = (iso: string | null) => (iso ? iso.slice(0, 10).split("-").reverse().join(".") : "—")

/** Collects a pdfkit document into one Buffer. */
export function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: title, Author: SELLER.name }, compress: true })
    const chunks: Buffer[] = []
    doc.on("data", (c: Buffer) => chunks.push(c))
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
    try {
      draw(doc)
      doc.end()
    } catch (e) {
      reject(e)
    }
  })
}

export function header(doc: PDFKit.PDFDocument, title: string, customer: PdfCustomer, facts: ReadonlyArray<[string, string]>) {
  drawBrandMark(doc, 50, 48, 30)
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#0b6e4f").text(SELLER.name, 88, 50)
  doc.font("Helvetica").fontSize(9).fillColor("#4a5565")
  doc.text(`Registrikood ${SELLER.registryCode} · KMKR ${SELLER.vatNumber}`, 88, 72)
  doc.text(`${SELLER.address} · ${SELLER.bank} ${SELLER.iban}`)
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#1c2430").text(title, 50, 110)

  doc.font("Helvetica-Bold").fontSize(10).text("Klient", 50, 150)
  doc.font("Helvetica").fontSize(10).text(customer.name)
  if (customer.registryNumber) doc.text(`Kood: ${customer.registryNumber}`)
  if (customer.vatRegistryNumber) doc.text(`KMKR: ${customer.vatRegistryNumber}`)
  const address = [customer.address, [customer.zip, customer.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")
  if (address) doc.text(address)

  let y = 150
  for (const [label, value] of facts) {
    doc.font("Helvetica-Bold").fontSize(10).text(label, 330, y, { width: 110 })
    doc.font("Helvetica").text(value, 440, y, { width: 110, align: "right" })
    y += 15
  }
  return Math.max(y, doc.y) + 25
}

export function totalsRow(doc: PDFKit.PDFDocument, y: number, label: string, value: string, bold = false) {
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(10)
    .text(label, 300, y, { width: 150 })
    .text(value, 450, y, { width: 95, align: "right" })
  return y + 16
}

/** A fuel invoice: customer, lines, VAT at the rate of the document date, totals and the reference number. */
export function fuelDocumentPdf(d: FuelDocumentForPdf, customer: PdfCustomer): Promise<Buffer> {
  const title = `${documentTypeTitles[d.documentType] ?? "Arve"} nr ${d.documentNumber}`
  return render(title, (doc) => {
    let y = header(doc, title, customer, [
      ["Arve kuupäev", day(d.documentDateCreated)],
      ["Maksetähtaeg", day(d.paymentDeadlineDate)],
      ["Viitenumber", d.referenceNumber],
      ["Dokumendi tüüp", d.documentType],
    ])
    const cols = [50, 250, 320, 360, 450] as const
    doc
      .rect(50, y - 4, 495, 18)
      .fill("#e3f2ec")
      .fillColor("#1c2430")
    doc.font("Helvetica-Bold").fontSize(9)
    doc
      .text("Toode", cols[0], y)
      .text("Kogus", cols[1], y, { width: 60, align: "right" })
      .text("Ühik", cols[2] + 8, y)
    doc.text("Hind km-ta", cols[3], y, { width: 80, align: "right" }).text("Summa km-ta", cols[4], y, { width: 95, align: "right" })
    y += 20
    doc.font("Helvetica").fontSize(9)
    let net = 0
    for (const line of d.lines) {
      const sum = roundMoney(line.quantity * line.unitPrice)
      net += sum
      doc
        .text(line.product, cols[0], y, { width: 195 })
        .text(qty(line.quantity), cols[1], y, { width: 60, align: "right" })
        .text(line.unit, cols[2] + 8, y)
      doc
        .text(line.unitPrice.toFixed(3).replace(".", ","), cols[3], y, { width: 80, align: "right" })
        .text(eur(sum), cols[4], y, { width: 95, align: "right" })
      y += 15
      if (y > 700) {
        doc.addPage()
        y = 50
      }
    }
    net = roundMoney(net)
    const rate = vatRateOn(d.documentDateCreated)
    const vat = roundMoney(d.totalAmount - net)
    doc
      .moveTo(300, y + 4)
      .lineTo(545, y + 4)
      .strokeColor("#dde3ea")
      .stroke()
    y += 12
    y = totalsRow(doc, y, "Summa käibemaksuta", eur(net))
    y = totalsRow(doc, y, `Käibemaks ${Math.round(rate * 100)}%`, eur(vat))
    y = totalsRow(doc, y, "Arve summa kokku", eur(d.totalAmount), true)
    y = totalsRow(doc, y, "Tasutud", eur(d.paymentAmount))
    y = totalsRow(doc, y, "Tasuda", eur(roundMoney(d.totalAmount - d.paymentAmount)), true)
    y += 20
    doc.font("Helvetica").fontSize(9).fillColor("#4a5565")
    doc.text(
      `Palume tasuda hiljemalt ${day(d.paymentDeadlineDate)} arveldusarvele ${SELLER.iban}, viitenumber ${d.referenceNumber}.`,
      50,
      y,
      { width: 495 },
    )
    doc.text("Alates 1. maist 2025 on arve tasumisel viitenumber kohustuslik.", { width: 495 })
    if (d.remoteFactoring) doc.text("Arve on faktooritud: tasu see faktooringuettevõttele arvel märgitud tingimustel.", { width: 495 })
  })
}

/** An electricity invoice: period figures, amounts with and without VAT. */
export function electricityInvoicePdf(inv: ElectricityInvoiceForPdf, customer: PdfCustomer): Promise<Buffer> {
  const title = `Elektriarve nr ${inv.invoiceNumber}`
  return render(title, (doc) => {
    let y = header(doc, title, customer, [
      ["Arve kuupäev", day(inv.dateIssued)],
      ["Maksetähtaeg", day(inv.dateDue)],
      ["Mõõtepunkt", inv.meteringPoint ?? "—"],
    ])
    const rows: Array<[string, string]> = [
      ["Tarbimine kokku", inv.totalConsumption != null ? `${qty(inv.totalConsumption)} kWh` : "—"],
      [
        "Keskmine tarbimise hind",
        inv.consumptionAveragePrice != null ? `${inv.consumptionAveragePrice.toFixed(4).replace(".", ",")} €/kWh` : "—",
      ],
      ["Tootmine kokku", inv.totalProduction != null ? `${qty(inv.totalProduction)} kWh` : "—"],
      [
        "Keskmine tootmise hind",
        inv.productionAveragePrice != null ? `${inv.productionAveragePrice.toFixed(4).replace(".", ",")} €/kWh` : "—",
      ],
    ]
    for (const [label, value] of rows) {
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor("#1c2430")
        .text(label, 50, y, { width: 250 })
        .text(value, 300, y, { width: 245, align: "right" })
      y += 16
    }
    y += 10
    const rate = vatRateOn(inv.dateIssued)
    y = totalsRow(doc, y, "Summa käibemaksuta", eur(inv.amountExcludingVat))
    y = totalsRow(doc, y, `Käibemaks ${Math.round(rate * 100)}%`, eur(roundMoney(inv.amountIncludingVat - inv.amountExcludingVat)))
    y = totalsRow(doc, y, "Kokku tasuda", eur(inv.amountIncludingVat), true)
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#4a5565")
      .text(`Arveldusarve ${SELLER.iban}. Täname, et kasutate rohelist elektrit!`, 50, y + 20, { width: 495 })
  })
}
