import { inArray } from "drizzle-orm"
import type { ElectricityPackage } from "../../../core/schemas/electricityAgreement"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import { electricityAgreements } from "../agreements/agreements.tables"
import { electricityPackages } from "./electricityAgreement.tables"
import { meteringPoints } from "../consumption/consumption.tables"

type Seed = Omit<ElectricityPackage, "showToBusinessCustomer" | "jointInvoicePackage"> & {
  showToBusinessCustomer: boolean
  jointInvoicePackage: boolean
}

/**
 * Packages of every kind (spec part 3 §3): fixed, market-price, dynamic, green, joint-invoice, for
 * business customers (QUANTITY fixation), one ending on a fixed date, and two for production. Prices
 * without VAT: base price and marginal cents per kWh, fees euro, average market price euro per MWh.
 */
export const demoPackages: ReadonlyArray<Seed> = [
  {
    id: 1,
    type: "CONSUMPTION",
    orderNumber: 1,
    nameEt: "Fikseeritud 12 kuud",
    nameEn: "Fixed 12 months",
    nameRu: "Фиксированная цена на 12 месяцев",
    basePrice: 11.9,
    basePriceTextEt: "Fikseeritud hind",
    basePriceDescriptionEt: "Kogu tarbimine fikseeritud hinnaga 12 kuuks",
    monthlyFee: 2.49,
    contractPeriod: 12,
    contractPeriodType: "PERIOD",
    greenEnergy: false,
    highlighted: true,
    baseFixationType: "PERCENTAGE",
    baseConsumptionProportion: 100,
    marketPricePackage: false,
    dynamicPackage: false,
    showToBusinessCustomer: true,
    jointInvoicePackage: false,
    descriptionEt: "Kindel hind terveks aastaks.",
  },
  {
    id: 2,
    type: "CONSUMPTION",
    orderNumber: 2,
    nameEt: "Börsihind",
    nameEn: "Exchange price",
    nameRu: "Биржевая цена",
    marginal: 0.69,
    basePriceTextEt: "Börsihind + marginaal",
    monthlyFee: 1.99,
    contractPeriodType: "INDEFINITE",
    greenEnergy: false,
    marketPricePackage: true,
    averageMarketPrice: 98.4,
    dynamicPackage: false,
    showToBusinessCustomer: true,
    jointInvoicePackage: false,
    descriptionEt: "Tunnihind Nord Pooli börsilt.",
  },
  {
    id: 3,
    type: "CONSUMPTION",
    orderNumber: 3,
    nameEt: "Dünaamiline",
    nameEn: "Dynamic",
    nameRu: "Динамический",
    marginal: 0.49,
    basePriceTextEt: "Tunnihind + marginaal",
    monthlyFee: 2.99,
    contractPeriodType: "INDEFINITE",
    greenEnergy: false,
    marketPricePackage: true,
    averageMarketPrice: 98.4,
    dynamicPackage: true,
    showToBusinessCustomer: false,
    jointInvoicePackage: false,
    descriptionEt: "Nutikale tarbijale, kes nihutab tarbimist odavatesse tundidesse.",
  },
  {
    id: 4,
    type: "CONSUMPTION",
    orderNumber: 4,
    nameEt: "Roheline börs",
    nameEn: "Green exchange",
    nameRu: "Зелёная биржа",
    marginal: 0.89,
    basePriceTextEt: "Börsihind + marginaal",
    monthlyFee: 1.99,
    contractPeriodType: "INDEFINITE",
    greenEnergy: true,
    marketPricePackage: true,
    averageMarketPrice: 98.4,
    dynamicPackage: false,
    showToBusinessCustomer: false,
    jointInvoicePackage: false,
    descriptionEt: "Päritolutunnistusega taastuvenergia.",
  },
  {
    id: 5,
    type: "CONSUMPTION",
    orderNumber: 5,
    nameEt: "Ühisarve börs",
    nameEn: "Joint invoice exchange",
    nameRu: "Биржа с общим счётом",
    marginal: 0.59,
    basePriceTextEt: "Börsihind + marginaal",
    monthlyFee: 0.99,
    contractPeriodType: "INDEFINITE",
    greenEnergy: false,
    marketPricePackage: true,
    averageMarketPrice: 98.4,
    dynamicPackage: false,
    showToBusinessCustomer: true,
    jointInvoicePackage: true,
    descriptionEt: "Elekter ja võrguteenus ühel arvel.",
  },
  {
    id: 6,
    type: "CONSUMPTION",
    orderNumber: 6,
    nameEt: "Äri fikseeritud kogus",
    nameEn: "Business fixed volume",
    nameRu: "Фиксированный объём для бизнеса",
    basePrice: 10.9,
    basePriceTextEt: "Fikseeritud kogus",
    basePriceDescriptionEt: "Fikseeritud kogus baashinnaga, ülejäänu börsihinnaga",
    marginal: 0.45,
    monthlyFee: 9.9,
    contractPeriod: 24,
    contractPeriodType: "PERIOD",
    greenEnergy: false,
    baseFixationType: "QUANTITY",
    baseConsumptionProportion: 12.5,
    marketPricePackage: false,
    dynamicPackage: false,
    showToBusinessCustomer: true,
    jointInvoicePackage: false,
    descriptionEt: "Suurtarbijale: aastane kogus kindla hinnaga.",
  },
  {
    id: 7,
    type: "CONSUMPTION",
    orderNumber: 7,
    nameEt: "Fikseeritud 2026 lõpuni",
    nameEn: "Fixed until the end of 2026",
    nameRu: "Фиксированная цена до конца 2026",
    basePrice: 12.4,
    basePriceTextEt: "Fikseeritud hind",
    monthlyFee: 2.49,
    contractPeriodType: "FIXED_DATE",
    contractEndDate: "2026-12-31",
    greenEnergy: false,
    baseFixationType: "PERCENTAGE",
    baseConsumptionProportion: 70,
    marketPricePackage: false,
    dynamicPackage: false,
    showToBusinessCustomer: false,
    jointInvoicePackage: false,
    descriptionEt: "70% tarbimisest kindla hinnaga, ülejäänu börsihinnaga.",
  },
  {
    id: 8,
    type: "PRODUCTION",
    orderNumber: 20,
    nameEt: "Tootja börs",
    nameEn: "Producer exchange",
    nameRu: "Биржа для производителя",
    marginal: 0.5,
    basePriceTextEt: "Börsihind − marginaal",
    monthlyFee: 0,
    contractPeriodType: "INDEFINITE",
    greenEnergy: true,
    marketPricePackage: true,
    averageMarketPrice: 98.4,
    dynamicPackage: false,
    showToBusinessCustomer: true,
    jointInvoicePackage: false,
    descriptionEt: "Toodetud elektri müük börsihinnaga.",
  },
]

