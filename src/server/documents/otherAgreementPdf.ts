import { eq } from "drizzle-orm"
import type { Db } from "../db/client"
import { customers } from "../db/schema"
import type { chargingAgreements, electricityAgreements } from "../features/agreements/agreements.tables"
import { agreementPdf } from "./agreementPdf"
import { chargingPricingOf, type ChargingPricingKey } from "../../core/rules/charging"

const statusEt = {
  ACTIVE: "Kehtiv",
  ENDED: "Lõppenud",
  PENDING: "Kinnitamise ootel",
  REJECTED: "Tagasi lükatud",
  CANCELED: "Tühistatud",
} as const

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
    ...(await headOf(db, row, row.status === "PENDING" ? "Elektrilepingu pakkumus" : "Elektrileping")),
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

/** Estonian labels of the charging pricing lines (the PDF is in Estonian like the other agreements). */
const pricingEt: Record<ChargingPricingKey, string> = {
  thirdPartyChargingMarginalCentsKwh: "Kolmandate isikute laadimise marginaal",
  chargingServiceMonthlyFeeEuros: "Laadimisteenuse kuutasu",
  mediationAndBillingMonthlyFeePerNozzleEuros: "Vahendus- ja arveldustasu kuus laadimispunkti kohta",
  infrastructureUsageOneTimeFeePerNozzleEuros: "Taristu kasutamise ühekordne tasu laadimispunkti kohta",
  infrastructureUsageMonthlyFeePerNozzleEuros: "Taristu kasutamise kuutasu laadimispunkti kohta",
  gridDayTariffCentsKwh: "Võrgutasu päevatariif",
  gridNightTariffCentsKwh: "Võrgutasu öötariif",
  simCardMonthlyFeeEuros: "SIM-kaardi kuutasu",
  rfidPaymentCardMonthlyFeeEuros: "RFID-maksekaardi kuutasu",
  installationFeeEuros: "Paigaldustasu",
  maintenanceMonthlyFeeEuros: "Hoolduse kuutasu",
  devicesRentalMonthlyFeeEuros: "Seadmete rendi kuutasu",
  devicesFullServiceRentalMonthlyFeeEuros: "Seadmete täisteenusrendi kuutasu",
  devicesCostEuros: "Seadmete maksumus",
  thirdPartyCompensationNetoFeeEuros: "Kolmandate isikute neto hüvitise tasu",
}
const periodEt = { YEARLY: "kord aastas", QUARTERLY: "kord kvartalis", MONTHLY: "kord kuus" } as const
const amount = (value: number, unit: "CENTS_KWH" | "EUROS") => `${value.toFixed(2).replace(".", ",")} ${unit === "EUROS" ? "€" : "s/kWh"}`
const ddmmyyyy = (iso: string) => iso.slice(0, 10).split("-").reverse().join(".")

/** What the preview adds from the confirm form before anything is accepted. */
export interface ChargingPdfForm {
  readonly startDate?: string | undefined
  readonly email?: string | undefined
  readonly phone?: string | undefined
  readonly address?: string | undefined
}

/** PDF of a charging agreement or offer: options, period, counts, every pricing line, the terms, the stations. */
export async function chargingPdf(db: Db, row: typeof chargingAgreements.$inferSelect, form: ChargingPdfForm = {}): Promise<Buffer> {
  const d = row.details
  const startDate = form.startDate ?? row.startDate ?? undefined
  const contact = {
    email: form.email ?? row.acceptance?.email,
    phone: form.phone ?? row.acceptance?.phone,
    address: form.address ?? row.acceptance?.address,
  }
  return agreementPdf({
    ...(await headOf(db, row, row.status === "PENDING" ? "Laadimislepingu pakkumus" : "Laadimisleping")),
    facts: [
      `Staatus: ${statusEt[row.status]}`,
      ...(d.serviceOption
        ? [`Teenus: ${d.serviceOption.name}${d.serviceOption.description ? ` (${d.serviceOption.description})` : ""}`]
        : []),
      ...(d.purchaseOption ? [`Seadmed: ${d.purchaseOption.name}`] : []),
      ...(d.thirdPartyCompensationOption ? [`Kolmandate isikute hüvitis: ${d.thirdPartyCompensationOption.name}`] : []),
      ...(d.contractPeriod ? [`Lepingu periood: ${d.contractPeriod.name}`] : []),
      ...(startDate ? [`Algus: ${ddmmyyyy(startDate)}`] : []),
      ...(d.endDate ? [`Lõpp: ${ddmmyyyy(d.endDate)}`] : []),
      ...(d.address ? [`Kasutuskoht: ${d.address}`] : []),
      ...(d.meteringPoint ? [`Mõõtepunkt: ${d.meteringPoint}`] : []),
      ...(d.advancePaymentEuros != null ? [`Ettemaks: ${amount(d.advancePaymentEuros, "EUROS")}`] : []),
      ...(d.simCardCount != null
        ? [
            `SIM-kaarte: ${d.simCardCount}${d.simCardPaymentType && d.simCardPaymentType in periodEt ? `, tasumine ${periodEt[d.simCardPaymentType as keyof typeof periodEt]}` : ""}`,
          ]
        : []),
      ...(d.rfidPaymentCardCount != null ? [`RFID-maksekaarte: ${d.rfidPaymentCardCount}`] : []),
      ...chargingPricingOf(d).map((line) => `${pricingEt[line.key]}: ${amount(line.value, line.unit)}`),
      ...(contact.email ? [`Kontakti e-post: ${contact.email}`] : []),
      ...(contact.phone ? [`Kontakti telefon: ${contact.phone}`] : []),
      ...(contact.address ? [`Kontakti aadress: ${contact.address}`] : []),
      ...row.chargingStations.map((s) => `Laadimisjaam ${s.name}${s.address ? `, ${s.address}` : ""}`),
    ],
    clauses: [
      "Müüja paigaldab ja hooldab laadimisjaamad ning vahendab kolmandate isikute laadimiste eest tasumist.",
      "Teenustasud ja hinnad on toodud pakkumuses; arve esitatakse üks kord kuus.",
      ...(d.termsAndConditions?.confirmationText ? [d.termsAndConditions.confirmationText] : []),
      "Lepingu üldtingimused on lepingu lahutamatu osa.",
    ],
  })
}
