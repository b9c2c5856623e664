import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useState } from "react"
import { ownerOptions } from "../../core/rules/terminal"
import type { DispensingOrder } from "../../core/schemas/terminal"
import { customerIdAtom, customerQueryAtom, useMessages } from "../session"
import { Toaster } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { DispensingEditor } from "./DispensingEditor"
import { orderColumns } from "./dispensingColumns"
import { terminalCss } from "./terminal.css"
import { terminalMessages } from "./terminal.messages"
import { dispensingEditorAtom, dispensingOrdersQueryAtom } from "./terminal.queries"
import { TerminalList } from "./TerminalList"
import { Style } from "../element/Style"

type Mode = { readonly kind: "list" } | { readonly kind: "new" } | { readonly kind: "edit"; readonly order: DispensingOrder }

/** A save the terminal's system applied: the order it created or changed. */
export interface DispensingOrderSaved {
  readonly orderUid: number
  readonly edited: boolean
}

export interface DispensingOrdersViewProps {
  /** Called after a save or an edit completed (the element tells its host with an event). */
  readonly onSaved?: (saved: DispensingOrderSaved) => void
}

/** /väljastuskorraldused: the list, and the new/edit view with its fuels, header form, confirmation and the 6 s save poll. */
export function DispensingOrdersView({ onSaved }: DispensingOrdersViewProps = {}) {
  const t = useMessages(terminalMessages)
  const customerId = useAtomValue(customerIdAtom)
  const customer = useAtomValue(customerQueryAtom).data
  const orders = useAtomValue(dispensingOrdersQueryAtom)
  const startEditor = useSetAtom(dispensingEditorAtom)
  const [mode, setMode] = useState<Mode>({ kind: "list" })
  useEffect(() => setMode({ kind: "list" }), [customerId])
  /** The editor starts afresh: a new order, or the order's own header and rows. */
  const open = (next: Exclude<Mode, { kind: "list" }>) => {
    startEditor({ type: "opened", order: next.kind === "edit" ? next.order : null, owners: ownerOptions(customer?.searchCode) })
    setMode(next)
  }
  const editing = mode.kind !== "list"
  return (
    <div className="ise-terminal__root">
      <Style css={uiCss} />
      <Style css={terminalCss} />
      <div className="ise-terminal__toolbar">
        {editing ? (
          <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setMode({ kind: "list" })}>
            {t("disp.back")}
          </button>
        ) : (
          <button type="button" className="ise-ui__button" onClick={() => open({ kind: "new" })}>
            {t("disp.new")}
          </button>
        )}
      </div>
      {mode.kind === "list" ? (
        <TerminalList
          testId="dispensing-orders"
          columns={orderColumns(t, (order) => open({ kind: "edit", order }))}
          query={orders}
          rowKey={(o) => String(o.uid)}
        />
      ) : (
        <DispensingEditor
          key={mode.kind === "edit" ? mode.order.uid : "new"}
          onSaved={({ orderUid, edited }) => {
            setMode({ kind: "list" })
            if (orderUid != null) onSaved?.({ orderUid, edited })
          }}
        />
      )}
      <Toaster />
    </div>
  )
}
