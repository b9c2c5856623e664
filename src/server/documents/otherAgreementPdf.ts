import { eq } from "drizzle-orm"
import type { Db } from "../db/client"
import { customers } from "../db/schema"
import type { chargingAgreements, electricityAgreements } from "../db/tables/agreements"
import { agreementPdf } from "./agreementPdf"

const statusEt = { ACTIVE: "Kehtiv", ENDED: "Lõppenud", PENDING: "Kinnitamise ootel", REJECTED: "Tagasi lükatud", CANCELED: "Tühistatud" } as const

/** The head of every agreement PDF: title, number, the customer as a party, the date. */
const headOf = async (db: Db, row: { customerId: number; contractNumber: string; dateModified: Date }, title: string) => {
  const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId))
  return {
    title,
    contractNumber: row.contractNumber,
    customerName: customer?.name ?? "",
    registryNumber: customer?.registryNumber ?? null,
    address: [customer?.address, customer?.city].filter(Boolean).join(", ") || null,
    date: row.dateModified,
  }
}

/** PDF of an electricity agreement or offer: parties, metering points, package, period. */
export async function electricityPdf(db: Db, row: typeof electricityAgreements.$inferSelect): Promise<Buffer> {
  return agreementPdf({
    ...(await headOf(db, row, row.status === "PENDING" ? "Elektrilepingu pakkumine" : "Elektrileping")),
    facts: [
      `Staatus: ${statusEt[row.status]}`,
      ...(row.consumptionPackage ? [`Tarbimispakett: ${row.consumptionPackage.nameEt}`] : []),
      ...(row.productionPackage ? [`Tootmispakett: ${row.productionPackage.nameEt}`] : []),
      ...(row.startDate ? [`Algus: ${row.startDate}`] : []),
      ...(row.endDate ? [`Lõpp: ${row.endDate}`] : []),
      ...row.meteringPoints.map((p) => `Mõõtepunkt ${p.eic}${p.address ? `, ${p.address}` : ""}`),
    ],
    clauses: [
      "Müüja müüb ostjale elektrienergiat loetletud mõõtepunktides valitud paketi hinnaga; võrguteenuse eest tasub ostja võrguettevõtjale.",
      "Arve esitatakse üks kord kuus mõõteandmete alusel; e-arve saatmine on võimalik ostja pangas.",
      "Lepingu üldtingimused on lepingu lahutamatu osa.",
    ],
  })
}

/** PDF of a charging agreement or offer: stations, options, period. */
export async function chargingPdf(db: Db, row: typeof chargingAgreements.$inferSelect): Promise<Buffer> {
  const d = row.details
  return agreementPdf({
    ...(await headOf(db, row, row.status === "PENDING" ? "Laadimislepingu pakkumine" : "Laadimisleping")),
    facts: [
      `Staatus: ${statusEt[row.status]}`,
      ...(d.serviceOption ? [`Teenus: ${d.serviceOption.name}`] : []),
      ...(d.purchaseOption ? [`Seadmed: ${d.purchaseOption.name}`] : []),
      ...(d.contractPeriod ? [`Lepingu periood: ${d.contractPeriod.name}`] : []),
      ...(d.address ? [`Kasutuskoht: ${d.address}`] : []),
      ...(d.meteringPoint ? [`Mõõtepunkt: ${d.meteringPoint}`] : []),
      ...row.chargingStations.map((s) => `Laadimisjaam ${s.name}${s.address ? `, ${s.address}` : ""}`),
    ],
    clauses: [
      "Müüja paigaldab ja hooldab laadimisjaamad ning vahendab kolmandate isikute laadimiste eest tasumist.",
      "Teenustasud ja hinnad on toodud pakkumises; arve esitatakse üks kord kuus.",
      "Lepingu üldtingimused on lepingu lahutamatu osa.",
    ],
  })
}
