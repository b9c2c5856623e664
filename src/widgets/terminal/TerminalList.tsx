import { failureOf } from "../ui/LoadError"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { useMessages } from "../session"
import { terminalMessages } from "./terminal.messages"

const NO_SORT = { field: "NONE", direction: "ASC" } as const

export interface TerminalListProps<Row> {
  readonly testId: string
  readonly columns: ReadonlyArray<DataTableColumn<Row, "NONE">>
  readonly query: {
    readonly data?: ReadonlyArray<Row>
    readonly isError: boolean
    readonly isFetching: boolean
    readonly error: unknown
    readonly refetch: () => unknown
  }
  readonly rowKey: (row: Row) => string
}

/**
 * A whole list the server gives at once (stock, bookings, dispensing orders) in the portal's one
 * table: no sorting or paging, "Laen andmeid..." while loading, "Kirjed puuduvad" when empty, and a
 * load error that stops loading, says so and offers a retry.
 */
export function TerminalList<Row>({ testId, columns, query, rowKey }: TerminalListProps<Row>) {
  const t = useMessages(terminalMessages)
  const rows = query.data ?? (query.isError ? [] : null)
  return (
    <DataTable
      testId={testId}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      sort={NO_SORT}
      onSortChange={() => undefined}
      page={0}
      pageSize={Math.max(1, rows?.length ?? 1)}
      total={rows?.length ?? 0}
      onPageChange={() => undefined}
      loading={query.isFetching}
      error={failureOf(query)}
      emptyText={t("term.empty")}
      loadingText={t("term.loading")}
    />
  )
}
