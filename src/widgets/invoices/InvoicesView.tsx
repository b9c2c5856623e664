import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import * as invoicesCalls from "../../core/api/invoices.calls"
import { formatDate } from "../../core/i18n/dates"
import { formatMoney, formatNumber } from "../../core/i18n/numbers"
import { electricityStatusDocument } from "../../core/rules/invoices"
import type { ElectricityInvoice, ElectricityInvoiceSortField, FuelDocument, FuelDocumentSortField } from "../../core/schemas/invoices"
import { PaymentModal, PaymentResultMessage, type PaymentResult } from "../payments"
import { customerIdAtom, getApi, runApi, useLocale, useMessages } from "../session"
import { failureOf } from "../ui/LoadError"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { DateRangeFilter } from "../ui/DateRangeFilter"
import { downloadFile } from "../ui/download"
import { PdfPreviewModal } from "../ui/pdf/PdfPreviewModal"
import { Toaster } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { InvoiceStatusBadge } from "./InvoiceStatusBadge"
import { PayInvoicesButton } from "./PayInvoicesButton"
import { invoicesCss } from "./invoices.css"
import { invoiceMessages } from "./invoices.messages"
import {
  INVOICE_PAGE_SIZE,
  electricityInvoicesQueryAtom,
  electricityListAtom,
  fuelDocumentsQueryAtom,
  fuelListAtom,
  hasFuelInvoicesQueryAtom,
  initialInvoicesList,
  type ElectricityListState,
  type FuelListState,
  type FuelTypeFilter,
  type InvoicesListState,
} from "./invoices.queries"
import { Style } from "../element/Style"

type InvoiceMessageKey = keyof typeof invoiceMessages.et & string
type Tab = "fuel" | "electricity"
type Preview = { title: string; fileName: string; fetchFile: () => Promise<Blob> }

/**
 * The last column of both invoice tables: "Vaata" opens the invoice's PDF in the preview, "e-arve (XML)"
 * saves its e-invoice (EN 16931, UBL 2.1).
 */
const previewColumn = <Row, Sort extends string>(
  t: ReturnType<typeof useMessages<InvoiceMessageKey>>,
  onPreview: (p: Preview) => void,
  fileOf: (row: Row) => { number: string; fetchFile: () => Promise<Blob>; fetchXml: () => Promise<Blob> },
): DataTableColumn<Row, Sort> => ({
  key: "actions",
  phone: "action",
  header: <span className="ise-ui__sr">{t("inv.col.actions")}</span>,
  render: (row) => {
    const { number, fetchFile, fetchXml } = fileOf(row)
    return (
      <span className="ise-invoices__actions">
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
          aria-label={t("inv.viewLabel", { number })}
          onClick={() => onPreview({ title: t("inv.pdfTitle", { number }), fileName: `${number}.pdf`, fetchFile })}
        >
          {t("inv.view")}
        </button>
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
          aria-label={t("inv.eInvoiceLabel", { number })}
          data-testid="e-invoice"
          onClick={() => void downloadFile(fetchXml, `${number}.xml`, t("inv.eInvoiceFailed"))}
        >
          {t("inv.eInvoice")}
        </button>
      </span>
    )
  },
})

export interface InvoicesViewProps {
  /** The `payment` query value the page kept before removing it from the address. */
  readonly payment: PaymentResult | null
  /** The list state the address holds (`invoicesListFromSearch`); a reload and Back restore it. */
  readonly state: InvoicesListState
  /** Asks for another state: the page writes it into the address. `replace` for automatic changes. */
  readonly onStateChange: (state: InvoicesListState, options?: { replace?: boolean }) => void
}

