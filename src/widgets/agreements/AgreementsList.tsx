import { useAtomValue } from "jotai"
import { useMemo, useState, type MouseEvent } from "react"
import * as agreementsCalls from "../../core/api/agreements.calls"
import { formatDate } from "../../core/i18n/dates"
import { localizedName } from "../../core/i18n/localized"
import type { FeatureTranslate } from "../../core/i18n/translate"
import { agreementView, mergeAgreements, VISIBLE_POINTS, type AgreementItem } from "../../core/rules/agreements"
import { customerIdAtom, getApi, runApi, useLocale, useMessages } from "../session"
import { LoadError } from "../ui/LoadError"
import { uiCss } from "../ui/ui.css"
import { showToast } from "../ui/Toast"
import { PdfPreviewModal, saveBlob } from "../ui/pdf/PdfPreviewModal"
import { agreementMessages } from "./agreements.messages"
import { agreementsCss } from "./agreements.css"
import { chargingAgreementsQueryAtom, electricityAgreementsQueryAtom, oilAgreementsQueryAtom } from "./agreements.queries"
import { SignaturesModal } from "./SignaturesModal"
import { SigningModal } from "./SigningModal"
import { Style } from "../element/Style"

type T = FeatureTranslate<keyof typeof agreementMessages.et>

export const NEW_ELECTRICITY_AGREEMENT = "/elekter/leping"

type Open =
  | { name: "preview"; item: AgreementItem }
  | { name: "signatures"; agreementId: number }
  | { name: "sign"; agreementId: number; title: string }
  | null

const titleOf = (t: T, item: AgreementItem) =>
  item.kind === "oil" ? t(`agreements.type.${item.agreement.type}`) : t(`agreements.kind.${item.kind}`)

const kindOf = (item: AgreementItem) =>
  (item.kind === "oil" ? "OIL" : item.kind === "electricity" ? "ELECTRICITY" : "CHARGING") as "OIL" | "ELECTRICITY" | "CHARGING"

/** The agreement file as a Blob: the PDF, or the BDOC of an agreement the customer has signed. */
export const fetchAgreementFile = (item: AgreementItem, type: "PDF" | "BDOC") =>
  runApi(getApi().request(agreementsCalls.agreementFile, { query: { agreementId: item.agreement.id, type, kind: kindOf(item) } }))

const fileNameOf = (item: AgreementItem, type: "PDF" | "BDOC") =>
  `leping-${item.agreement.contractNumber ?? item.agreement.id}.${type === "BDOC" ? "bdoc" : "pdf"}`

function Points({ t, title, names }: { t: T; title: string; names: string[] }) {
  const [all, setAll] = useState(false)
  if (names.length === 0) return null
  const shown = all ? names : names.slice(0, VISIBLE_POINTS)
  return (
    <div className="ise-agreements__card-points">
      <h4>{title}</h4>
      <ul>
        {shown.map((n, i) => (
          <li key={i}>{n}</li>
        ))}
      </ul>
      {names.length > VISIBLE_POINTS && (
        <button type="button" className="ise-agreements__link" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t("agreements.showLess") : t("agreements.showMore", { count: names.length - VISIBLE_POINTS })}
        </button>
      )}
    </div>
  )
}

function AgreementCard({
  item,
  t,
  onOpen,
  navigate,
}: {
  item: AgreementItem
  t: T
  onOpen: (open: Open) => void
  navigate: (path: string) => void
}) {
  const locale = useLocale()
  const view = agreementView(item)
  const title = titleOf(t, item)
  const number = item.agreement.contractNumber ?? String(item.agreement.id)
  const download = () =>
    fetchAgreementFile(item, view.fileType).then(
      (blob) => saveBlob(blob, fileNameOf(item, view.fileType)),
      // Spec part 1 §8: a failed agreement file download is only logged.
      (error) => console.warn("[agreements] download", error),
    )
  const go = (e: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return
    e.preventDefault()
    navigate(path)
  }
  return (
    <li className="ise-agreements__card" data-testid="agreement-card" data-kind={item.kind} data-id={item.agreement.id}>
      <div>
        <h3 className="ise-agreements__card-title">{title}</h3>
        <p className="ise-agreements__card-meta">
          {t("agreements.number", { number })}
          {item.agreement.dateModified ? ` · ${t("agreements.modified", { date: formatDate(item.agreement.dateModified) })}` : ""}
        </p>
        {item.kind === "electricity" && item.agreement.consumptionPackage && (
          <p className="ise-agreements__card-meta">
            {t("agreements.package", { name: localizedName(item.agreement.consumptionPackage, locale) })}
          </p>
        )}
      </div>
      <div className="ise-agreements__card-badges">
        {view.badge && (
          <span className={`ise-agreements__badge ise-agreements__badge--${view.badge}`} data-testid="status-badge">
            {t(`agreements.status.${view.badge}`)}
          </span>
        )}
        {view.signingStatus && (
          <span className="ise-agreements__badge ise-agreements__badge--signing" data-testid="signing-status">
            {t(`agreements.signing.${view.signingStatus}`)}
          </span>
        )}
      </div>
      {item.kind === "electricity" && (
        <Points
          t={t}
          title={t("agreements.meteringPoints")}
          names={item.agreement.meteringPoints.map((p) => (p.address ? `${p.eic} · ${p.address}` : p.eic))}
        />
      )}
      {item.kind === "charging" && (
        <Points
          t={t}
          title={t("agreements.chargingStations")}
          names={(item.agreement.chargingStations ?? []).map((s) => (s.address ? `${s.name} · ${s.address}` : s.name))}
        />
      )}
      <div className="ise-agreements__card-actions">
        {view.sign && (
          <button
            type="button"
            className="ise-ui__button"
            onClick={() => onOpen({ name: "sign", agreementId: item.agreement.id, title: `${title} · ${number}` })}
          >
            {t("agreements.sign")}
          </button>
        )}
        {view.viewOffer && view.offerPath && (
          <a className="ise-ui__button" href={view.offerPath} onClick={(e) => go(e, view.offerPath!)}>
            {t("agreements.viewOffer")}
          </a>
        )}
        {view.viewAgreement && (
          <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => onOpen({ name: "preview", item })}>
            {t("agreements.viewAgreement")}
          </button>
        )}
        {view.viewAgreement && (
          <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={download}>
            {t("agreements.download")}
            {view.fileType === "BDOC" ? " (BDOC)" : ""}
          </button>
        )}
        {view.signatures && (
          <button
            type="button"
            className="ise-ui__button ise-ui__button--secondary"
            onClick={() => onOpen({ name: "signatures", agreementId: item.agreement.id })}
          >
            {t("agreements.signatures")}
          </button>
        )}
      </div>
    </li>
  )
}

