import { and, eq, sql } from "drizzle-orm"
import { toEstonianDate } from "../../../core/rules/dateRanges"
import type { OilAgreementType } from "../../../core/schemas/agreements"
import type { ElectricityPackage, MeteringPoint } from "../../../core/schemas/electricityAgreement"
import type { Db } from "../../db/client"
import { contacts } from "../../db/schema"
import { agreementSignatures, chargingAgreements, electricityAgreements, oilAgreements } from "./agreements.tables"
import { simulatedXades } from "./signing.service"
import { demoPackages } from "../electricityAgreement/electricityAgreement.seed"

/** Fixed ids of the demo agreements (seeding is idempotent; tests name rows by them). */
export const demoAgreementIds = {
  oil: {
    purchasePrepared: 1,
    creditCardPendingCustomer: 2,
    suretyPrepared: 3,
    addendumPendingCustomer: 4,
    cardAddendumPendingVendor: 5,
    purchaseCompleted: 6,
    addendumPrepared: 7,
  },
  electricity: { offerPending: 1, active: 2, ended: 3, kyTammeActive: 4 },
  charging: { offerPending: 1 },
} as const

/**
 * A charging offer as the retailer makes it: rented devices with the neto compensation, until its end date, an
 * advance payment, SIM and RFID cards, and every pricing line of part 3 §3.
 */
export const chargingOfferDetails = (address: string, meteringPoint: string, endDate: string | null = "2028-12-31") => ({
  serviceOption: {
    name: "Laadimisteenus ettevõttele",
    description: "Töötajate ja külaliste laadimine koos arveldusega",
    nameEn: "Charging service for companies",
    descriptionEn: "Charging for employees and guests, billing included",
    nameRu: "Услуга зарядки для предприятий",
    descriptionRu: "Зарядка для сотрудников и гостей, включая выставление счетов",
  },
  purchaseOption: {
    type: "RENT" as const,
    name: "Seadmete rent",
    description: "Laadimisseadmed jäävad müüja omandisse",
    nameEn: "Device rental",
    descriptionEn: "The charging devices remain the seller's property",
    nameRu: "Аренда оборудования",
    descriptionRu: "Зарядное оборудование остаётся собственностью продавца",
  },
  thirdPartyCompensationOption: {
    type: "NETO" as const,
    name: "Neto hüvitis",
    description: "Kolmandate isikute laadimised tasaarveldatakse arvel",
    nameEn: "Net compensation",
    descriptionEn: "Third-party charging is offset on the invoice",
    nameRu: "Нетто-компенсация",
    descriptionRu: "Зарядка третьих лиц взаимозачитывается в счёте",
  },
  // The period is the end date's (a count of months would disagree with any start date but one).
  contractPeriod: endDate
    ? { name: `Kuni ${toEstonianDate(endDate)}`, nameEn: `Until ${toEstonianDate(endDate)}`, nameRu: `До ${toEstonianDate(endDate)}` }
    : { name: "Tähtajatu", nameEn: "Open-ended", nameRu: "Бессрочный" },
  address,
  meteringPoint,
  advancePaymentEuros: 500,
  simCardCount: 4,
  simCardPaymentType: "MONTHLY",
  rfidPaymentCardCount: 10,
  termsAndConditions: {
    confirmationText: "Olen tutvunud laadimisteenuse üldtingimuste ja hinnakirjaga ning nõustun nendega.",
    confirmationTextEn: "I have read the general terms and the price list of the charging service and accept them.",
    confirmationTextRu: "Я ознакомился с общими условиями и прейскурантом услуги зарядки и принимаю их.",
  },
  endDate,
  pricing: {
    thirdPartyChargingMarginalCentsKwh: 3,
    chargingServiceMonthlyFeeEuros: 19.9,
    mediationAndBillingMonthlyFeePerNozzleEuros: 4.5,
    infrastructureUsageOneTimeFeePerNozzleEuros: 120,
    infrastructureUsageMonthlyFeePerNozzleEuros: 6,
    gridDayTariffCentsKwh: 6.05,
    gridNightTariffCentsKwh: 3.5,
    simCardMonthlyFeeEuros: 2.5,
    rfidPaymentCardMonthlyFeeEuros: 0.5,
    installationFeeEuros: 450,
    maintenanceMonthlyFeeEuros: 15,
    devicesRentalMonthlyFeeEuros: 39,
    devicesFullServiceRentalMonthlyFeeEuros: 59,
    devicesCostEuros: 2400,
    thirdPartyCompensationNetoFeeEuros: 1.2,
  },
})

