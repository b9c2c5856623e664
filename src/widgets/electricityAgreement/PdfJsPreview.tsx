import { lazy, Suspense, useState } from "react"
import { useMessages } from "../session"
import { pdfScaleFor } from "../ui/pdf/pdfScale"
import type { RenderPreviewFile } from "./ContractPreview"
import { electricityAgreementMessages } from "./electricityAgreement.messages"

// The contract preview reuses the PDF preview's lazy chunk (react-pdf and pdf.js load only here).
const PdfPages = lazy(() => import("../ui/pdf/PdfPages"))

/** The contract preview's pages through pdf.js, scaled 1.5 on screens wider than 1600 px. */
function PdfJsPreview({ file }: { file: Blob }) {
  const t = useMessages(electricityAgreementMessages)
  const [scale] = useState(() => pdfScaleFor(typeof window === "undefined" ? 0 : window.innerWidth))
  return (
    <Suspense fallback={<p className="ise-electricity-agreement__muted">{t("ew.confirm.previewLoading")}</p>}>
      <PdfPages
        file={file}
        scale={scale}
        loadingText={t("ew.confirm.previewLoading")}
        errorText={t("ew.confirm.previewFailed")}
        pageLabel={(page, pages) => t("ew.confirm.page", { page, pages })}
      />
    </Suspense>
  )
}

/** The portal's contract preview: every page through pdf.js (its lazy chunk), scaled 1.5 above 1600 px. */
export const pdfPagesPreview: RenderPreviewFile = (file) => <PdfJsPreview file={file} />