/**
 * Extra PENDING offers for the browser tests (each test its own): KÜ Tamme 5's to accept (and one for
 * the element), Mari's own to decline (she may open /lepingud, where a refusal lands).
 */
export const testOfferIds = { acceptDesktop: 11, acceptPhone: 12, rejectDesktop: 13, rejectPhone: 14, element: 15 } as const

/** Jaan's flat: a metering point nobody has authorised (the NoCustomerAuthorization toast). */
export const jaanPointId = 41

export async function seedElectricityPackages(db: Db, ids: { kyTamme5: number; jaanPrivate: number; mariPrivate: number }): Promise<void> {
  await db
    .insert(electricityPackages)
    .values(
      demoPackages.map((p) => ({
        id: p.id,
        type: p.type,
        orderNumber: p.orderNumber ?? 0,
        jointInvoicePackage: p.jointInvoicePackage,
        showToBusinessCustomer: p.showToBusinessCustomer,
        details: p,
      })),
    )
    .onConflictDoNothing()

  await db
    .insert(meteringPoints)
    .values({
      id: jaanPointId,
      customerId: ids.jaanPrivate,
      eic: "38ZEE-00400041-5",
      address: "Kase tn 3-7, Tallinn",
      type: "CONSUMPTION",
      productionCapacity: null,
    })
    .onConflictDoNothing()

  const [ky] = await db
    .select()
    .from(customers)
    .where(inArray(customers.id, [ids.kyTamme5]))
  if (!ky) return
  const fixed = demoPackages[0]!
  const kyPoint = { id: 21, eic: "38ZEE-00200021-3", address: "Tamme tn 5, Tartu", type: "CONSUMPTION" as const }
  const mariPoint = { id: 31, eic: "38ZEE-00300031-8", address: "Tamme tn 5-12, Tartu", type: "CONSUMPTION" as const }
  const offer = (id: number, n: number, customerId = ids.kyTamme5, point = kyPoint) => ({
    id,
    customerId,
    contractNumber: `EL-2025-9${String(n).padStart(2, "0")}`,
    status: "PENDING" as const,
    dateModified: new Date(`2025-11-${String(10 + n).padStart(2, "0")}T09:00:00Z`),
    startDate: null,
    endDate: "2027-12-31",
    meteringPoints: [point],
    consumptionPackage: fixed,
    offer: {
      basePriceCentsKwh: 10.9,
      baseConsumptionProportion: 100,
      consumptionMarginal: 0.55,
      productionMarginal: null,
      contractPeriod: 24,
      guarantee: null,
    },
  })
  const t = testOfferIds
  await db
    .insert(electricityAgreements)
    .values([
      offer(t.acceptDesktop, 1),
      offer(t.acceptPhone, 2),
      offer(t.rejectDesktop, 3, ids.mariPrivate, mariPoint),
      offer(t.rejectPhone, 4, ids.mariPrivate, mariPoint),
      offer(t.element, 5),
    ])
    .onConflictDoNothing()
}
