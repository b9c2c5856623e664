import { atom, useAtomValue, useSetAtom } from "jotai"
import { useEffect, useState, type ReactNode } from "react"
import type { Locale } from "../../core/schemas/common"
import type { ElectricityAgreementPreviewQuery } from "../../core/schemas/electricityAgreement"
import { useMessages } from "../session"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { contractPreviewQueryAtomOf } from "./electricityAgreement.queries"

/** Shows the contract preview's PDF: the portal's pdf.js pages, the element's browser viewer. */
export type RenderPreviewFile = (file: Blob, title: string) => ReactNode

/** The contract preview: the PDF of the confirm step's choices, asked for again 300 ms after they change. */
export function ContractPreview({
  title,
  query,
  locale,
  renderFile,
}: {
  title: string
  query: ElectricityAgreementPreviewQuery
  locale?: Locale | null | undefined
  renderFile: RenderPreviewFile
}) {
  const t = useMessages(electricityAgreementMessages, locale)
  const [atoms] = useState(() => {
    const asked = atom<ElectricityAgreementPreviewQuery | null>(null)
    return { asked, preview: contractPreviewQueryAtomOf(asked) }
  })
  const asked = useAtomValue(atoms.asked)
  const ask = useSetAtom(atoms.asked)
  const preview = useAtomValue(atoms.preview)
  const key = JSON.stringify(query)
  useEffect(() => {
    const timer = setTimeout(() => ask(query), 300)
    return () => clearTimeout(timer)
  }, [key])
  // Until the choices of the moment are asked for and answered, the box says it is loading.
  const current = asked !== null && JSON.stringify(asked) === key
  const blob = current && !preview.isError ? preview.data : undefined
  return (
    <section className="ise-electricity-agreement__preview" aria-label={title} tabIndex={0} data-testid="contract-preview">
      {!blob && !(current && preview.isError) && <p className="ise-electricity-agreement__muted">{t("ew.confirm.previewLoading")}</p>}
      {current && preview.isError && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {t("ew.confirm.previewFailed")}
        </p>
      )}
      {blob && renderFile(blob, title)}
    </section>
  )
}
