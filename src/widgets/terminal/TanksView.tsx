import { useAtom, useAtomValue } from "jotai"
import { useEffect } from "react"
import { formatDateTime } from "../../core/i18n/dates"
import { formatNumber } from "../../core/i18n/numbers"
import { tankLevel } from "../../core/rules/terminal"
import { TANK_PAGE_SIZE, type Tank, type TankSortField } from "../../core/schemas/terminal"
import { useLocale, useMessages } from "../session"
import { failureOf } from "../ui/LoadError"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { uiCss } from "../ui/ui.css"
import { terminalCss } from "./terminal.css"
import { terminalMessages } from "./terminal.messages"
import { tankListAtom, tankListFromSearch, tankListSearch, tanksQueryAtom, type TankListState } from "./terminal.queries"
import { Style } from "../element/Style"

export interface TanksViewProps {
  /** The address's query string holding page and sort; without it the list keeps its state in memory. */
  readonly search?: string
  readonly onSearchChange?: (search: string) => void
}

/** The current level as a bar: capped at 100 %, danger at or below the notification threshold. */
function TankBar({ tank }: { tank: Tank }) {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const { percent, danger, overCapacity } = tankLevel(tank)
  const shown = formatNumber(locale, percent, 0)
  return (
    <span className="ise-terminal__bar-cell">
      <span
        className={`ise-terminal__bar${danger ? " ise-terminal__bar--danger" : ""}`}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-label={t("tank.levelLabel", { name: tank.name, percent: shown })}
        data-testid={`tank-bar-${tank.id}`}
        data-danger={danger ? "true" : "false"}
      >
        <span className="ise-terminal__bar-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="ise-terminal__bar-text">
        {shown} %{danger && <span className="ise-ui__sr"> ({t("tank.belowThreshold")})</span>}
      </span>
      {overCapacity && (
        <span className="ise-terminal__over" data-testid={`tank-over-${tank.id}`}>
          {t("tank.overCapacity")}
        </span>
      )}
    </span>
  )
}

/** /mahutid: tanks paged by 25, sorted by the server (ID ascending by default). */
export function TanksView({ search, onSearchChange }: TanksViewProps) {
  const t = useMessages(terminalMessages)
  const locale = useLocale()
  const [list, setList] = useAtom(tankListAtom)
  const query = useAtomValue(tanksQueryAtom)
  const page = query.data

  // The address is the list's state: going back and forward or opening a link shows that page.
  useEffect(() => {
    if (search !== undefined) setList(tankListFromSearch(search))
  }, [search, setList])
  const change = (next: TankListState) => (onSearchChange ? onSearchChange(tankListSearch(next)) : setList(next))

  const litres = (value: number | null | undefined) => (value != null ? `${formatNumber(locale, value, 0)} L` : "—")
  const columns: ReadonlyArray<DataTableColumn<Tank, TankSortField>> = [
    { key: "name", header: t("tank.col.name"), sortField: "NAME", render: (x) => x.name },
    { key: "level", header: t("tank.col.level"), render: (x) => <TankBar tank={x} /> },
    { key: "capacity", header: t("tank.col.capacity"), sortField: "CAPACITY", numeric: true, render: (x) => litres(x.capacity) },
    { key: "reading", header: t("tank.col.reading"), sortField: "LATEST_AMOUNT", numeric: true, render: (x) => litres(x.latestAmount) },
    {
      key: "threshold",
      header: t("tank.col.threshold"),
      sortField: "NOTIFICATION_THRESHOLD",
      numeric: true,
      render: (x) => litres(x.notificationThreshold),
    },
    {
      key: "time",
      header: t("tank.col.readingTime"),
      sortField: "LATEST_UPDATE_TIME",
      render: (x) => (x.latestUpdateTime ? formatDateTime(x.latestUpdateTime) : "—"),
    },
    { key: "modified", header: t("tank.col.modified"), render: (x) => (x.dateModified ? formatDateTime(x.dateModified) : "—") },
  ]
  return (
    <div className="ise-terminal__root">
      <Style css={uiCss} />
      <Style css={terminalCss} />
      <DataTable
        testId="tanks"
        columns={columns}
        rows={page ? page.content : query.isError ? [] : null}
        rowKey={(x) => String(x.id)}
        sort={list.sort}
        onSortChange={(sort) => change({ sort, page: 0 })}
        page={list.page}
        pageSize={TANK_PAGE_SIZE}
        total={page?.totalElements ?? 0}
        onPageChange={(p) => change({ ...list, page: p })}
        loading={query.isFetching}
        error={failureOf(query)}
        emptyText={t("term.empty")}
        loadingText={t("term.loading")}
      />
    </div>
  )
}
