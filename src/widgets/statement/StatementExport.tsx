import { useAtomValue } from "jotai"
import { useState } from "react"
import fontUrl from "dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url"
import * as statementCalls from "../../core/api/statement.calls"
import { toEstonianDate } from "../../core/rules/dateRanges"
import { exportFileName } from "../../core/rules/statement"
import { customerIdAtom, customerQueryAtom, getApi, runApi, useLocale, useMessages } from "../session"
import { saveBlob } from "../ui/saveBlob"
import { showToast } from "../ui/Toast"
import { EXPORT_COLUMN_KEYS } from "./export/buildFiles"
import type { ExportKind, ExportMessage, ExportRequest } from "./export/exportProtocol"
import { statementMessages } from "./statement.messages"
import { lineFilterQuery, lineSumsQueryAtom, type StatementListState } from "./statement.queries"

export interface StatementExportProps {
  readonly state: StatementListState
}

type Progress = { kind: ExportKind; percent: number } | null

/**
 * The XLSX and PDF export buttons of /väljavõte. An export fetches every filtered line at once
 * (page 0, size = total) and writes the file in a Web Worker, so the page stays responsive; the
 * worker and its libraries (the XLSX writer with fflate, jsPDF, the font) load only when an export starts.
 */
export function StatementExport({ state }: StatementExportProps) {
  const t = useMessages(statementMessages)
  const locale = useLocale() ?? "et"
  const customer = useAtomValue(customerQueryAtom).data
  const customerId = useAtomValue(customerIdAtom)
  const sums = useAtomValue(lineSumsQueryAtom).data
  const [progress, setProgress] = useState<Progress>(null)

  const start = async (kind: ExportKind) => {
    if (progress || customerId == null) return
    const params = { customerId }
    setProgress({ kind, percent: 0 })
    try {
      const filters = lineFilterQuery(state)
      const sort = { sortField: state.sort.field, sortDirection: state.sort.direction }
      // A small call first: it refreshes the session if needed and tells the current total.
      const [first, totals] = await Promise.all([
        runApi(getApi().request(statementCalls.documentRows, { params, query: { ...filters, ...sort, page: 0, size: 1 } })),
        sums ? Promise.resolve(sums) : runApi(getApi().request(statementCalls.documentRowsSum, { params, query: filters })),
      ])
      if (first.totalElements === 0) {
        showToast(t("stmt.exportNothing"))
        return
      }
      const api = getApi()
      const all = t("stmt.file.all")
      const period =
        state.range.start || state.range.end
          ? `${state.range.start ? toEstonianDate(state.range.start) : "…"} – ${state.range.end ? toEstonianDate(state.range.end) : "…"}`
          : t("stmt.file.allTime")
      const request: ExportRequest = {
        kind,
        url: new URL(
          api.url(statementCalls.documentRowsExport, { params, query: { ...filters, ...sort, page: 0, size: first.totalElements } }),
          window.location.href,
        ).toString(),
        token: api.config.tokens.getToken(),
        total: first.totalElements,
        locale,
        columns: EXPORT_COLUMN_KEYS.map((key) => t(`stmt.col.${key}`)),
        header: [
          [t("stmt.file.customer"), customer?.name ?? ""],
          [t("stmt.file.period"), period],
          [t("stmt.file.card"), state.card || all],
          [t("stmt.file.name"), state.name || all],
          [t("stmt.file.location"), state.location || all],
        ],
        title: t("stmt.file.title"),
        totalLabel: t("stmt.file.total"),
        pageLabel: t("stmt.file.page", { page: "{page}", pages: "{pages}" }),
        sums: totals,
        sumLabels: { sum: t("stmt.sum"), sumWithoutVat: t("stmt.sumWithoutVat"), vatSum: t("stmt.vatSum") },
        fontUrl: new URL(fontUrl, window.location.href).toString(),
      }
      const blob = await runInWorker(request, (percent) => setProgress({ kind, percent }))
      const fileName = exportFileName(t("stmt.file.title"), new Date(), kind)
      saveBlob(blob, fileName)
      // The toast and the buttons' return render in a task of their own, so that the download's own
      // work and React's rendering do not add up to one long main-thread task.
      await new Promise((resolve) => setTimeout(resolve, 0))
      showToast(t("stmt.exportDone", { file: fileName }), { kind: "success" })
    } catch (e) {
      console.warn("[statement] export", e)
      showToast(t("stmt.exportFailed"), { kind: "error" })
    } finally {
      setProgress(null)
    }
  }

  return (
    <span className="ise-statement__actions" role="group" aria-label={t("stmt.export")} data-testid="statement-export">
      <button
        type="button"
        className="ise-ui__button ise-ui__button--secondary"
        disabled={progress != null}
        onClick={() => void start("xlsx")}
        data-testid="export-xlsx"
      >
        {t("stmt.exportXlsx")}
      </button>
      <button
        type="button"
        className="ise-ui__button ise-ui__button--secondary"
        disabled={progress != null}
        onClick={() => void start("pdf")}
        data-testid="export-pdf"
      >
        {t("stmt.exportPdf")}
      </button>
      {progress && (
        <span className="ise-statement__progress" role="status" data-testid="export-progress">
          <progress max={100} value={progress.percent} aria-label={t("stmt.exporting", { percent: progress.percent })} />
          {t("stmt.exporting", { percent: progress.percent })}
        </span>
      )}
    </span>
  )
}

/** Fetching is the first half of the bar, writing the second. */
function runInWorker(request: ExportRequest, onPercent: (percent: number) => void): Promise<Blob> {
  const worker = new Worker(new URL("./export/statementExport.worker.ts", import.meta.url), { type: "module" })
  return new Promise<Blob>((resolve, reject) => {
    let shown = -1
    worker.onmessage = (event: MessageEvent<ExportMessage>) => {
      const m = event.data
      if (m.type === "progress") {
        const percent = Math.min(99, Math.floor((m.stage === "fetch" ? 0 : 50) + (50 * m.done) / Math.max(1, m.total)))
        if (percent !== shown) onPercent((shown = percent))
      } else if (m.type === "done") {
        // For the bench and the browser's performance panel: where the export's time went.
        performance.mark("ise-statement-export", { detail: { ...m.timings, rows: m.rows } })
        resolve(m.blob)
      } else reject(new Error(m.message))
    }
    worker.onerror = (event) => reject(new Error(event.message))
    worker.postMessage(request)
  }).finally(() => worker.terminate())
}
