import type { ReactNode } from "react"
import type { SortDirection } from "../../core/schemas/common"
import { useMessages } from "../session/i18n"
import { primitiveMessages } from "./primitives.messages"
import { LoadError, type LoadFailure } from "./LoadError"

export interface DataTableColumn<Row, Field extends string> {
  /** Unique within the table. */
  readonly key: string
  readonly header: ReactNode
  /** The server's sort field of this column; the header is a sort button when set. */
  readonly sortField?: Field
  readonly numeric?: boolean
  readonly render: (row: Row) => ReactNode
  /**
   * The column's name in the stacked cards of narrow screens and in their sort choice; defaults to
   * `header` when that is a plain string (otherwise the card shows the value alone).
   */
  readonly label?: string
  /** Narrow screens: the cell is shown without its label (an action button, a row's checkbox). */
  readonly unlabelled?: boolean
  /**
   * Narrow screens, compact rows (a table where any column sets this): "lead" comes first (a checkbox), "title" cells form the first line, "end" cells its right end (the sum), "meta" cells
   * (and those without a slot) follow as small labelled text, "action" cells at the right of the last line.
   */
  readonly phone?: "lead" | "title" | "end" | "meta" | "action"
}

export interface DataTableSort<Field extends string> {
  readonly field: Field
  readonly direction: SortDirection
}

export interface DataTableProps<Row, Field extends string> {
  readonly caption?: ReactNode
  readonly columns: ReadonlyArray<DataTableColumn<Row, Field>>
  readonly rows: ReadonlyArray<Row> | null
  readonly rowKey: (row: Row) => string
  /** Sorting and paging are the server's: the table only reports what the user asked for. */
  readonly sort: DataTableSort<Field>
  readonly onSortChange: (sort: DataTableSort<Field>) => void
  /** 0-based, as the API pages. */
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly onPageChange: (page: number) => void
  readonly loading?: boolean
  /** A load failure: shown in the table body with a retry, the rest of the screen stays (`failureOf(query)`). */
  readonly error?: LoadFailure | null
  readonly emptyText: ReactNode
  readonly loadingText?: ReactNode
  readonly testId?: string
}

/**
 * A table whose sorting and paging are done by the server. Sortable headers are buttons and
 * carry aria-sort; clicking the sorted column flips its direction, another column starts DESC
 * (newest and largest first, which is what invoice lists are read for).
 *
 * Below 640 px of its own width (a container query, so a table in a narrow column also fits) each
 * row becomes a card of label–value lines and the header row becomes a row of sort buttons
 * ("Järjesta"), or, when the columns name their `phone` places, a compact row of a title line and small
 * labelled details; the table keeps its semantics for assistive technology and the cells' text.
 */
export function DataTable<Row, Field extends string>(props: DataTableProps<Row, Field>) {
  const t = useMessages(primitiveMessages)
  const { columns, rows, sort, page, pageSize, total } = props
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const loadingText = props.loadingText ?? t("common.loading")
  const ariaSort = (field?: Field) =>
    field && field === sort.field ? (sort.direction === "ASC" ? "ascending" : "descending") : field ? "none" : undefined
  const toggle = (field: Field) =>
    props.onSortChange({ field, direction: field === sort.field && sort.direction === "DESC" ? "ASC" : "DESC" })

  // A header that is not plain text (a visually hidden name of an action column) has no card label.
  const labelOf = (col: DataTableColumn<Row, Field>) => col.label ?? (typeof col.header === "string" ? col.header : null)
  // Compact rows on narrow screens (about 100 px a row instead of a line per column) when the columns say where they go.
  const compact = columns.some((c) => c.phone)

  let state: ReactNode = null
  if (props.error) state = <LoadError inline testId={props.testId ? `${props.testId}-error` : undefined} {...props.error} />
  else if (rows == null) state = loadingText
  else if (rows.length === 0) state = props.loading ? loadingText : props.emptyText

  return (
    // Focusable so that a table wider than a phone can be scrolled sideways from the keyboard.
    <div className="ise-ui__table-wrap" data-testid={props.testId} tabIndex={0}>
      <table
        className={compact ? "ise-ui__table ise-ui__table--stack ise-ui__table--compact" : "ise-ui__table ise-ui__table--stack"}
        aria-busy={props.loading ? true : undefined}
      >
        {props.caption && <caption>{props.caption}</caption>}
        <thead>
          <tr data-sort-label={columns.some((c) => c.sortField) ? t("ui.table.sortBy") : undefined}>
            {columns.map((col) => (
              <th key={col.key} scope="col" aria-sort={ariaSort(col.sortField)} className={col.numeric ? "ise-ui__num" : undefined}>
                {col.sortField ? (
                  <button type="button" onClick={() => toggle(col.sortField!)}>
                    {col.header}
                    <span className="ise-ui__table-arrow" aria-hidden="true">
                      {col.sortField === sort.field ? (sort.direction === "ASC" ? "▲" : "▼") : "↕"}
                    </span>
                  </button>
                ) : (
                  col.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state != null ? (
            // While the first page loads, the row holds about a page's height, so the rows' arrival does
            // not push what is below (the footer) around.
            <tr className={rows == null && !props.error ? "ise-ui__table-state ise-ui__table-state--loading" : "ise-ui__table-state"}>
              <td colSpan={columns.length}>{state}</td>
            </tr>
          ) : (
            rows!.map((row) => (
              <tr key={props.rowKey(row)}>
                {columns.map((col) => (
                  <td
                    key={col.key}
                    className={col.numeric ? "ise-ui__num" : undefined}
                    // The cards' label, drawn by CSS with an empty alternative text: screen readers have
                    // the column header already, and the cell's text stays the value alone.
                    data-label={col.unlabelled ? undefined : (labelOf(col) ?? undefined)}
                    data-phone={compact ? (col.phone ?? "meta") : undefined}
                  >
                    <span className="ise-ui__table-value">{col.render(row)}</span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {total > pageSize && (
        <nav className="ise-ui__pager" aria-label={t("ui.pager.label")}>
          <span className="ise-ui__pager-status" aria-live="polite">
            {t("ui.pager.status", { page: page + 1, pages, total })}
          </span>
          <span className="ise-ui__pager-buttons">
            <button
              type="button"
              className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
              disabled={page <= 0 || props.loading}
              onClick={() => props.onPageChange(page - 1)}
            >
              {t("ui.pager.previous")}
            </button>
            <button
              type="button"
              className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
              disabled={page >= pages - 1 || props.loading}
              onClick={() => props.onPageChange(page + 1)}
            >
              {t("ui.pager.next")}
            </button>
          </span>
        </nav>
      )}
    </div>
  )
}
