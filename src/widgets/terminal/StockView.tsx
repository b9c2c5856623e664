import { useAtomValue } from "jotai"
import { formatNumber } from "../../core/i18n/numbers"
import type { InventoryItem } from "../../core/schemas/terminal"
import { useLocale, useMessages } from "../session"
import type { DataTableColumn } from "../ui/DataTable"
import { uiCss } from "../ui/ui.css"
import { terminalMessages } from "./terminal.messages"
import { inventoryQueryAtom } from "./terminal.queries"
import { TerminalList } from "./TerminalList"
import { expenseReason, productName } from "../../core/i18n/productNames"
import { Style } from "../element/Style"

/** Every location any item has stock in, in the order they first appear: one column each. */
export function stockLocations(items: ReadonlyArray<InventoryItem>): ReadonlyArray<{ id: string; name: string }> {
  const seen = new Map<string, string>()
  for (const item of items)
    for (const l of item.locationQuantities) if (!seen.has(l.remoteObjectId)) seen.set(l.remoteObjectId, l.locationName)
  return [...seen].map(([id, name]) => ({ id, name }))
}

/** /laoseis: stock per product and location, with the expense reason. */
export function StockView() {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const query = useAtomValue(inventoryQueryAtom)
  const locations = stockLocations(query.data ?? [])
  const columns: ReadonlyArray<DataTableColumn<InventoryItem, "NONE">> = [
    { key: "id", header: t("stock.col.id"), render: (i) => i.remoteId },
    { key: "name", header: t("stock.col.name"), render: (i) => productName(i.name, locale) },
    { key: "code", header: t("stock.col.code"), render: (i) => i.searchCode ?? "—" },
    ...locations.map(
      (l): DataTableColumn<InventoryItem, "NONE"> => ({
        key: `location-${l.id}`,
        header: l.name,
        numeric: true,
        render: (i) => {
          const q = i.locationQuantities.find((x) => x.remoteObjectId === l.id)
          return q ? formatNumber(locale, q.quantity, Number.isInteger(q.quantity) ? 0 : 2) : "—"
        },
      }),
    ),
    {
      key: "expense",
      header: t("stock.col.expense"),
      render: (i) =>
        i.expenseReason
          ? `${expenseReason(i.expenseReason, locale)}${i.expenseQuantity != null ? ` (${formatNumber(locale, i.expenseQuantity, 0)})` : ""}`
          : "—",
    },
  ]
  return (
    <div className="ise-terminal__root">
      <Style css={uiCss} />
      <TerminalList testId="stock" columns={columns} query={query} rowKey={(i) => i.remoteId} />
    </div>
  )
}
