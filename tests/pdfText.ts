/** Shared by the unit and browser tests that read what a PDF says (pdf.js, in Node). */

/** The text of a PDF, its lines joined by spaces. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  // pdf.js wants Promise.withResolvers (Node 22); Node 20 gets it here, before pdf.js loads.
  const P = Promise as unknown as { withResolvers?: () => unknown }
  P.withResolvers ??= () => {
    let resolve: unknown
    let reject: unknown
    const promise = new Promise((yes, no) => {
      resolve = yes
      reject = no
    })
    return { promise, resolve, reject }
  }
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs")
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise
  const pages: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "))
  }
  return pages.join(" ").replace(/\s+/g, " ")
}
