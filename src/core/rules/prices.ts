import { FuelProducts } from "../schemas/prices.products"
import type { CustomerPrice, PublicPrice } from "../schemas/prices"
import { roundMoney, vatRateOn } from "./vat"

/** Who looks at the price table decides which rows, columns and VAT mode it has (spec part 1 §2.3, §6). */
export interface PriceViewer {
  /** A person (or an anonymous visitor of a consumer page) never sees business-only rows. */
  readonly isPerson: boolean
  /** Companies (not persons, not apartment associations) see prices without VAT by default. */
  readonly isCompany: boolean
  /** Customers of group IDC get the special price column. */
  readonly groupId?: string | null
}

export type VatMode = "with" | "without"

export interface PriceTableRow {
  readonly noomId: number
  readonly type: string
  readonly colorCode: string
  readonly textColor: string
  readonly sortOrder: number
  readonly businessOnly: boolean
  readonly withVAT: number
  readonly withoutVAT: number
  readonly idcWithVAT: number | null
  readonly idcWithoutVAT: number | null
  readonly customerWithVAT: number | null
  readonly customerWithoutVAT: number | null
}

export interface PriceTable {
  readonly rows: ReadonlyArray<PriceTableRow>
  readonly showIdcColumn: boolean
  readonly showCustomerColumn: boolean
  readonly defaultMode: VatMode
}

const round3 = (n: number) => Math.round(n * 1000) / 1000
const net = (gross: number, rate: number) => round3(gross / (1 + rate))

/** The default VAT mode: companies without VAT, everybody else with VAT. */
export const defaultVatMode = (viewer: PriceViewer): VatMode => (viewer.isCompany ? "without" : "with")

/**
 * Joins the public prices with the customer's own prices into the rows the table shows, in the
 * products' order; prices are with VAT on the wire and the VAT in force today takes them apart.
 */
export const buildPriceTable = (
  prices: ReadonlyArray<PublicPrice>,
  customerPrices: ReadonlyArray<CustomerPrice>,
  viewer: PriceViewer,
  day: string | Date = new Date(),
): PriceTable => {
  const rate = vatRateOn(day)
  const own = new Map(customerPrices.map((p) => [p.noomId, p.clientPrice]))
  const showIdcColumn = viewer.groupId === "IDC"
  const rows = FuelProducts.flatMap((product): Array<PriceTableRow> => {
    const price = prices.find((p) => p.noomId === product.noomId)
    if (!price) return []
    if (product.businessOnly && viewer.isPerson) return []
    const idc = showIdcColumn && price.idcPrice != null ? price.idcPrice : null
    const customer = own.get(product.noomId) ?? null
    return [
      {
        noomId: product.noomId,
        type: product.type,
        colorCode: product.colorCode,
        textColor: product.textColor,
        sortOrder: product.sortOrder,
        businessOnly: product.businessOnly,
        withVAT: round3(price.price),
        withoutVAT: net(price.price, rate),
        idcWithVAT: idc,
        idcWithoutVAT: idc == null ? null : net(idc, rate),
        customerWithVAT: customer,
        customerWithoutVAT: customer == null ? null : net(customer, rate),
      },
    ]
  })
  return {
    rows,
    showIdcColumn: showIdcColumn && rows.some((r) => r.idcWithVAT != null),
    showCustomerColumn: rows.some((r) => r.customerWithVAT != null),
    defaultMode: defaultVatMode(viewer),
  }
}

export { roundMoney }
