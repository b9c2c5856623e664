import { Zip, ZipPassThrough } from "fflate"

/** A file name of letters, digits, dot, dash and underscore only (safe in Content-Disposition and zips). */
export const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "_")

/** One PDF as an answer: inline for a preview, or as an attachment. */
export const pdfResponse = (bytes: Uint8Array, fileName: string, disposition: "inline" | "attachment" = "inline") =>
  new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(bytes.byteLength),
      "content-disposition": `${disposition}; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  })

/** A file of a zip: its name and how to make its bytes (made one after another, while the zip streams). */
export interface ZipEntry {
  readonly name: string
  readonly bytes: () => Promise<Uint8Array>
}

/** A zip streamed while its files are made. PDFs are compressed already: they are stored. */
export function zipResponse(entries: ReadonlyArray<ZipEntry>, fileName: string): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error)
        controller.enqueue(chunk)
        if (final) controller.close()
      })
      try {
        for (const entry of entries) {
          const bytes = await entry.bytes()
          const file = new ZipPassThrough(entry.name)
          zip.add(file)
          file.push(bytes, true)
        }
        zip.end()
      } catch (e) {
        controller.error(e)
      }
    },
  })
  return new Response(body, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  })
}
