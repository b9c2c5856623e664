import { decodeExportedLines, type ExportLine } from "../../../core/schemas/statement.export"
import { buildPdf, buildXlsx } from "./buildFiles"
import type { ExportMessage, ExportRequest } from "./exportProtocol"

/**
 * The export off the main thread: fetches every filtered line at once (page 0, size = total) from
 * the lean export call (gzipped JSON, a line an array), checks them in one pass, and writes the XLSX
 * or PDF, telling the page how far it is.
 */
const post = (message: ExportMessage) => (self as unknown as { postMessage(m: ExportMessage): void }).postMessage(message)

/** Rough bytes of one exported line's JSON (after decompression, which the body's chunks are), for the download's progress. */
const BYTES_PER_LINE = 175

async function run(request: ExportRequest): Promise<void> {
  const fontPromise =
    request.kind === "pdf" && request.fontUrl
      ? fetch(request.fontUrl).then((r) => (r.ok ? r.arrayBuffer() : undefined))
      : Promise.resolve(undefined)
  const started = performance.now()
  const res = await fetch(request.url, {
    headers: { accept: "application/json", ...(request.token ? { authorization: `Bearer ${request.token}` } : {}) },
    credentials: "same-origin",
  })
  if (res.status !== 200 || !res.body) return post({ type: "error", message: `HTTP ${res.status}`, status: res.status })
  const expected = request.total * BYTES_PER_LINE
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    post({ type: "progress", stage: "fetch", done: Math.min(received, expected), total: expected })
  }
  const fetched = performance.now()
  const text = await new Blob(chunks as BlobPart[]).text()
  const lines: ReadonlyArray<ExportLine> = decodeExportedLines(JSON.parse(text)).rows
  const parsed = performance.now()
  const progress = (done: number) => post({ type: "progress", stage: "write", done, total: lines.length })
  const blob =
    request.kind === "xlsx" ? await buildXlsx(request, lines, progress) : await buildPdf(request, lines, progress, await fontPromise)
  const timings = {
    fetch: Math.round(fetched - started),
    parse: Math.round(parsed - fetched),
    write: Math.round(performance.now() - parsed),
  }
  post({ type: "done", blob, rows: lines.length, timings })
}

self.onmessage = (event: MessageEvent<ExportRequest>) => {
  run(event.data).catch((e: unknown) => post({ type: "error", message: e instanceof Error ? e.message : String(e) }))
}