/** The retailer's signatory in the demo data. */
export const demoVendorSigner = { name: "Kati Kask", personalCode: "47101010033" }

const d = (iso: string) => new Date(iso)

/** The catalog's package of this id (an agreement or offer shows the package the catalog has under its id). */
const consumptionPackage = (id: number): ElectricityPackage => {
  const { showToBusinessCustomer, jointInvoicePackage, ...pkg } = demoPackages.find((p) => p.id === id)!
  return { ...pkg, showToBusinessCustomer, jointInvoicePackage }
}

const point = (id: number, eic: string, address: string): MeteringPoint => ({ id, eic, address, type: "CONSUMPTION" })

interface OilSeed {
  readonly id: number
  readonly contractNumber: string
  readonly type: OilAgreementType
  readonly customer: boolean
  readonly vendor: boolean
  readonly modified: string
}

/** The electricity agreements of the demo: Näidis Logistika's PENDING offer, ACTIVE and ENDED ones, KÜ Tamme 5's ACTIVE one. */
const electricitySeeds = (company: number, kyTamme5: number): Array<typeof electricityAgreements.$inferInsert> => {
  const e = demoAgreementIds.electricity
  return [
    {
      id: e.offerPending,
      customerId: company,
      contractNumber: "EL-2025-310",
      status: "PENDING",
      dateModified: d("2025-11-20T10:00:00Z"),
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      meteringPoints: [point(11, "38ZEE-00123456-7", "Sadama 1, Tallinn"), point(12, "38ZEE-00123457-5", "Sadama 1a, Tallinn")],
      consumptionPackage: consumptionPackage(1),
      offer: {
        basePriceCentsKwh: 11.9,
        baseConsumptionProportion: 80,
        consumptionMarginal: 0.6,
        productionMarginal: 0.4,
        contractPeriod: 12,
        guarantee: null,
      },
    },
    {
      id: e.active,
      customerId: company,
      contractNumber: "EL-2025-201",
      status: "ACTIVE",
      dateModified: d("2025-10-01T09:00:00Z"),
      startDate: "2025-10-01",
      meteringPoints: [
        point(1, "38ZEE-00100001-1", "Sadama 1, Tallinn"),
        point(2, "38ZEE-00100002-X", "Sadama 3, Tallinn"),
        point(3, "38ZEE-00100003-8", "Tööstuse 14, Tallinn"),
        point(4, "38ZEE-00100004-6", "Laki 5, Tallinn"),
        point(5, "38ZEE-00100005-4", "Pärnu mnt 139, Tallinn"),
      ],
      consumptionPackage: consumptionPackage(2),
    },
    {
      id: e.ended,
      customerId: company,
      contractNumber: "EL-2024-118",
      status: "ENDED",
      dateModified: d("2025-06-30T21:00:00Z"),
      startDate: "2024-07-01",
      endDate: "2025-06-30",
      meteringPoints: [point(1, "38ZEE-00100001-1", "Sadama 1, Tallinn")],
      consumptionPackage: consumptionPackage(1),
    },
    {
      id: e.kyTammeActive,
      customerId: kyTamme5,
      contractNumber: "EL-2025-044",
      status: "ACTIVE",
      dateModified: d("2025-03-01T08:00:00Z"),
      startDate: "2025-03-01",
      meteringPoints: [point(21, "38ZEE-00200021-3", "Tamme tn 5, Tartu")],
      consumptionPackage: consumptionPackage(2),
    },
  ]
}

const oilSeeds: ReadonlyArray<OilSeed> = [
  {
    id: demoAgreementIds.oil.purchasePrepared,
    contractNumber: "KL-2025-101",
    type: "PURCHASE_AND_SALE",
    customer: false,
    vendor: false,
    modified: "2025-11-18T09:30:00Z",
  },
  {
    id: demoAgreementIds.oil.creditCardPendingCustomer,
    contractNumber: "KL-2025-102",
    type: "CREDIT_CARD",
    customer: false,
    vendor: true,
    modified: "2025-11-15T12:00:00Z",
  },
  {
    id: demoAgreementIds.oil.suretyPrepared,
    contractNumber: "KL-2025-103",
    type: "SURETY",
    customer: false,
    vendor: false,
    modified: "2025-11-10T08:15:00Z",
  },
  {
    id: demoAgreementIds.oil.addendumPendingCustomer,
    contractNumber: "KL-2025-104",
    type: "ADDITIONAL_ADDENDUM",
    customer: false,
    vendor: true,
    modified: "2025-11-05T14:45:00Z",
  },
  {
    id: demoAgreementIds.oil.cardAddendumPendingVendor,
    contractNumber: "KL-2025-095",
    type: "CREDIT_CARD_ADDENDUM",
    customer: true,
    vendor: false,
    modified: "2025-10-28T10:00:00Z",
  },
  {
    id: demoAgreementIds.oil.purchaseCompleted,
    contractNumber: "KL-2025-071",
    type: "PURCHASE_AND_SALE",
    customer: true,
    vendor: true,
    modified: "2025-09-15T11:20:00Z",
  },
  {
    id: demoAgreementIds.oil.addendumPrepared,
    contractNumber: "KL-2025-090",
    type: "ADDITIONAL_ADDENDUM",
    customer: false,
    vendor: false,
    modified: "2025-10-20T07:00:00Z",
  },
]

