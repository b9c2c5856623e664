import type { ElectricityPackage, MeteringPoint } from "../../core/schemas/electricityAgreement"
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
  readonly consumptionPackage: ElectricityPackage | null
  readonly productionPackage: ElectricityPackage | null
  readonly startDate: string | null
  readonly endDate: string | null
  readonly consumptionMarginal: number | null
  readonly productionMarginal: number | null
  readonly basePrice: number | null
  readonly baseConsumptionProportion: number | null
  readonly now: Date
}

const ddmmyyyy = (day: string) => day.slice(0, 10).split("-").reverse().join(".")
const num = (n: number, digits: number) => n.toLocaleString("et-EE", { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** The contract to be concluded, as the wizard's confirm step shows it (spec part 3 §7 "Preview of an electricity agreement"). */
export function electricityPreviewPdf(input: PreviewInput): Promise<Buffer> {
  const pkg = input.consumptionPackage
  return agreementPdf({
    title: "Elektrimüügileping (eelvaade)",
    contractNumber: input.contractNumber,
    customerName: input.customerName,
    registryNumber: input.registryNumber,
    address: input.address,
    date: input.now,
    facts: [
      ...(pkg ? [`Tarbimispakett: ${pkg.nameEt}`] : []),
      ...(input.productionPackage ? [`Tootmispakett: ${input.productionPackage.nameEt}`] : []),
      ...(input.basePrice != null
        ? [`Baashind: ${num(input.basePrice, 2)} senti/kWh (käibemaksuta)`]
        : pkg?.basePrice != null
          ? [`Baashind: ${num(pkg.basePrice, 2)} senti/kWh (käibemaksuta)`]
          : []),
      ...(input.baseConsumptionProportion != null ? [`Fikseeritud osa: ${num(input.baseConsumptionProportion, 0)} %`] : []),
      ...(input.consumptionMarginal != null
        ? [`Tarbimise marginaal: ${num(input.consumptionMarginal, 2)} senti/kWh`]
        : pkg?.marginal != null
          ? [`Marginaal: ${num(pkg.marginal, 2)} senti/kWh`]
          : []),
      ...(input.productionMarginal != null ? [`Tootmise marginaal: ${num(input.productionMarginal, 2)} senti/kWh`] : []),
      ...(pkg?.monthlyFee != null ? [`Kuutasu: ${num(pkg.monthlyFee, 2)} € (käibemaksuta)`] : []),
      ...(input.startDate ? [`Algus: ${ddmmyyyy(input.startDate)}`] : []),
      ...(input.endDate ? [`Lõpp: ${ddmmyyyy(input.endDate)}`] : ["Tähtajatu"]),
      ...(input.email ? [`E-post: ${input.email}`] : []),
      ...(input.phone ? [`Telefon: ${input.phone}`] : []),
      ...input.points.map((p) => `Mõõtepunkt ${p.eic}${p.address ? `, ${p.address}` : ""}`),
    ],
    clauses: [
      "Müüja müüb ostjale elektrienergiat loetletud mõõtepunktides valitud paketi hinnaga; võrguteenuse eest tasub ostja võrguettevõtjale.",
      "Arve esitatakse üks kord kuus mõõteandmete alusel.",
      "Elektrimüügilepingu üldtingimused on lepingu lahutamatu osa.",
    ],
  })
}
