import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useLayoutEffect, useState, type ReactNode } from "react"
import * as statementCalls from "../../core/api/statement.calls"
import { distinctDocumentIds, STATEMENT_PAGE_SIZE } from "../../core/rules/statement"
import type { InvoiceLine } from "../../core/schemas/statement"
import { customerIdAtom, getApi, runApi, useLocale, useMessages } from "../session"
import { DataTable } from "../ui/DataTable"
import { downloadFile } from "../ui/download"
import { failureOf } from "../ui/LoadError"
import { Toaster } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { inMobileApp } from "./mobileApp"
import { useStatementColumns } from "./statement.columns"
import { statementCss } from "./statement.css"
import { statementMessages } from "./statement.messages"
import { lineSumsQueryAtom, linesQueryAtom, statementListAtom, vehicleNumbersQueryAtom, type StatementListState } from "./statement.queries"
import { Filters, SumIndicator } from "./StatementFilters"
import { Style } from "../element/Style"

export interface StatementViewProps {
  /** The list state; the page keeps it in the address. */
  readonly state: StatementListState
  readonly onStateChange: (state: StatementListState) => void
  /**
   * The XLSX and PDF export (the portal passes `StatementExport`; its Web Worker is built by Vite).
   * Not shown inside the mobile app's webview (spec part 2 §6).
   */
  readonly renderExport?: (state: StatementListState) => ReactNode
  /** Whether this is the mobile app's webview; detected when not given. */
  readonly mobileApp?: boolean
}

/** /väljavõte: card transactions filtered, summed, sorted and paged by the server; documents downloaded one by one or as a zip; exports. */
export function StatementView({ state, onStateChange, renderExport, mobileApp }: StatementViewProps) {
  const t = useMessages(statementMessages)
  const locale = useLocale()
  const setList = useSetAtom(statementListAtom)
  // Before paint, so the first query already asks for what the address says.
  useLayoutEffect(() => setList(state), [state, setList])

  const query = useAtomValue(linesQueryAtom)
  const sums = useAtomValue(lineSumsQueryAtom)
  const page = query.data
  const customerId = useAtomValue(customerIdAtom)
  const vehicles = useAtomValue(vehicleNumbersQueryAtom)
  const [inApp] = useState(() => mobileApp ?? inMobileApp())

  const { selected, toggle, clear } = useDocumentSelection(customerId)
  const rows = page?.content ?? []

  const change = (patch: Partial<StatementListState>) => onStateChange({ ...state, page: 0, ...patch })

  const downloadLine = (line: InvoiceLine) =>
    downloadFile(
      () =>
        runApi(
          getApi().request(statementCalls.documentRowsFile, {
            params: { customerId: customerId! },
            query: { remoteDocumentId: line.remoteDocumentId },
          }),
        ),
      `${line.documentNumber}.pdf`,
      t("stmt.downloadFailed"),
    )
  const downloadSelected = async () => {
    const ids = distinctDocumentIds(selected.keys())
    if (ids.length === 0) return
    await downloadFile(
      () =>
        runApi(
          getApi().request(statementCalls.documentRowsZip, { params: { customerId: customerId! }, query: { documentIds: ids.join(",") } }),
        ),
      "arved.zip",
      t("stmt.downloadFailed"),
    )
  }

  const columns = useStatementColumns({ rows, selected, toggle, onDownload: (line) => void downloadLine(line) })

  // The filter row's shape depends on whether the customer has vehicle numbers: until that small
  // answer is in, nothing is laid out (a filter appearing later would push the table down).
  if (vehicles.isLoading) {
    return (
      <div className="ise-statement__root">
        <Style css={uiCss} />
        <Style css={statementCss} />
        <p className="ise-statement__loading" role="status">
          {t("stmt.loadingOptions")}
        </p>
      </div>
    )
  }

  return (
    <div className="ise-statement__root">
      <Style css={uiCss} />
      <Style css={statementCss} />
      <Filters state={state} change={change} t={t} />
      <div className="ise-statement__toolbar">
        <SumIndicator t={t} locale={locale} sums={sums.data} error={sums.isError} loading={sums.isFetching} />
        <div className="ise-statement__actions">
          <button
            type="button"
            className="ise-ui__button"
            disabled={selected.size === 0}
            onClick={() => void downloadSelected()}
            data-testid="download-selected"
          >
            {t("stmt.downloadSelected", { count: selected.size })}
          </button>
          {selected.size > 0 && (
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={clear}>
              {t("stmt.clearSelection")}
            </button>
          )}
          {!inApp && renderExport?.(state)}
        </div>
      </div>
      <p className="ise-ui__sr" role="status">
        {page && !query.isPlaceholderData && t("stmt.found", { count: page.totalElements })}
      </p>
      <DataTable
        testId="statement-table"
        columns={columns}
        rows={page ? page.content : query.isError ? [] : null}
        rowKey={(l) => `${l.documentId}:${l.remoteDocumentId}:${l.productName}:${l.productQuantity}`}
        sort={state.sort}
        onSortChange={(sort) => change({ sort })}
        page={state.page}
        pageSize={STATEMENT_PAGE_SIZE}
        total={page?.totalElements ?? 0}
        onPageChange={(p) => onStateChange({ ...state, page: p })}
        loading={query.isFetching}
        error={failureOf(query)}
        emptyText={t("stmt.empty")}
      />
      <Toaster />
    </div>
  )
}

/** Selection is by document: a line's checkbox selects its document, and every line of it shows checked. Another customer clears it. */
function useDocumentSelection(customerId: number | null) {
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map())
  useEffect(() => setSelected(new Map()), [customerId])
  const toggle = (documents: ReadonlyArray<InvoiceLine>, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current)
      for (const line of documents) on ? next.set(line.documentId, line.documentNumber) : next.delete(line.documentId)
      return next
    })
  return { selected, toggle, clear: () => setSelected(new Map()) }
}
