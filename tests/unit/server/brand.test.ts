import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { inflateSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { BRAND, brandAddress } from "../../../src/core/rules/brand"
import { agreementPdf } from "../../../src/server/documents/agreementPdf"
import { electricityInvoicePdf, fuelDocumentPdf, type PdfCustomer } from "../../../src/server/documents/invoicePdf"
import { eInvoiceXml, electricityEInvoice, fuelDocumentEInvoice } from "../../../src/server/documents/invoiceUbl"
import { mailText } from "../../../src/server/mail/mailQueue"

/** One brand (issue 29): every document, page and mail names the seller of core/rules/brand.ts, and no other. */

const ROOT = join(import.meta.dirname, "../../..")
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === "node_modules" || name === "vendor") return []
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

/** The second seller the portal once had, and the placeholder contacts: none may come back. */
const FORMER = [/Iseteenindus Energia/, /Sadama 7/, /10111 Tallinn/, /info@example\.ee/, /href="https:\/\/example\.ee"/]

describe("one brand", () => {
  it("no other seller's name, address or placeholder e-mail in src/, docs/, examples/ or the README", () => {
    const files = [...walk(join(ROOT, "src")), ...walk(join(ROOT, "docs")), ...walk(join(ROOT, "examples")), join(ROOT, "README.md")]
      .filter((f) => /\.(tsx?|md|html|css|json)$/.test(f))
      .filter((f) => !f.endsWith("brand.test.ts"))
    const found = files.flatMap((f) => {
      const text = readFileSync(f, "utf8")
      return FORMER.filter((re) => re.test(text)).map((re) => `${relative(ROOT, f)}: ${re}`)
    })
    expect(found).toEqual([])
  })

  it("the legal name is written once in src/: in the brand", () => {
    const files = walk(join(ROOT, "src")).filter((f) => /\.(tsx?|html|css)$/.test(f) && !/\.test\.tsx?$/.test(f))
    const writers = files.filter((f) => readFileSync(f, "utf8").includes(BRAND.legalName)).map((f) => relative(ROOT, f))
    expect(writers).toEqual(["src/core/rules/brand.ts"])
  })
})

/** The text of a pdfkit PDF: its streams inflated, the hex strings of their text operators decoded (WinAnsi ≈ latin1). */
const pdfText = (pdf: Buffer): string => {
  const raw = pdf.toString("latin1")
  const streams: string[] = []
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length
    const end = raw.indexOf("endstream", start)
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString("latin1"))
    } catch {
      streams.push(raw.slice(start, end))
    }
  }
  return streams
    .join("\n")
    .split(/\bTJ\b/)
    .map((op) => [...op.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""))
    .join("\n")
}

const company: PdfCustomer = {
  name: "Ostja OÜ",
  registryNumber: "12345678",
  vatRegistryNumber: null,
  address: "Pikk 1",
  city: "Tartu",
  zip: "51000",
}
const fuelDoc = {
  remoteDocumentId: "NL-1",
  documentNumber: "A-1",
  documentType: "VA.1",
  documentDateCreated: "2026-11-01",
  paymentDeadlineDate: "2026-11-15",
  totalAmount: 12.2,
  paymentAmount: 0,
  remoteFactoring: false,
  referenceNumber: "1234561",
  lines: [{ product: "Diisel", quantity: 5, unit: "L", unitPrice: 2 }],
}
const electricityInvoice = {
  invoiceNumber: "EL-1",
  dateIssued: "2026-11-05",
  dateDue: "2026-11-25",
  amountIncludingVat: 24.4,
  amountExcludingVat: 20,
  totalConsumption: 100,
  totalProduction: null,
  consumptionAveragePrice: 0.2,
  productionAveragePrice: null,
  meteringPoint: "38ZEE-00000000-X",
  amountPaid: 0,
}

describe("the brand on every document", () => {
  it("the invoice PDFs and the agreement PDF carry its legal name, registry code and address", async () => {
    const pdfs = {
      fuel: await fuelDocumentPdf(fuelDoc, company),
      electricity: await electricityInvoicePdf(electricityInvoice, company),
      agreement: await agreementPdf({
        title: "Laadimisleping",
        contractNumber: "L-1",
        customerName: company.name,
        registryNumber: company.registryNumber,
        address: null,
        date: new Date("2026-11-28T10:00:00Z"),
        clauses: ["Üks tingimus."],
      }),
    }
    for (const [name, pdf] of Object.entries(pdfs)) {
      const text = pdfText(pdf)
      expect(text, name).toContain(BRAND.legalName)
      expect(text, name).toContain(BRAND.registryCode)
      expect(text, name).toContain(brandAddress)
    }
  })

  it("the e-invoices' seller party is the brand", () => {
    for (const xml of [
      eInvoiceXml(fuelDocumentEInvoice(fuelDoc, company)),
      eInvoiceXml(electricityEInvoice(electricityInvoice, company)),
    ]) {
      const seller = xml.slice(xml.indexOf("<cac:AccountingSupplierParty>"), xml.indexOf("</cac:AccountingSupplierParty>"))
      expect(seller).toContain(`<cbc:RegistrationName>${BRAND.legalName}</cbc:RegistrationName>`)
      expect(seller).toContain(BRAND.registryCode)
      expect(seller).toContain(`<cbc:StreetName>${BRAND.street}</cbc:StreetName>`)
      expect(seller).toContain(BRAND.vatNumber)
    }
  })

  it("every e-mail ends with the brand's signature", () => {
    const text = mailText({ body: "Tere!", link: "https://portal/x" })
    expect(text.endsWith(`${BRAND.legalName}\n${brandAddress}\n${BRAND.phone} · ${BRAND.email}`)).toBe(true)
  })
})