/** The oil agreements, and the signatures of those inserted just now: a second seed finds them and adds nothing. */
async function seedOilAgreements(db: Db, company: number, mari: { name: string; personalCode: string }): Promise<void> {
  const inserted = await db
    .insert(oilAgreements)
    .values(
      oilSeeds.map((a) => ({
        id: a.id,
        customerId: company,
        contractNumber: a.contractNumber,
        type: a.type,
        isSignedByCustomer: a.customer,
        isSignedByVendor: a.vendor,
        dateModified: d(a.modified),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: oilAgreements.id })

  // Signatures only for agreements inserted just now: a second seed finds them and adds nothing.
  const fresh = new Set(inserted.map((r) => r.id))
  for (const a of oilSeeds) {
    if (!fresh.has(a.id)) continue
    const [row] = await db.select().from(oilAgreements).where(eq(oilAgreements.id, a.id))
    const signedAt = new Date(d(a.modified).getTime() - 60 * 60_000)
    if (a.vendor) {
      const xades = await simulatedXades(db, row!, demoVendorSigner, signedAt)
      await db.insert(agreementSignatures).values({
        agreementId: a.id,
        party: "vendor",
        signer: demoVendorSigner.name,
        personalCode: demoVendorSigner.personalCode,
        method: "id-card",
        signedAt,
        xades,
      })
    }
    if (a.customer) {
      const at = new Date(signedAt.getTime() + 30 * 60_000)
      const xades = await simulatedXades(db, row!, mari, at)
      await db.insert(agreementSignatures).values({
        agreementId: a.id,
        party: "customer",
        signer: mari.name,
        personalCode: mari.personalCode,
        method: "smart-id",
        signedAt: at,
        xades,
      })
    }
  }
}

/**
 * Agreements of the demo: Näidis Logistika OÜ has oil agreements of several types in each of the four
 * signing states, electricity agreements ACTIVE and ENDED and a PENDING offer, and a PENDING charging
 * offer; KÜ Tamme 5 one electricity agreement; Jaan Tamm none, but the VIEW_AGREEMENTS role (he sees
 * the empty state). Rows that exist are left alone.
 */
export async function seedAgreements(
  db: Db,
  ids: { customers: { naidisLogistika: number; kyTamme5: number; jaanPrivate: number }; mariName: string; mariCode: string },
): Promise<void> {
  const company = ids.customers.naidisLogistika
  await seedOilAgreements(db, company, { name: ids.mariName, personalCode: ids.mariCode })
  await db.insert(electricityAgreements).values(electricitySeeds(company, ids.customers.kyTamme5)).onConflictDoNothing()

  await db
    .insert(chargingAgreements)
    .values({
      id: demoAgreementIds.charging.offerPending,
      customerId: company,
      contractNumber: "LA-2025-017",
      status: "PENDING",
      dateModified: d("2025-11-12T13:00:00Z"),
      details: chargingOfferDetails("Sadama 1, Tallinn", "38ZEE-00100001-1"),
      chargingStations: [
        { id: 1, name: "Sadama 1 parkla A", address: "Sadama 1, Tallinn" },
        { id: 2, name: "Sadama 1 parkla B", address: "Sadama 1, Tallinn" },
        { id: 3, name: "Sadama 1 garaaž", address: "Sadama 1, Tallinn" },
        { id: 4, name: "Tööstuse 14 hoov", address: "Tööstuse 14, Tallinn" },
      ],
    })
    .onConflictDoNothing()

  // Jaan has no agreements but may see the (empty) agreements page.
  await db
    .update(contacts)
    .set({ roles: sql`array_append(${contacts.roles}, 'VIEW_AGREEMENTS')` })
    .where(and(eq(contacts.customerId, ids.customers.jaanPrivate), sql`not ('VIEW_AGREEMENTS' = any(${contacts.roles}))`))
}
