import { roundMoney, vatRateOn } from "../../core/rules/vat"
import { day, eur, header, qty, render, totalsRow, type PdfCustomer } from "./invoicePdf"

export interface QuoteForPdf {
  readonly docNumber: string
  readonly orderDate: Date
  readonly desiredDeliveryDate: string
  readonly paymentTerm: number
  readonly loadingProviderName: string | null
  readonly unloadingAddress: string
  readonly transporterName: string | null
  readonly notes: string | null
  readonly rows: ReadonlyArray<{ readonly productName: string; readonly quantity: number; readonly price: number | null }>
}

const price = (n: number) => `${n.toFixed(3).replace(".", ",")} €/L`

/** A price quote ('Hinnapakkumus'): terms, the fuels with their price per litre, totals with VAT. */
export function quotePdf(q: QuoteForPdf, customer: PdfCustomer): Promise<Buffer> {
  const title = `Hinnapakkumus nr ${q.docNumber}`
  const issued = q.orderDate.toISOString().slice(0, 10)
  return render(title, (doc) => {
    let y = header(doc, title, customer, [
      ["Kuupäev", day(issued)],
      ["Soovitud tarne", day(q.desiredDeliveryDate)],
      ["Maksetingimus", q.paymentTerm === 0 ? "Ettemaks" : `${q.paymentTerm} päeva`],
      ["Laadimiskoht", q.loadingProviderName ?? "—"],
    ])
    doc.font("Helvetica").fontSize(10).fillColor("#1c2430")
    doc.text(`Mahalaadimiskoht: ${q.unloadingAddress}`, 50, y, { width: 495 })
    doc.text(`Transport: ${q.transporterName ?? "—"}`, { width: 495 })
    y = doc.y + 14
    doc
      .rect(50, y - 4, 495, 18)
      .fill("#e3f2ec")
      .fillColor("#1c2430")
    doc.font("Helvetica-Bold").fontSize(9)
    doc.text("Toode", 50, y).text("Kogus (L)", 250, y, { width: 80, align: "right" })
    doc.text("Hind km-ta", 340, y, { width: 90, align: "right" }).text("Summa km-ta", 450, y, { width: 95, align: "right" })
    y += 20
    doc.font("Helvetica").fontSize(9)
    let net = 0
    for (const row of q.rows) {
      const sum = row.price == null ? null : roundMoney(row.quantity * row.price)
      if (sum != null) net += sum
      doc.text(row.productName, 50, y, { width: 195 }).text(qty(row.quantity), 250, y, { width: 80, align: "right" })
      doc
        .text(row.price == null ? "—" : price(row.price), 340, y, { width: 90, align: "right" })
        .text(sum == null ? "—" : eur(sum), 450, y, { width: 95, align: "right" })
      y += 15
    }
    net = roundMoney(net)
    const rate = vatRateOn(issued)
    const vat = roundMoney(net * rate)
    doc
      .moveTo(300, y + 4)
      .lineTo(545, y + 4)
      .strokeColor("#dde3ea")
      .stroke()
    y += 12
    y = totalsRow(doc, y, "Summa käibemaksuta", eur(net))
    y = totalsRow(doc, y, `Käibemaks ${Math.round(rate * 100)}%`, eur(vat))
    y = totalsRow(doc, y, "Kokku", eur(roundMoney(net + vat)), true)
    y += 20
    doc.font("Helvetica").fontSize(9).fillColor("#4a5565")
    if (q.notes) doc.text(`Lisainfo: ${q.notes}`, 50, y, { width: 495 })
    doc.text(
      "Pakkumus muutub tellimuseks, kui esitate selle iseteeninduses (Esita tellimus). Erikütuse ostuõigust kontrollitakse tellimisel.",
      50,
      doc.y + 6,
      {
        width: 495,
      },
    )
  })
}