/** /arved: fuel and electricity invoices, filters, server-side sorting and paging, PDF previews and payment. */
export function InvoicesView({ payment, state, onStateChange }: InvoicesViewProps) {
  const t = useMessages(invoiceMessages)
  const locale = useLocale()
  const customerId = useAtomValue(customerIdAtom)
  const hasFuel = useAtomValue(hasFuelInvoicesQueryAtom)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [paying, setPaying] = useState(false)
  const setFuelList = useSetAtom(fuelListAtom)
  const setElectricityList = useSetAtom(electricityListAtom)
  const tab = state.tab

  // Before paint, so the first query already asks for what the address says.
  useLayoutEffect(() => {
    setFuelList(state.fuel)
    setElectricityList(state.electricity)
  }, [state, setFuelList, setElectricityList])

  // Another customer: start over (first tab decided again, filters and pages reset).
  const previousCustomer = useRef(customerId)
  useEffect(() => {
    if (previousCustomer.current === customerId) return
    previousCustomer.current = customerId
    onStateChange(initialInvoicesList, { replace: true })
  }, [customerId]) // eslint-disable-line react-hooks/exhaustive-deps

  const setTab = (x: Tab) => onStateChange({ ...initialInvoicesList, tab: x })

  const shown = tab ?? (hasFuel.data === false ? "electricity" : "fuel")
  const tabs: Tab[] = ["fuel", "electricity"]
  return (
    <div className="ise-invoices__root">
      <Style css={uiCss} />
      <Style css={invoicesCss} />
      <PaymentResultMessage result={payment} />
      <p className="ise-ui__alert ise-ui__alert--info" data-testid="reference-notice">
        {t("inv.notice")}
      </p>
      <div className="ise-invoices__tabs" role="tablist" aria-label={t("inv.tabs")}>
        {tabs.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            id={`ise-inv-tab-${x}`}
            aria-controls={`ise-inv-panel-${x}`}
            aria-selected={shown === x}
            tabIndex={shown === x ? 0 : -1}
            className="ise-invoices__tab"
            onClick={() => setTab(x)}
            onKeyDown={(e) => {
              if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return
              // Arrow keys move between the two tabs and take the focus along (WAI-ARIA tabs).
              const next = shown === "fuel" ? "electricity" : "fuel"
              setTab(next)
              e.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`#ise-inv-tab-${next}`)?.focus()
            }}
          >
            {t(`inv.tab.${x}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`ise-inv-panel-${shown}`} aria-labelledby={`ise-inv-tab-${shown}`}>
        {/* A failed first-tab probe shows the fuel tab: its own table says so and retries. */}
        {tab == null && hasFuel.data == null && !hasFuel.isError ? (
          <p role="status" className="ise-invoices__loading">
            {t("common.loading")}
            <FuelListAlongside />
          </p>
        ) : shown === "fuel" ? (
          <FuelInvoices state={state} onStateChange={onStateChange} onPreview={setPreview} onPay={() => setPaying(true)} />
        ) : (
          <ElectricityInvoices state={state} onStateChange={onStateChange} onPreview={setPreview} onPay={() => setPaying(true)} />
        )}
      </div>
      {preview && (
        <PdfPreviewModal
          title={preview.title}
          fileName={preview.fileName}
          fetchFile={preview.fetchFile}
          onClose={() => setPreview(null)}
          locale={locale}
        />
      )}
      {paying && <PaymentModal onClose={() => setPaying(false)} />}
      <Toaster />
    </div>
  )
}

/**
 * While the first-tab probe is on its way, the fuel list (the likelier first tab) is asked at the same
 * time instead of after it: on a plain /arved both are the same request, shared by the transport.
 */
function FuelListAlongside() {
  useAtomValue(fuelDocumentsQueryAtom)
  return null
}

type ListProps = Pick<InvoicesViewProps, "state" | "onStateChange"> & { onPreview: (p: Preview) => void }

function FuelInvoices({ state, onStateChange, onPreview, onPay }: ListProps & { onPay: () => void }) {
  const t = useMessages(invoiceMessages)
  const locale = useLocale()
  const list = state.fuel
  const setList = (next: (s: FuelListState) => FuelListState) => onStateChange({ ...state, fuel: next(list) })
  const query = useAtomValue(fuelDocumentsQueryAtom)
  const page = query.data

  const downloadZip = async (format: "PDF" | "XML") => {
    const ids = (page?.content ?? []).map((d) => d.remoteDocumentId)
    if (ids.length === 0) return
    await downloadFile(
      () => runApi(getApi().request(invoicesCalls.documentsZip, { query: { documentIds: ids.join(","), format } })),
      format === "XML" ? "e-arved.zip" : "arved.zip",
      t("inv.zipFailed"),
    )
  }

  const columns: ReadonlyArray<DataTableColumn<FuelDocument, FuelDocumentSortField>> = [
    { key: "number", header: t("inv.col.number"), sortField: "DOCUMENT_NUMBER", phone: "title", render: (d) => d.documentNumber },
    {
      key: "type",
      header: t("inv.col.type"),
      unlabelled: true,
      sortField: "DOCUMENT_TYPE",
      // The type by name; its code (VA.1) only in the tooltip.
      render: (d) => <span title={d.documentType}>{t(`inv.docType.${d.documentType.replace(".", "_")}` as "inv.docType.VA_1")}</span>,
    },
    {
      key: "date",
      header: t("inv.col.date"),
      sortField: "DOCUMENT_DATE_CREATED",
      unlabelled: true,
      render: (d) => formatDate(d.documentDateCreated),
    },
    {
      key: "deadline",
      header: t("inv.col.deadline"),
      sortField: "PAYMENT_DEADLINE_DATE",
      render: (d) => (d.paymentDeadlineDate ? formatDate(d.paymentDeadlineDate) : "—"),
    },
    {
      key: "total",
      header: t("inv.col.total"),
      phone: "end",
      sortField: "TOTAL_AMOUNT",
      numeric: true,
      render: (d) => formatMoney(locale, d.totalAmount),
    },
    {
      key: "paid",
      header: t("inv.col.paid"),
      unlabelled: true,
      sortField: "IS_PAID",
      render: (d) => (
        <>
          <InvoiceStatusBadge doc={d} />
          {d.remoteFactoring && !d.paid && <span className="ise-invoices__badge">{t("inv.factored")}</span>}
        </>
      ),
    },
    previewColumn(t, onPreview, (d) => ({
      number: d.documentNumber,
      fetchFile: () => runApi(getApi().request(invoicesCalls.documentPdf, { query: { documentRemoteId: d.remoteDocumentId } })),
      fetchXml: () => runApi(getApi().request(invoicesCalls.documentXml, { query: { documentRemoteId: d.remoteDocumentId } })),
    })),
  ]

  return (
    <>
      <div className="ise-invoices__filters">
        <DateRangeFilter value={list.range} onChange={(range) => setList((s) => ({ ...s, range, page: 0 }))} />
        <label className="ise-ui__field">
          {t("inv.type")}
          <select
            value={list.type}
            onChange={(e) => setList((s) => ({ ...s, type: e.target.value as FuelTypeFilter, page: 0 }))}
            data-testid="type-filter"
          >
            <option value="all">{t("inv.type.all")}</option>
            <option value="aggregate">{t("inv.type.aggregate")}</option>
            <option value="multi">{t("inv.type.multi")}</option>
          </select>
        </label>
      </div>
      <div className="ise-invoices__toolbar">
        <span className="ise-invoices__sums" data-testid="invoice-sums">
          {!page && "\u00a0"}
          {page &&
            t("inv.sums", { total: formatMoney(locale, page.totalAmountSum ?? 0), unpaid: formatMoney(locale, page.unpaidAmountSum ?? 0) })}
        </span>
        <span style={{ display: "flex", gap: 8 }}>
          {(["PDF", "XML"] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="ise-ui__button ise-ui__button--secondary"
              onClick={() => void downloadZip(format)}
              disabled={!page || page.content.length === 0}
              data-testid={`zip-${format.toLowerCase()}`}
            >
              {t(format === "XML" ? "inv.zipXml" : "inv.zip")}
            </button>
          ))}
          <PayInvoicesButton onPay={onPay} />
        </span>
      </div>
      <DataTable
        testId="fuel-invoices"
        columns={columns}
        rows={page ? page.content : query.isError ? [] : null}
        rowKey={(d) => d.remoteDocumentId}
        sort={list.sort}
        onSortChange={(sort) => setList((s) => ({ ...s, sort, page: 0 }))}
        page={list.page}
        pageSize={INVOICE_PAGE_SIZE}
        total={page?.totalElements ?? 0}
        onPageChange={(p) => setList((s) => ({ ...s, page: p }))}
        loading={query.isFetching}
        error={failureOf(query)}
        emptyText={t("inv.emptyFuel")}
      />
    </>
  )
}

function ElectricityInvoices({ state, onStateChange, onPreview, onPay }: ListProps & { onPay: () => void }) {
  const t = useMessages(invoiceMessages)
  const locale = useLocale()
  const list = state.electricity
  const setList = (next: (s: ElectricityListState) => ElectricityListState) =>
    onStateChange({ ...state, tab: "electricity", electricity: next(list) })
  const query = useAtomValue(electricityInvoicesQueryAtom)
  const page = query.data
  const columns: ReadonlyArray<DataTableColumn<ElectricityInvoice, ElectricityInvoiceSortField>> = [
    { key: "number", header: t("inv.col.number"), sortField: "INVOICE_NUMBER", phone: "title", render: (i) => i.invoiceNumber },
    { key: "issued", header: t("inv.col.issued"), sortField: "DATE_ISSUED", unlabelled: true, render: (i) => formatDate(i.dateIssued) },
    { key: "due", header: t("inv.col.deadline"), sortField: "DATE_DUE", render: (i) => (i.dateDue ? formatDate(i.dateDue) : "—") },
    {
      key: "with",
      header: t("inv.col.withVat"),
      phone: "end",
      sortField: "AMOUNT_INCLUDING_VAT",
      numeric: true,
      render: (i) => formatMoney(locale, i.amountIncludingVat),
    },
    {
      key: "without",
      header: t("inv.col.withoutVat"),
      sortField: "AMOUNT_EXCLUDING_VAT",
      numeric: true,
      render: (i) => formatMoney(locale, i.amountExcludingVat),
    },
    {
      key: "kwh",
      header: t("inv.col.consumption"),
      numeric: true,
      render: (i) => (i.totalConsumption != null ? `${formatNumber(locale, i.totalConsumption, 0)} kWh` : "—"),
    },
    {
      key: "paid",
      header: t("inv.col.paid"),
      unlabelled: true,
      render: (i) => {
        const doc = electricityStatusDocument(i)
        return doc ? <InvoiceStatusBadge doc={doc} /> : "—"
      },
    },
    previewColumn(t, onPreview, (i) => ({
      number: i.invoiceNumber,
      fetchFile: () =>
        runApi(getApi().request(invoicesCalls.electricityInvoiceFile, { params: { id: i.id }, query: { downloadAs: "PDF" } })),
      fetchXml: () =>
        runApi(getApi().request(invoicesCalls.electricityInvoiceFile, { params: { id: i.id }, query: { downloadAs: "XML" } })),
    })),
  ]
  return (
    <>
      <div className="ise-invoices__toolbar">
        <span />
        <PayInvoicesButton onPay={onPay} />
      </div>
      <DataTable
        testId="electricity-invoices"
        columns={columns}
        rows={page ? page.content : query.isError ? [] : null}
        rowKey={(i) => String(i.id)}
        sort={list.sort}
        onSortChange={(sort) => setList((s) => ({ ...s, sort, page: 0 }))}
        page={list.page}
        pageSize={INVOICE_PAGE_SIZE}
        total={page?.totalElements ?? 0}
        onPageChange={(p) => setList((s) => ({ ...s, page: p }))}
        loading={query.isFetching}
        error={failureOf(query)}
        emptyText={t("inv.emptyElectricity")}
      />
    </>
  )
}
