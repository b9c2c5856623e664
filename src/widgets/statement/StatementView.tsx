import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react"
import * as statementCalls from "../../core/api/statement.calls"
import { formatDate } from "../../core/i18n/dates"
import { formatMoney, formatNumber, formatPrice } from "../../core/i18n/numbers"
import { distinctDocumentIds, STATEMENT_PAGE_SIZE } from "../../core/rules/statement"
import type { InvoiceLine, InvoiceLineSortField } from "../../core/schemas/statement"
import { customerIdAtom, getApi, runApi, useLocale, useMessages } from "../session"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { DateRangeFilter } from "../ui/DateRangeFilter"
import { failureOf } from "../ui/LoadError"
import { saveBlob } from "../ui/saveBlob"
import { showToast, Toaster } from "../ui/Toast"
import { productName } from "../../core/i18n/productNames"
import { uiCss } from "../ui/ui.css"
import { inMobileApp } from "./mobileApp"
import { statementCss } from "./statement.css"
import { statementMessages } from "./statement.messages"
import {
  filterCardsQueryAtom,
  filterStationsQueryAtom,
  lineSumsQueryAtom,
  linesQueryAtom,
  statementListAtom,
  vehicleNumbersQueryAtom,
  type StatementListState,
} from "./statement.queries"

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

