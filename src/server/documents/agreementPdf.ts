import PDFDocument from "pdfkit"
import { BRAND, brandAddress } from "../../core/rules/brand"
import { drawBrandMark } from "./brandMark"
import type { OilAgreementType } from "../../core/schemas/agreements"

/** Estonian titles of the agreement types (documents are in Estonian). */
export const agreementTitles: Record<OilAgreementType, string> = {
  PURCHASE_AND_SALE: "Kütuse ostu-müügileping",
  ADDITIONAL_ADDENDUM: "Lisakokkulepe",
  SURETY: "Käendusleping",
  CREDIT_CARD: "Kütusekaardi krediidileping",
  PRIVATE_CLIENT_CREDIT: "Eraisiku krediidileping",
  CREDIT_CARD_ADDENDUM: "Kütusekaardi lepingu lisa",
  ELECTRICITY: "Elektrileping",
  CHARGING: "Laadimisleping",
}

export interface AgreementPdfInput {
  readonly title: string
  readonly contractNumber: string
  readonly customerName: string
  readonly registryNumber: string | null
  readonly address: string | null
  readonly date: Date
  /** Extra lines under the parties (metering points, package, stations). */
  readonly facts?: ReadonlyArray<string>
  readonly clauses: ReadonlyArray<string>
}

/** The seller line: the one brand (core/rules/brand.ts), as on the invoices. */
const SELLER = `${BRAND.legalName}, registrikood ${BRAND.registryCode}, KMKR ${BRAND.vatNumber}, ${brandAddress}`

// Built once (core/rules/vat.ts says why).
const DDMMYYYY = new Intl.DateTimeFormat("et-EE", { timeZone: "Europe/Tallinn", day: "2-digit", month: "2-digit", year: "numeric" })
const ddmmyyyy = (d: Date) => DDMMYYYY.format(d)

/** Clauses of an oil agreement by type: short, but a real document. */
export const oilClauses = (type: OilAgreementType): string[] => {
  const common = [
    "Lepingu pooled on müüja ja ostja. Leping jõustub, kui mõlemad pooled on selle digitaalselt allkirjastanud.",
    "Pooled hoiavad lepingu tingimused konfidentsiaalsena ja täidavad oma kohustusi heas usus.",
    "Lepingust tulenevad vaidlused lahendatakse läbirääkimiste teel, kokkuleppe puudumisel Harju Maakohtus.",
  ]
  const byType: Record<OilAgreementType, string> = {
    PURCHASE_AND_SALE:
      "Müüja müüb ja ostja ostab kütust müüja teenindusjaamades kehtiva hinnakirja alusel, arvestades ostjale kokku lepitud soodustusi.",
    ADDITIONAL_ADDENDUM:
      "Käesolev lisakokkulepe muudab põhilepingu tingimusi ulatuses, mis on siin kirjas; muus osas kehtib põhileping muutmata kujul.",
    SURETY: "Käendaja vastutab ostja kohustuste täitmise eest müüja ees solidaarselt kuni lepingus kokku lepitud summani.",
    CREDIT_CARD: "Müüja annab ostjale kasutamiseks kütusekaardid ja krediidilimiidi; ostuarved tasutakse koondarve alusel maksetähtajaks.",
    PRIVATE_CLIENT_CREDIT: "Müüja võimaldab eraisikust ostjale järelmaksu kütuseostudel kokku lepitud limiidi ulatuses.",
    CREDIT_CARD_ADDENDUM: "Lisa muudab kütusekaardi lepingu krediidilimiiti ja maksetähtaega alates lisa allkirjastamisest.",
    ELECTRICITY: "Müüja müüb ostjale elektrienergiat valitud paketi tingimustel mõõtepunktides, mis on lepingus loetletud.",
    CHARGING: "Müüja osutab ostjale elektrisõidukite laadimisteenust lepingus loetletud laadimisjaamades.",
  }
  return [byType[type], ...common]
}

/** A real PDF (pdfkit, Helvetica: õ ä ö ü š ž are in its encoding). */
export function agreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: `${input.title} nr ${input.contractNumber}`, Author: BRAND.legalName, CreationDate: input.date },
    })
    const chunks: Buffer[] = []
    doc.on("data", (c: Buffer) => chunks.push(c))
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)

    drawBrandMark(doc, 56, 56, 28)
    doc.font("Helvetica-Bold").fontSize(11).fillColor("#0b6e4f").text(BRAND.legalName, 92, 64)
    doc.moveDown(1.4).fillColor("#1c2430").font("Helvetica-Bold").fontSize(20).text(input.title, 56)
    doc
      .moveDown(0.3)
      .font("Helvetica")
      .fontSize(11)
      .fillColor("#4a5565")
      .text(`Leping nr ${input.contractNumber} · ${ddmmyyyy(input.date)}`)
    doc.moveDown(1.2).fillColor("#1c2430").font("Helvetica-Bold").fontSize(12).text("Pooled")
    doc.font("Helvetica").fontSize(11).text(`Müüja: ${SELLER}`)
    const buyer = [input.customerName, input.registryNumber ? `registrikood/isikukood ${input.registryNumber}` : null, input.address]
    doc.text(`Ostja: ${buyer.filter(Boolean).join(", ")}`)
    if (input.facts?.length) {
      doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).text("Andmed")
      doc.font("Helvetica").fontSize(11)
      for (const fact of input.facts) doc.text(`• ${fact}`)
    }
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).text("Tingimused")
    doc.font("Helvetica").fontSize(11)
    input.clauses.forEach((clause, i) => {
      doc.moveDown(0.3).text(`${i + 1}. ${clause}`, { align: "justify" })
    })
    doc.moveDown(2).font("Helvetica-Oblique").fontSize(10).fillColor("#4a5565")
    doc.text("Allkirjastatud digitaalselt. Allkirjad on lepingu BDOC-konteineris.")
    doc.end()
  })
}
