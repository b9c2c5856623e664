import { useAtomValue } from "jotai"
import { formatDate } from "../../core/i18n/dates"
import { formatNumber, formatPrice } from "../../core/i18n/numbers"
import type { Booking } from "../../core/schemas/terminal"
import { useLocale, useMessages } from "../session"
import type { DataTableColumn } from "../ui/DataTable"
import { uiCss } from "../ui/ui.css"
import { terminalMessages } from "./terminal.messages"
import { bookingsQueryAtom } from "./terminal.queries"
import { TerminalList } from "./TerminalList"
import { productName } from "../../core/i18n/productNames"
import { Style } from "../element/Style"

/** /broneeringud: date, product, quantity, price, loading location. */
export function BookingsView() {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const query = useAtomValue(bookingsQueryAtom)
  const columns: ReadonlyArray<DataTableColumn<Booking, "NONE">> = [
    { key: "date", header: t("booking.col.date"), render: (b) => formatDate(b.documentDate) },
    { key: "name", header: t("booking.col.name"), render: (b) => productName(b.productName, locale) },
    { key: "quantity", header: t("booking.col.quantity"), numeric: true, render: (b) => formatNumber(locale, b.quantity, 0) },
    {
      key: "price",
      header: t("booking.col.price"),
      numeric: true,
      render: (b) => (b.priceVat != null ? formatPrice(locale, b.priceVat) : "—"),
    },
    { key: "location", header: t("booking.col.location"), render: (b) => b.loadingLocationName ?? "—" },
  ]
  return (
    <div className="ise-terminal__root">
      <Style css={uiCss} />
      <TerminalList
        testId="bookings"
        columns={columns}
        query={query}
        rowKey={(b) => `${b.documentDate}-${b.remoteProductId}-${b.quantity}-${b.loadingLocationName ?? ""}`}
      />
    </div>
  )
}