type Messages = ReturnType<typeof useMessages<keyof typeof statementMessages.et & string>>

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

  // Selection is by document: a line's checkbox selects its document, and every line of it shows checked.
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map())
  useEffect(() => setSelected(new Map()), [customerId])
  const toggle = (documents: ReadonlyArray<InvoiceLine>, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current)
      for (const line of documents) on ? next.set(line.documentId, line.documentNumber) : next.delete(line.documentId)
      return next
    })
  const rows = page?.content ?? []
  const allOnPage = rows.length > 0 && rows.every((l) => selected.has(l.documentId))

  const change = (patch: Partial<StatementListState>) => onStateChange({ ...state, page: 0, ...patch })

  const downloadFile = async (line: InvoiceLine) => {
    try {
      const blob = await runApi(
        getApi().request(statementCalls.documentRowsFile, {
          params: { customerId: customerId! },
          query: { remoteDocumentId: line.remoteDocumentId },
        }),
      )
      saveBlob(blob, `${line.documentNumber}.pdf`)
    } catch (e) {
      console.warn("[statement] file", e)
      showToast(t("stmt.downloadFailed"), { kind: "error" })
    }
  }
  const downloadSelected = async () => {
    const ids = distinctDocumentIds(selected.keys())
    if (ids.length === 0) return
    try {
      const blob = await runApi(
        getApi().request(statementCalls.documentRowsZip, { params: { customerId: customerId! }, query: { documentIds: ids.join(",") } }),
      )
      saveBlob(blob, "arved.zip")
    } catch (e) {
      console.warn("[statement] zip", e)
      showToast(t("stmt.downloadFailed"), { kind: "error" })
    }
  }

  const columns: ReadonlyArray<DataTableColumn<InvoiceLine, InvoiceLineSortField>> = [
    {
      key: "select",
      header: (
        <input
          type="checkbox"
          className="ise-statement__check"
          aria-label={t("stmt.selectPage")}
          checked={allOnPage}
          disabled={rows.length === 0}
          onChange={(e) => toggle(rows, e.target.checked)}
          data-testid="select-page"
        />
      ),
      render: (l) => (
        <input
          type="checkbox"
          className="ise-statement__check"
          aria-label={t("stmt.selectDocument", { number: l.documentNumber })}
          checked={selected.has(l.documentId)}
          onChange={(e) => toggle([l], e.target.checked)}
        />
      ),
    },
    {
      key: "date",
      header: t("stmt.col.date"),
      sortField: "DOCUMENT_DATE_CREATED",
      render: (l) => <span className="ise-statement__nowrap">{formatDate(l.documentDateCreated)}</span>,
    },
    {
      key: "document",
      header: t("stmt.col.document"),
      sortField: "DOCUMENT_NUMBER",
      render: (l) => <span className="ise-statement__nowrap">{l.documentNumber}</span>,
    },
    { key: "location", header: t("stmt.col.location"), sortField: "LOCATION_NAME", render: (l) => l.locationName ?? "—" },
    {
      key: "card",
      header: t("stmt.col.card"),
      sortField: "REMOTE_CARD_ID",
      render: (l) => (
        <>
          <span className="ise-statement__nowrap">{l.remoteCardId ?? "—"}</span>
          {l.cardName && <span className="ise-statement__sub">{l.cardName}</span>}
        </>
      ),
    },
    {
      key: "vehicle",
      header: t("stmt.col.vehicle"),
      sortField: "VEHICLE_NUMBER",
      render: (l) =>
        l.vehicleNumber ? (
          <>
            <span className="ise-statement__nowrap">{l.vehicleNumber}</span>
            {l.vehicleMileage != null && (
              <span className="ise-statement__sub ise-statement__nowrap">{`${formatNumber(locale, l.vehicleMileage)} km`}</span>
            )}
          </>
        ) : (
          "—"
        ),
    },
    { key: "product", header: t("stmt.col.product"), sortField: "PRODUCT_NAME", render: (l) => productName(l.productName, locale) },
    {
      key: "quantity",
      header: t("stmt.col.quantity"),
      sortField: "PRODUCT_QUANTITY",
      numeric: true,
      render: (l) => formatNumber(locale, l.productQuantity, 2),
    },
    { key: "price", header: t("stmt.col.price"), numeric: true, render: (l) => formatPrice(locale, l.price) },
    {
      key: "sum",
      header: t("stmt.col.sum"),
      sortField: "PRODUCT_AMOUNT_SUM",
      numeric: true,
      render: (l) => <span className="ise-statement__nowrap">{formatMoney(locale, l.productAmountSum)}</span>,
    },
    {
      key: "actions",
      header: <span className="ise-ui__sr">{t("stmt.col.actions")}</span>,
      render: (l) => (
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
          aria-label={t("stmt.pdfLabel", { number: l.documentNumber })}
          onClick={() => void downloadFile(l)}
        >
          {t("stmt.pdf")}
        </button>
      ),
    },
  ]

  // The filter row's shape depends on whether the customer has vehicle numbers: until that small
  // answer is in, nothing is laid out (a filter appearing later would push the table down).
  if (vehicles.isLoading) {
    return (
      <div className="ise-statement__root">
        <style>{uiCss}</style>
        <style>{statementCss}</style>
        <p className="ise-statement__loading" role="status">
          {t("stmt.loadingOptions")}
        </p>
      </div>
    )
  }

  return (
    <div className="ise-statement__root">
      <style>{uiCss}</style>
      <style>{statementCss}</style>
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
            <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setSelected(new Map())}>
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

function SumIndicator({
  t,
  locale,
  sums,
  error,
  loading,
}: {
  t: Messages
  locale: ReturnType<typeof useLocale>
  sums?: { sum: number; sumWithoutVat: number; vatSum: number }
  error: boolean
  loading: boolean
}) {
  if (error)
    return (
      <p className="ise-statement__sums ise-statement__sums--error" role="alert">
        {t("stmt.sumsFailed")}
      </p>
    )
  return (
    <dl className="ise-statement__sums" aria-label={t("stmt.sums")} aria-busy={loading ? true : undefined} data-testid="statement-sums">
      <div>
        <dt>{t("stmt.sum")}</dt>
        <dd data-testid="sum-total">{sums ? formatMoney(locale, sums.sum) : "…"}</dd>
      </div>
      <div>
        <dt>{t("stmt.sumWithoutVat")}</dt>
        <dd data-testid="sum-without-vat">{sums ? formatMoney(locale, sums.sumWithoutVat) : "…"}</dd>
      </div>
      <div>
        <dt>{t("stmt.vatSum")}</dt>
        <dd data-testid="sum-vat">{sums ? formatMoney(locale, sums.vatSum) : "…"}</dd>
      </div>
    </dl>
  )
}

