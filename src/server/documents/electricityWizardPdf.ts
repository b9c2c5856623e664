import type { ElectricityPackage, MeteringPoint } from "../../core/schemas/electricityAgreement"
import { displayPrice, offerPackage, packageFigures, type ContractPeriod } from "../../core/rules/electricityAgreement"
import { tallinnDay } from "../../core/rules/vat"
import { formatNumber } from "../../core/i18n/numbers"
import { agreementPdf } from "./agreementPdf"

/** The electricity agreement's general terms (spec part 3 §7 "Get electricity agreement terms PDF"): for persons or for companies. */
export function electricityTermsPdf(isCompany: boolean, now: Date): Promise<Buffer> {
  return agreementPdf({
    title: isCompany ? "Elektrimüügilepingu üldtingimused ärikliendile" : "Elektrimüügilepingu üldtingimused eraisikule",
    contractNumber: isCompany ? "ÜT-E-2025-B" : "ÜT-E-2025-P",
    customerName: isCompany ? "Ärikliendid" : "Eraisikud",
    registryNumber: null,
    address: null,
    date: now,
    clauses: [
      "Müüja müüb ostjale elektrienergiat ostja mõõtepunktides valitud paketi hinnaga; võrguteenuse eest tasub ostja võrguettevõtjale, ühisarvega paketi puhul müüja arvel.",
      "Ostja annab müüjale loa küsida Eleringi andmeladust mõõtepunktide mõõteandmeid lepingu täitmiseks.",
      isCompany
        ? "Ärikliendi hinnad on käibemaksuta; arvele lisandub käibemaks seaduses sätestatud määras."
        : "Eraisiku hinnad sisaldavad käibemaksu; tarbijal on õigus sidevahendi abil sõlmitud lepingust taganeda 14 päeva jooksul.",
      "Tähtajalise fikseeritud hinnaga lepingu ennetähtaegsel lõpetamisel võib müüja nõuda lepingutasu mõõtepunkti kohta.",
      "Tootmisvõimsusega üle 15 kW mõõtepunktide toodangu ost lepitakse kokku eraldi pakkumuse alusel.",
    ],
  })
}

export interface PreviewInput {
  readonly contractNumber: string
  readonly customerName: string
  readonly registryNumber: string | null
  readonly address: string | null
  readonly email: string | null
  readonly phone: string | null
  readonly points: ReadonlyArray<Pick<MeteringPoint, "eic" | "address">>
  /** The package as the card shows it (for an offer: offerPackage, the offer's own terms over its package). */
  readonly consumptionPackage: ElectricityPackage | null
  readonly productionPackage: ElectricityPackage | null
  readonly startDate: string | null
  /** Prices without VAT for business customers, with the day's VAT for others (as the card). */
  readonly business: boolean
  readonly productionMarginal: number | null
  /** A new agreement's terms the query sets over its package's. */
  readonly overrides: {
    readonly endDate: string | null
    readonly consumptionMarginal: number | null
    readonly basePrice: number | null
    readonly baseConsumptionProportion: number | null
  }
  readonly now: Date
}

const ddmmyyyy = (day: string) => day.slice(0, 10).split("-").reverse().join(".")
// core/i18n/numbers keeps its formatters (et-EE, these digits); toLocaleString with options built one per call.
const num = (n: number, digits: number) => formatNumber("et", n, digits)

/** A contract period in the document's words (the card's "Kuni …", "… kuud", "Tähtajatu"). */
export const periodWords = (period: ContractPeriod): string =>
  period.kind === "until" ? `kuni ${ddmmyyyy(period.endDate)}` : period.kind === "months" ? `${period.months} kuud` : "tähtajatu"

/** The facts of the preview: the same figures as the package card and the offer's terms (packageFigures). */
export function previewFacts(input: PreviewInput): string[] {
  const o = input.overrides
  const pkg = input.consumptionPackage
    ? offerPackage({
        consumptionPackage: input.consumptionPackage,
        endDate: o.endDate,
        basePriceCentsKwh: o.basePrice,
        consumptionMarginal: o.consumptionMarginal,
        baseConsumptionProportion: o.baseConsumptionProportion,
      })
    : null
  const figures = pkg ? packageFigures(pkg) : null
  const day = tallinnDay(input.now)
  const price = (v: number) => num(displayPrice(v, input.business, day), 2)
  const vat = input.business ? "käibemaksuta" : "käibemaksuga"
  const proportion = pkg?.baseConsumptionProportion
  return [
    ...(pkg ? [`Tarbimispakett: ${pkg.nameEt}`] : []),
    ...(input.productionPackage ? [`Tootmispakett: ${input.productionPackage.nameEt}`] : []),
    ...(figures?.basePrice != null ? [`Baashind: ${price(figures.basePrice)} senti/kWh (${vat})`] : []),
    ...(proportion != null ? [`Fikseeritud osa: ${num(proportion, 0)} ${pkg?.baseFixationType === "QUANTITY" ? "MWh" : "%"}`] : []),
    ...(figures?.marginal != null ? [`Marginaal: ${price(figures.marginal)} senti/kWh (${vat})`] : []),
    ...(input.productionMarginal != null ? [`Tootmise marginaal: ${num(input.productionMarginal, 2)} senti/kWh`] : []),
    ...(figures?.monthlyFee != null ? [`Kuutasu: ${price(figures.monthlyFee)} € kuus (${vat})`] : []),
    ...(figures ? [`Lepingu periood: ${periodWords(figures.period)}`] : []),
    ...(input.startDate ? [`Algus: ${ddmmyyyy(input.startDate)}`] : []),
    ...(figures?.endDate ? [`Lõpp: ${ddmmyyyy(figures.endDate)}`] : []),
    ...(input.email ? [`E-post: ${input.email}`] : []),
    ...(input.phone ? [`Telefon: ${input.phone}`] : []),
    ...input.points.map((p) => `Mõõtepunkt ${p.eic}${p.address ? `, ${p.address}` : ""}`),
  ]
}

/** The contract to be concluded, as the wizard's confirm step shows it (spec part 3 §7 "Preview of an electricity agreement"). */
export function electricityPreviewPdf(input: PreviewInput): Promise<Buffer> {
  return agreementPdf({
    title: "Elektrimüügileping (eelvaade)",
    contractNumber: input.contractNumber,
    customerName: input.customerName,
    registryNumber: input.registryNumber,
    address: input.address,
    date: input.now,
    facts: previewFacts(input),
    clauses: [
      "Müüja müüb ostjale elektrienergiat loetletud mõõtepunktides valitud paketi hinnaga; võrguteenuse eest tasub ostja võrguettevõtjale.",
      "Arve esitatakse üks kord kuus mõõteandmete alusel.",
      "Elektrimüügilepingu üldtingimused on lepingu lahutamatu osa.",
    ],
  })
}
