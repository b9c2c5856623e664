import { useAtomValue } from "jotai"
import { useState } from "react"
import * as spendingCalls from "../../core/api/spending.calls"
import { spendingAdminRule } from "../../core/api/callRules"
import { formatDate, formatDateTime } from "../../core/i18n/dates"
import { mayUse } from "../../core/rules/access"
import { anomalyReason } from "../../core/rules/spending.anomalies"
import type { Locale } from "../../core/schemas/common"
import type { Anomaly } from "../../core/schemas/spending"
import { customerQueryAtom, useCallWrite, useLocale } from "../session"
import { CheckField } from "../ui/Field"
import { showToast } from "../ui/Toast"
import { EditorModal } from "./EditorModal"
import { ScrollTable } from "./ScrollTable"
import type { SpendingT } from "./spending.messages"
import { anomaliesQueryAtom, budgetCardsQueryAtom } from "./spending.queries"

/** The statement's lines of the anomaly's day, card and station: the line and the others of its document. */
export const anomalyLineHref = (a: Anomaly): string => {
  const params = new URLSearchParams({ period: "custom", from: a.documentDate, to: a.documentDate })
  if (a.card) params.set("card", a.card)
  if (a.station) params.set("location", a.station)
  return `/väljavõte?${params.toString()}`
}

/** /kulud's anomalies of the month: each with its reason and a link to its statement line; ADMIN marks them explained. */
export function SpendingAnomalies({ t }: { t: SpendingT }) {
  const locale = useLocale()
  const data = useAtomValue(anomaliesQueryAtom).data
  const customer = useAtomValue(customerQueryAtom).data
  const mayEdit = customer != null && mayUse(customer, spendingAdminRule)
  const [editingCards, setEditingCards] = useState(false)
  const explain = useCallWrite(spendingCalls.spendingAnomalyExplain, { message: () => t("anomaly.explainFailed") })
  if (!data) return null
  return (
    <section className="ise-spending__section" aria-labelledby="spending-anomalies-title" data-testid="spending-anomalies">
      <div className="ise-spending__bar">
        <h2 id="spending-anomalies-title">
          {t("anomaly.title")} <span className="ise-spending__count">({t("anomaly.count", { count: data.items.length })})</span>
        </h2>
        {mayEdit && (
          <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setEditingCards(true)}>
            {t("anomaly.hoursCards")}
          </button>
        )}
      </div>
      <p className="ise-spending__vat">{t("anomaly.speedNote")}</p>
      {explain.error && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {explain.error}
        </p>
      )}
      {data.items.length === 0 ? (
        <p className="ise-spending__empty">{t("anomaly.none")}</p>
      ) : (
        <ScrollTable
          labelledBy="spending-anomalies-title"
          className="ise-spending__anomalies"
          head={
            <>
              <th scope="col">{t("anomaly.when")}</th>
              <th scope="col">{t("anomaly.kindColumn")}</th>
              <th scope="col">{t("anomaly.reason")}</th>
              <th scope="col">{t("anomaly.card")}</th>
              <th scope="col">{t("anomaly.line")}</th>
            </>
          }
        >
          {data.items.map((a) => (
            <AnomalyRow
              key={`${a.kind}:${a.lineId}`}
              a={a}
              t={t}
              locale={locale}
              onExplain={mayEdit ? (explained) => void explain.run({ body: { kind: a.kind, lineId: a.lineId, explained } }) : undefined}
              busy={explain.pending}
            />
          ))}
        </ScrollTable>
      )}
      {editingCards && <BusinessHoursEditor selected={data.businessHoursCards} t={t} onClose={() => setEditingCards(false)} />}
    </section>
  )
}

function AnomalyRow({
  a,
  t,
  locale,
  onExplain,
  busy,
}: {
  a: Anomaly
  t: SpendingT
  locale: Locale
  onExplain: ((explained: boolean) => void) | undefined
  busy: boolean
}) {
  return (
    <tr data-kind={a.kind} data-line={a.lineId} className={a.explainedAt ? "ise-spending__explained" : undefined}>
      <td className="ise-spending__nowrap">{a.purchasedAt ? formatDateTime(a.purchasedAt) : formatDate(a.documentDate)}</td>
      <td>{t(`anomaly.kind.${a.kind}`)}</td>
      <td>
        {anomalyReason(locale, a)}
        {a.explainedAt && (
          <span className="ise-spending__last-year">
            {t("anomaly.explained", { by: a.explainedBy ?? "", at: formatDateTime(a.explainedAt) })}
          </span>
        )}
        {onExplain && (
          <button
            type="button"
            className="ise-ui__button ise-ui__button--secondary ise-ui__button--small ise-spending__explain"
            disabled={busy}
            onClick={() => onExplain(!a.explainedAt)}
          >
            {t(a.explainedAt ? "anomaly.unexplain" : "anomaly.explain")}
          </button>
        )}
      </td>
      <td>{a.cardName ? `${a.card} (${a.cardName})` : a.card}</td>
      <td className="ise-spending__nowrap">
        <a href={anomalyLineHref(a)} aria-label={t("anomaly.open", { document: a.documentNumber })}>
          {a.documentNumber}
        </a>
      </td>
    </tr>
  )
}

/** ADMIN's choice of the cards for business hours only: a box per card of the customer. */
function BusinessHoursEditor({ selected, t, onClose }: { selected: ReadonlyArray<string>; t: SpendingT; onClose: () => void }) {
  const cardsQuery = useAtomValue(budgetCardsQueryAtom)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(selected))
  const save = useCallWrite(spendingCalls.businessHoursCardsUpdate, {
    message: () => t("budget.saveFailed"),
    onSuccess: () => {
      showToast(t("anomaly.hoursSaved"), { kind: "success" })
      onClose()
    },
  })
  const toggle = (id: string, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  return (
    <EditorModal
      title={t("anomaly.hoursTitle")}
      testId="business-hours-editor"
      t={t}
      error={save.error}
      busy={save.pending || !cardsQuery.data}
      onClose={onClose}
      onSave={() => void save.run({ body: { cards: [...chosen] } })}
    >
      <div className="ise-spending__budget-fields">
        {(cardsQuery.data?.content ?? []).map((c) => (
          <CheckField
            key={c.remoteCardId}
            label={c.name ? `${c.remoteCardId} (${c.name})` : c.remoteCardId}
            checked={chosen.has(c.remoteCardId)}
            onChange={(on) => toggle(c.remoteCardId, on)}
          />
        ))}
      </div>
    </EditorModal>
  )
}