const defaultNavigate = (path: string) => window.location.assign(path)

/** /lepingud: oil, electricity and charging agreements in one list, newest change first (spec part 1 §2.5). */
export function AgreementsList({ navigate = defaultNavigate }: { navigate?: (path: string) => void }) {
  const t: T = useMessages(agreementMessages)
  const customerId = useAtomValue(customerIdAtom)
  const oil = useAtomValue(oilAgreementsQueryAtom)
  const electricity = useAtomValue(electricityAgreementsQueryAtom)
  const charging = useAtomValue(chargingAgreementsQueryAtom)
  const [open, setOpen] = useState<Open>(null)
  const [signed, setSigned] = useState(false)

  // A kind that fails to load leaves the others on screen (server errors never blank it).
  const items = useMemo(
    () => mergeAgreements(oil.data?.content ?? [], electricity.data ?? [], charging.data ?? []),
    [oil.data, electricity.data, charging.data],
  )
  // The list shows once every kind that loads has answered: a kind arriving later would be sorted in
  // above the cards on screen and push them down (CLS). A kind the user may not see never loads (isLoading stays false).
  const loading = oil.isLoading || electricity.isLoading || charging.isLoading
  const failed = oil.isError || electricity.isError || charging.isError

  return (
    <section className="ise-agreements__root">
      <Style css={uiCss} />
      <Style css={agreementsCss} />
      <div className="ise-agreements__header">
        <h1 className="ise-agreements__title">{t("agreements.title")}</h1>
        <a
          className="ise-ui__button"
          href={NEW_ELECTRICITY_AGREEMENT}
          onClick={(e) => {
            e.preventDefault()
            navigate(NEW_ELECTRICITY_AGREEMENT)
          }}
        >
          {t("agreements.new")}
        </a>
      </div>
      {signed && (
        <p className="ise-agreements__alert ise-agreements__alert--success" role="status">
          {t("agreements.signed")}
        </p>
      )}
      {failed && (
        <LoadError
          message={t("agreements.loadFailed")}
          error={oil.error ?? electricity.error ?? charging.error}
          retrying={oil.isFetching || electricity.isFetching || charging.isFetching}
          onRetry={() => Promise.all([oil, electricity, charging].filter((q) => q.isError).map((q) => q.refetch()))}
          testId="agreements-error"
        />
      )}
      {loading ? (
        <p className="ise-agreements__muted">{t("common.loading")}</p>
      ) : items.length === 0 && !failed ? (
        <div className="ise-agreements__empty" data-testid="agreements-empty">
          <p>{t("agreements.empty")}</p>
          <a
            className="ise-ui__button"
            href={NEW_ELECTRICITY_AGREEMENT}
            onClick={(e) => {
              e.preventDefault()
              navigate(NEW_ELECTRICITY_AGREEMENT)
            }}
          >
            {t("agreements.emptyAction")}
          </a>
        </div>
      ) : (
        <ul className="ise-agreements__list" aria-label={t("agreements.title")}>
          {items.map((item) => (
            <AgreementCard key={`${item.kind}-${item.agreement.id}`} item={item} t={t} onOpen={setOpen} navigate={navigate} />
          ))}
        </ul>
      )}
      {open?.name === "preview" && (
        <PdfPreviewModal
          title={`${titleOf(t, open.item)} · ${open.item.agreement.contractNumber ?? open.item.agreement.id}`}
          fetchFile={() => fetchAgreementFile(open.item, "PDF")}
          fileName={fileNameOf(open.item, "PDF")}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.name === "signatures" && customerId != null && (
        <SignaturesModal customerId={customerId} agreementId={open.agreementId} onClose={() => setOpen(null)} />
      )}
      {open?.name === "sign" && customerId != null && (
        <SigningModal
          customerId={customerId}
          agreementId={open.agreementId}
          title={open.title}
          onClose={() => setOpen(null)}
          onSigned={() => {
            setOpen(null)
            setSigned(true)
            showToast(t("agreements.signed"), { kind: "success" })
          }}
        />
      )}
    </section>
  )
}