/** A filter select: "all" first, then the choices; "Laen andmeid..." while they load, "Valikud puuduvad" when there are none. */
function FilterSelect(props: {
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }> | undefined
  loading: boolean
  onChange: (value: string) => void
  testId: string
  t: Messages
}) {
  const { options, t } = props
  const known = options !== undefined && options.some((o) => o.value === props.value)
  return (
    <label className="ise-ui__field">
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)} data-testid={props.testId}>
        <option value="">
          {options === undefined
            ? props.loading
              ? t("stmt.loadingOptions")
              : t("stmt.any")
            : options.length === 0
              ? t("stmt.noOptions")
              : t("stmt.any")}
        </option>
        {/* A value from the address that the list does not (yet) hold stays chosen. */}
        {props.value !== "" && !known && <option value={props.value}>{props.value}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

function Filters({ state, change, t }: { state: StatementListState; change: (patch: Partial<StatementListState>) => void; t: Messages }) {
  const cards = useAtomValue(filterCardsQueryAtom)
  const stations = useAtomValue(filterStationsQueryAtom)
  const vehicles = useAtomValue(vehicleNumbersQueryAtom)
  const cardOptions = useMemo(
    () => cards.data?.map((c) => ({ value: c.remoteCardId, label: c.name ? `${c.remoteCardId} · ${c.name}` : c.remoteCardId })),
    [cards.data],
  )
  const nameOptions = useMemo(
    () =>
      cards.data
        ? [...new Set(cards.data.flatMap((c) => (c.name ? [c.name] : [])))]
            .sort((a, b) => a.localeCompare(b, "et"))
            .map((n) => ({ value: n, label: n }))
        : undefined,
    [cards.data],
  )
  const stationOptions = useMemo(() => stations.data?.content.map((s) => ({ value: s.nameEt, label: s.nameEt })), [stations.data])
  const vehicleOptions = useMemo(() => vehicles.data?.map((v) => ({ value: v, label: v })), [vehicles.data])
  const filtered = state.card !== "" || state.name !== "" || state.location !== "" || state.vehicle !== ""
  return (
    <fieldset className="ise-statement__filters">
      <legend className="ise-ui__sr">{t("stmt.filters")}</legend>
      <DateRangeFilter value={state.range} onChange={(range) => change({ range })} />
      <FilterSelect
        t={t}
        label={t("stmt.card")}
        value={state.card}
        options={cardOptions}
        loading={cards.isLoading}
        onChange={(card) => change({ card })}
        testId="filter-card"
      />
      <FilterSelect
        t={t}
        label={t("stmt.name")}
        value={state.name}
        options={nameOptions}
        loading={cards.isLoading}
        onChange={(name) => change({ name })}
        testId="filter-name"
      />
      <FilterSelect
        t={t}
        label={t("stmt.location")}
        value={state.location}
        options={stationOptions}
        loading={stations.isLoading}
        onChange={(location) => change({ location })}
        testId="filter-location"
      />
      {/* The vehicle filter appears only when the customer's lines have vehicle numbers. */}
      {((vehicles.data?.length ?? 0) > 0 || state.vehicle !== "") && (
        <FilterSelect
          t={t}
          label={t("stmt.vehicle")}
          value={state.vehicle}
          options={vehicleOptions}
          loading={vehicles.isLoading}
          onChange={(vehicle) => change({ vehicle })}
          testId="filter-vehicle"
        />
      )}
      {filtered && (
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary"
          onClick={() => change({ card: "", name: "", location: "", vehicle: "" })}
        >
          {t("stmt.clear")}
        </button>
      )}
    </fieldset>
  )
}
