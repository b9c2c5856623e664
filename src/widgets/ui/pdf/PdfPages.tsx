// The heavy part of the preview: react-pdf and pdf.js. Imported only with import() from PdfPreviewModal,
// so the bundler puts it (and the worker) in chunks of their own.
import { useState } from "react"
import { Document, Page, pdfjs } from "react-pdf"

pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString()

export interface PdfPagesProps {
  readonly file: Blob
  readonly scale: number
  readonly loadingText: string
  readonly errorText: string
  readonly pageLabel: (page: number, pages: number) => string
}

/** Every page of the document, one under the other. */
export default function PdfPages({ file, scale, loadingText, errorText, pageLabel }: PdfPagesProps) {
  const [pages, setPages] = useState(0)
  return (
    <Document
      file={file}
      onLoadSuccess={(doc) => setPages(doc.numPages)}
      loading={<p className="ise-ui__pdf-status">{loadingText}</p>}
      error={
        <p className="ise-ui__pdf-status ise-ui__pdf-status--error" role="alert">
          {errorText}
        </p>
      }
    >
      {Array.from({ length: pages }, (_, i) => (
        <div className="ise-ui__pdf-page" key={i} aria-label={pageLabel(i + 1, pages)} role="group">
          <Page pageNumber={i + 1} scale={scale} renderTextLayer={false} renderAnnotationLayer={false} />
        </div>
      ))}
    </Document>
  )
}
