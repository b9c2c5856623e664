import { promisify } from "node:util"
import { gzip } from "node:zlib"
import type { stationsCalls, statementCalls } from "../../../core/api"
import { FILTER_LOCATIONS_SIZE, STATEMENT_PAGE_SIZE } from "../../../core/rules/statement"
import { EXPORT_LINE_COLUMNS } from "../../../core/schemas/statement"
import { pdfResponse, safeName, zipResponse } from "../../documents/files"
import { fuelDocumentPdf } from "../../documents/invoicePdf"
import type { Handler } from "../../http/bindCall"
import { valueOrRefusal } from "./statement.errors"
import { lineDocumentFile, lineDocumentFiles, lineFilterOf, linePageOf } from "./statement.files"
import { exportLines, listLines, stationsOf, sumLines, vehicleNumbersOf } from "./statement.service"

const gzipAsync = promisify(gzip)

/** GET /documents/{customerId}/rows: the filtered lines, sorted and paged by the database. */
export const documentRows: Handler<typeof statementCalls.documentRows> = ({ deps, params, query }) =>
  listLines(deps.db, valueOrRefusal(lineFilterOf(params.customerId, query)), {
    page: query.page ?? 0,
    size: query.size ?? STATEMENT_PAGE_SIZE,
    sortField: query.sortField ?? "DOCUMENT_DATE_CREATED",
    sortDirection: query.sortDirection ?? "DESC",
  })

/** GET /documents/{customerId}/rows/export: the same lines, lean (arrays in EXPORT_LINE_COLUMNS order), gzipped when the client accepts it. */
export const documentRowsExport: Handler<typeof statementCalls.documentRowsExport> = async ({ deps, params, query, c }) => {
  const request = linePageOf(query)
  const { rowsJson, totalElements } = await exportLines(deps.db, valueOrRefusal(lineFilterOf(params.customerId, query)), request)
  const head = JSON.stringify({ number: request.page, size: request.size, totalElements, columns: EXPORT_LINE_COLUMNS })
  const json = `${head.slice(0, -1)},"rows":${rowsJson}}`
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "private, no-store",
    vary: "Accept-Encoding",
  }
  if (!acceptsGzip(c.req.header("accept-encoding"))) return new Response(json, { headers })
  // Level 1 on the thread pool: a year of a fleet (12 MB) becomes about 1.5 MB without holding the event loop.
  const body = await gzipAsync(Buffer.from(json), { level: 1 })
  return new Response(new Uint8Array(body), {
    headers: { ...headers, "content-encoding": "gzip", "content-length": String(body.byteLength) },
  })
}

/** Whether Accept-Encoding allows gzip (a q of 0 refuses it). */
export const acceptsGzip = (header: string | undefined): boolean =>
  (header ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";")
    if (coding?.trim().toLowerCase() !== "gzip" && coding?.trim() !== "*") return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    return q === undefined || Number(q.slice(2)) > 0
  })

/** GET /documents/{customerId}/rows/sum */
export const documentRowsSum: Handler<typeof statementCalls.documentRowsSum> = ({ deps, params, query }) =>
  sumLines(deps.db, valueOrRefusal(lineFilterOf(params.customerId, query)))

/** GET /documents/{customerId}/vehicle-numbers */
export const vehicleNumbers: Handler<typeof statementCalls.vehicleNumbers> = ({ deps, params }) =>
  vehicleNumbersOf(deps.db, params.customerId)

/** GET /petrol-stations/{customerId}: the stations of the customer's lines (page 0, size 100 for the filter). */
export const customerStations: Handler<typeof stationsCalls.customerStations> = ({ deps, params, query }) =>
  stationsOf(deps.db, params.customerId, query.page ?? 0, query.size ?? FILTER_LOCATIONS_SIZE)

/** GET /documents/{customerId}/rows/file: the PDF of a line's document; another customer's is unknown here (404). */
export const documentRowsFile: Handler<typeof statementCalls.documentRowsFile> = async ({ deps, params, query }) => {
  const { doc, customer } = valueOrRefusal(await lineDocumentFile(deps.db, params.customerId, query.remoteDocumentId))
  return pdfResponse(await fuelDocumentPdf(doc, customer), `${safeName(doc.documentNumber)}.pdf`, "attachment")
}

/** GET /documents/{customerId}/rows/zip: the distinct documents of the selected lines, one PDF each, streamed. */
export const documentRowsZip: Handler<typeof statementCalls.documentRowsZip> = async ({ deps, params, query }) => {
  const { docs, customer } = valueOrRefusal(await lineDocumentFiles(deps.db, params.customerId, query.documentIds))
  return zipResponse(
    docs.map((doc) => ({ name: `${safeName(doc.documentNumber)}.pdf`, bytes: () => fuelDocumentPdf(doc, customer) })),
    "valjavote.zip",
  )
}
